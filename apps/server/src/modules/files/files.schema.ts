import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the storage keeps the bytes; never shown to clients. */
    storageKey: text('storage_key').notNull().unique(),
    ownerId: integer('owner_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Readable by every signed-in user: set by a module that publishes the file (a post's image, a page's attachment). */
    shared: boolean('shared').notNull().default(false),
  },
  (table) => [index('files_owner_id_idx').on(table.ownerId)],
);

/** Resized copies of an uploaded image, made on upload; they go with their file. */
export const filePreviews = pgTable(
  'file_previews',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The widest the preview may be, in px (an image narrower than that keeps its own width). */
    width: integer('width').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.width] })],
);
