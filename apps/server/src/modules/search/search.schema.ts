import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable thing (a person, a post, an event, …). Modules register their content through
 * SearchService; /api/esearch reads only this table. Matching combines Russian full-text (word forms),
 * a `simple` prefix vector (surnames the stemmer cuts oddly) and trigram word similarity (typos).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    body: text('body'),
    url: text('url').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    /** lower(title + body): the trigram target. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || coalesce(subtitle, '') || ' ' || coalesce(body, ''))`),
    tsvRussian: tsvector('tsv_russian')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('russian'::regconfig, title || ' ' || coalesce(subtitle, '') || ' ' || coalesce(body, ''))`,
      ),
    tsvSimple: tsvector('tsv_simple')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, title || ' ' || coalesce(subtitle, '') || ' ' || coalesce(body, ''))`,
      ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('search_documents_kind_entity').on(table.kind, table.entityId),
    index('search_documents_tsv_russian_idx').using('gin', table.tsvRussian),
    index('search_documents_tsv_simple_idx').using('gin', table.tsvSimple),
    index('search_documents_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
