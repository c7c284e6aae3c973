import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable thing (a person, a post, a page, …). Modules register their content through
 * SearchService; /api/esearch reads only these tables. `tsv_title` (the surname weighted A) finds people by
 * name, `tsv_simple` exact words and prefixes anywhere (e-mails split at @ and dots), `tsv_russian` word forms
 * in content. ё is read as е everywhere.
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    tsvTitle: tsvector('tsv_title')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, translate(split_part(title, ' ', 1), 'ёЁ', 'еЕ')), 'A') || setweight(to_tsvector('simple'::regconfig, translate(title, 'ёЁ', 'еЕ')), 'B')`,
      ),
    tsvSimple: tsvector('tsv_simple')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, translate(regexp_replace(title || ' ' || coalesce(subtitle, '') || ' ' || coalesce(body, ''), '[@.]', ' ', 'g'), 'ёЁ', 'еЕ'))`,
      ),
    tsvRussian: tsvector('tsv_russian')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('russian'::regconfig, translate(title || ' ' || coalesce(subtitle, '') || ' ' || coalesce(body, ''), 'ёЁ', 'еЕ'))`,
      ),
  },
  (table) => [
    unique('search_documents_kind_entity').on(table.kind, table.entityId),
    // People and content are searched apart: each has its own (partial) indexes.
    index('search_documents_people_title_idx')
      .using('gin', table.tsvTitle)
      .where(sql`kind = 'user'`),
    index('search_documents_people_simple_idx')
      .using('gin', table.tsvSimple)
      .where(sql`kind = 'user'`),
    index('search_documents_content_simple_idx')
      .using('gin', table.tsvSimple)
      .where(sql`kind <> 'user'`),
    index('search_documents_content_russian_idx')
      .using('gin', table.tsvRussian)
      .where(sql`kind <> 'user'`),
  ],
);

/** Exact identifiers of a document (a person's e-mail, its local part, login, phone digits): one hit, not 20. */
export const searchKeys = pgTable(
  'search_keys',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => searchDocuments.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.key] }),
    index('search_keys_key_idx').using('btree', table.key.op('text_pattern_ops')),
  ],
);

/**
 * Every word the index holds, once, with its Russian stem: a typo is corrected and a word form recognised
 * against this small table (trigrams, stems), then documents are found by exact words through the vectors.
 * Words are never removed: a stale word only leads to a lookup that finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    stem: text('stem'),
  },
  (table) => [
    index('search_words_trgm_idx')
      .using('gin', sql`${table.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('search_words_prefix_idx').using('btree', table.word.op('text_pattern_ops')),
    index('search_words_stem_idx').using('btree', table.stem),
  ],
);
