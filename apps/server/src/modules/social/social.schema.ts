import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/**
 * Comments on anything commentable (`entity_type` + `entity_id`: a post, a topic, an event…). The quoted
 * text is copied at quoting time, so editing or deleting the original leaves the quote as it was. Deleted
 * comments stay (soft delete) for the audit and for the quotes that point at them.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    quoteId: integer('quote_id').references((): AnyPgColumn => comments.id),
    quote: text('quote'),
    quoteAuthorId: integer('quote_author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (table) => [
    index('comments_entity_idx')
      .on(table.entityType, table.entityId, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('comments_author_id_idx').on(table.authorId),
  ],
);

/** One like per user and entity: the unique index makes a second like no row. */
export const likes = pgTable(
  'likes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('likes_entity_user_idx').on(table.entityType, table.entityId, table.createdBy),
    index('likes_created_by_idx').on(table.createdBy),
  ],
);

/** Likes and comments of an entity, kept with every change so lists never count per request. */
export const socialCounters = pgTable(
  'social_counters',
  {
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.entityType, table.entityId] })],
);

/** Tags of posts (and of events later): one name each, compared without case. */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('tags_name_idx').on(sql`lower(${table.name})`)],
);
