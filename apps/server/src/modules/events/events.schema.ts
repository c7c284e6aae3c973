import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventMeta } from '@intranet/contracts';
import { files } from '../files/files.schema.ts';
import { tags } from '../social/social.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Events. The description is sanitised HTML, `description_text` its plain text (search,
 * .ics). Price in kopecks (null: «Стоимость уточняется»), capacity null: no limit. The counts of registered
 * and waiting members are kept with every status change, under the event's row lock, so the capacity check
 * and the lists never count members.
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    descriptionText: text('description_text').notNull().default(''),
    type: text('type').notNull(),
    address: text('address').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    price: integer('price'),
    capacity: integer('capacity'),
    imageId: integer('image_id').references(() => files.id),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    meta: jsonb('meta')
      .$type<EventMeta[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    registeredCount: integer('registered_count').notNull().default(0),
    requestedCount: integer('requested_count').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (table) => [
    // The list and the calendar: live events by start (a month is a range of it).
    index('events_starts_at_idx')
      .on(table.startsAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('events_address_idx')
      .on(table.address)
      .where(sql`${table.deletedAt} is null`),
    index('events_type_idx')
      .on(table.type)
      .where(sql`${table.deletedAt} is null`),
    index('events_price_idx')
      .on(table.price)
      .where(sql`${table.deletedAt} is null`),
    check('events_period_check', sql`${table.endsAt} >= ${table.startsAt}`),
    check('events_capacity_check', sql`${table.capacity} is null or ${table.capacity} > 0`),
    check('events_price_check', sql`${table.price} is null or ${table.price} >= 0`),
  ],
);

/** One row per person who ever answered an event; `updated_at` is when the status was set (waiting order). */
export const eventMembers = pgTable(
  'event_members',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    // «Мои»: a person's events by status.
    index('event_members_user_idx').on(table.userId, table.status),
    // The member list by status and the waiting list in its order.
    index('event_members_event_status_idx').on(table.eventId, table.status, table.updatedAt, table.userId),
    check(
      'event_members_status_check',
      sql`${table.status} in ('registered', 'requested', 'uninteresting', 'back', 'deleted')`,
    ),
  ],
);

export const eventTags = pgTable(
  'event_tags',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.tagId] }),
    index('event_tags_tag_id_idx').on(table.tagId),
  ],
);

/**
 * The secret of a person's calendar feed (`/api/events/calendar.ics?token=`): one per person, replaced when
 * regenerated and removed when revoked. Kept readable so the page can show the address again, as calendar
 * services do with their private addresses.
 */
export const eventCalendarTokens = pgTable('event_calendar_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
