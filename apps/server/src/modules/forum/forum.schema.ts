import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A board (a section of the forum). `topics_count` and `subscribers_count` are kept by every write, so lists
 * never count. `updated_at` is the last activity (a new topic or comment in it) and sorts the list;
 * `revision` is the version an editor saw (activity does not change it). Deleted boards stay (soft delete).
 */
export const forumBoards = pgTable(
  'forum_boards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    thumbnailId: integer('thumbnail_id').references(() => files.id),
    bannerId: integer('banner_id').references(() => files.id),
    topicsCount: integer('topics_count').notNull().default(0),
    subscribersCount: integer('subscribers_count').notNull().default(0),
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (table) => [
    index('forum_boards_updated_idx')
      .on(table.updatedAt, table.id)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * A topic of a board. The description is sanitised HTML, `description_text` its plain text (excerpts,
 * search). `updated_at` is the last activity (an edit, a move, a new comment): the default order and the
 * unread marks read it; `revision` is the version an editor saw.
 */
export const forumTopics = pgTable(
  'forum_topics',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    boardId: integer('board_id')
      .notNull()
      .references(() => forumBoards.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    descriptionText: text('description_text').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    pinned: boolean('pinned').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
    subscribersCount: integer('subscribers_count').notNull().default(0),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (table) => [
    // A board's list: pinned first, then the latest activity (read backwards).
    index('forum_topics_board_order_idx')
      .on(table.boardId, table.pinned, table.updatedAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    // A board's recent activity (its unread count), whatever the pinning.
    index('forum_topics_board_activity_idx')
      .on(table.boardId, table.updatedAt)
      .where(sql`${table.deletedAt} is null`),
    index('forum_topics_author_id_idx').on(table.authorId),
  ],
);

/** Who hears of new topics in a board. */
export const forumBoardSubscriptions = pgTable(
  'forum_board_subscriptions',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => forumBoards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.boardId, table.userId] }),
    index('forum_board_subscriptions_user_id_idx').on(table.userId),
  ],
);

/** Who hears of new comments in a topic (its author from the start). */
export const forumTopicSubscriptions = pgTable(
  'forum_topic_subscriptions',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.topicId, table.userId] }),
    index('forum_topic_subscriptions_user_id_idx').on(table.userId),
  ],
);

/** A person's favourite boards (shown first). */
export const forumBoardFavorites = pgTable(
  'forum_board_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardId: integer('board_id')
      .notNull()
      .references(() => forumBoards.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.boardId] }),
    index('forum_board_favorites_board_id_idx').on(table.boardId),
  ],
);

/**
 * When a person last opened a topic, and the newest comment it had then: activity after `read_at` is
 * unread, comments after `last_comment_id` are new.
 */
export const forumTopicReads = pgTable(
  'forum_topic_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    lastCommentId: integer('last_comment_id'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.topicId] }),
    index('forum_topic_reads_topic_id_idx').on(table.topicId),
  ],
);
