import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Photo albums (docs/modules/gallery.md). `image_count` is kept by every write that adds or removes an image,
 * so the list never counts; `cover_image_id` is kept pointing at an image of the album while it has any.
 */
export const albums = pgTable(
  'albums',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverImageId: integer('cover_image_id').references((): AnyPgColumn => albumImages.id, {
      onDelete: 'set null',
    }),
    imageCount: integer('image_count').notNull().default(0),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The default order of /gallery (-updated_at), read backwards.
    index('albums_updated_idx').on(table.updatedAt, table.id),
    index('albums_created_idx').on(table.createdAt, table.id),
    index('albums_title_idx').on(sql`${table.title} collate "ru_ru"`, table.id),
  ],
);

/**
 * An album's pictures: each owns its file (the kept original with its 320 and 1280 previews). `sequence` is the
 * place in the album, 1…image_count, renumbered under the album's row lock by every write.
 */
export const albumImages = pgTable(
  'album_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .unique()
      .references(() => files.id),
    sequence: integer('sequence').notNull(),
    width: integer('width'),
    height: integer('height'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A page of 40 in sequence order is read from this index.
  (table) => [index('album_images_album_sequence_idx').on(table.albumId, table.sequence, table.id)],
);
