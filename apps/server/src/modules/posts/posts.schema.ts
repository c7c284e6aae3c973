import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema.ts';
import { tags } from '../social/social.schema.ts';
import { users } from '../users/users.schema.ts';

/** News and posts: the feed. The body is sanitised HTML; `body_text` its plain text (excerpts, search). */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    bodyText: text('body_text').notNull(),
    imageId: integer('image_id').references(() => files.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (table) => [
    // The feed, newest first (read backwards), live posts only.
    index('posts_feed_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('posts_author_id_idx').on(table.authorId),
  ],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tagId] }),
    index('post_tags_tag_id_idx').on(table.tagId),
  ],
);
