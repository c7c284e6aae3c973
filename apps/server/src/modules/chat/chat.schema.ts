import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A conversation. Its kind says who owns it: 'direct' (two people, the pair in the two user columns, lower id
 * first) or another module's kind bound to that module's record by `entity_id` (one room per record).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    entityId: integer('entity_id'),
    directLowUserId: integer('direct_low_user_id').references(() => users.id, { onDelete: 'cascade' }),
    directHighUserId: integer('direct_high_user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    link: text('link'),
    /** The newest message: the rooms list shows it and sorts by its time without reading the messages. */
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Nulls are distinct: direct rooms (no entity) never collide here, nor module rooms in the pair index.
    uniqueIndex('chat_rooms_kind_entity_unique').on(table.kind, table.entityId),
    uniqueIndex('chat_rooms_direct_pair_unique').on(table.directLowUserId, table.directHighUserId),
    index('chat_rooms_direct_high_idx').on(table.directHighUserId),
    check(
      'chat_rooms_direct_pair_check',
      sql`(${table.kind} = 'direct' and ${table.directLowUserId} < ${table.directHighUserId} and ${table.entityId} is null) or (${table.kind} <> 'direct' and ${table.directLowUserId} is null and ${table.directHighUserId} is null)`,
    ),
  ],
);

/**
 * Who is in a room. `last_read_message_id` is the read mark (everything up to it is read);
 * `unread_count` is kept by every write (a message raises the others', a read mark recounts what is left
 * after it), so no list recounts messages.
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id'),
    unreadCount: integer('unread_count').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    index('chat_members_user_id_idx').on(table.userId),
    check('chat_members_unread_count_check', sql`${table.unreadCount} >= 0`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    link: text('link'),
    /** Raises nobody's unread count (a dismissal's status messages are not counted). */
    silent: boolean('silent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_room_id_id_idx').on(table.roomId, table.id)],
);

export const chatMessageFiles = pgTable(
  'chat_message_files',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.fileId] }),
    index('chat_message_files_file_id_idx').on(table.fileId),
  ],
);
