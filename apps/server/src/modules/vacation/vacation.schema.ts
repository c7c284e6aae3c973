import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { VacationAction } from '@intranet/contracts';
import { files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * One vacation day. A block's first day is its parent; the other days point to
 * it. Moving or deleting keeps the day with a deleted status (11, 22, 33) and `deleted_at`, so reports of
 * changes see every plan that was ever made.
 */
export const vacations = pgTable(
  'vacations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    typeId: smallint('type_id').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    comment: text('comment'),
    /** The approver's words on the last approval or rejection; the employee's `comment` stays as written. */
    statusComment: text('status_comment'),
    parentId: integer('parent_id').references((): AnyPgColumn => vacations.id),
    isAdvanced: boolean('is_advanced').notNull().default(false),
    moved: boolean('moved').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // One live vacation a day per person; deleted days stay beside it.
    uniqueIndex('vacations_live_unique')
      .on(table.userId, table.date)
      .where(sql`${table.deletedAt} is null`),
    index('vacations_date_idx').on(table.date),
    // A person's days of a period with the deleted ones (the planner's history, `with_deleted`): without it
    // the read scanned every person's vacations.
    index('vacations_user_date_idx').on(table.userId, table.date),
    index('vacations_parent_idx').on(table.parentId),
    // Vacation reports CHANGES and ASSISTANT find the period's changes through these (migration 0024).
    index('vacations_updated_at_idx').on(table.updatedAt),
    index('vacations_created_at_idx').on(table.createdAt),
    check('vacations_type_check', sql`${table.typeId} between 1 and 5`),
    check('vacations_status_check', sql`${table.statusId} in (1, 2, 3, 11, 22, 33)`),
  ],
);

/** What a history row records: a plan, or an action of VACATION_WORKFLOW. */
export type VacationHistoryAction = 'plan' | VacationAction;

/**
 * Every change of a vacation day, as the engine applied it: planned, approved, rejected, returned, deleted
 * (moved), by whom and when. The day keeps only its latest state; the CHANGES and ASSISTANT reports read this,
 * so a decision undone later by someone else still shows.
 */
export const vacationHistory = pgTable(
  'vacation_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    vacationId: integer('vacation_id')
      .notNull()
      .references(() => vacations.id, { onDelete: 'cascade' }),
    action: text('action').$type<VacationHistoryAction>().notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    comment: text('comment'),
    actorId: integer('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vacation_history_vacation_idx').on(table.vacationId),
    // The reports find a period's changes (CHANGES) and an assistant's actions (ASSISTANT) by time.
    index('vacation_history_at_idx').on(table.at),
    index('vacation_history_actor_at_idx').on(table.actorId, table.at),
  ],
);

/** Days carried into a calendar year (admin corrections on «Остатки отпусков»; audited). */
export const vacationBalances = pgTable(
  'vacation_balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    accumulated: numeric('accumulated', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    comment: text('comment'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.year] })],
);

/** Periods nobody but vacation-system admins may plan in. */
export const vacationBlockedPeriods = pgTable(
  'vacation_blocked_periods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('vacation_blocked_periods_check', sql`${table.dateEnd} >= ${table.dateStart}`)],
);

/** A manager's or assistant's personal list of people for the matching calendar. */
export const vacationUserLists = pgTable('vacation_user_lists', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vacationUserListMembers = pgTable(
  'vacation_user_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => vacationUserLists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.listId, table.userId] })],
);

/** «Документы и шаблоны»: files an admin publishes for everyone; removing one keeps the row and the file. */
export const vacationDocuments = pgTable(
  'vacation_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('vacation_documents_live_idx')
      .on(table.createdAt)
      .where(sql`${table.deletedAt} is null`),
  ],
);
