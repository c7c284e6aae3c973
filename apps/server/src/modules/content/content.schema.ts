import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/**
 * Content pages, their sections and the sections' articles: one tree of entries. `path` is the address
 * (`leadership/communication/feedback`); the live path is unique, a deleted entry frees it.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => contentEntries.id),
    path: text('path').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML (platform/text/rich-text.ts). */
    body: text('body').notNull().default(''),
    attachmentIds: integer('attachment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    position: integer('position').notNull().default(0),
    /** Grows by one on every save; a save made from an older one is a 409. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('content_entries_path_live_idx')
      .on(table.path)
      .where(sql`${table.deletedAt} is null`),
    index('content_entries_parent_id_idx').on(table.parentId),
  ],
);

/** Every saved state of an entry, the first one included: who wrote it and when; a restore adds a new one. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    attachmentIds: integer('attachment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    restoredFrom: integer('restored_from'),
  },
  (table) => [unique('content_versions_entry_id_version_unique').on(table.entryId, table.version)],
);
