import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** Kinds of non-working status (sick leave, vacation, …). */
export const statusTypes = pgTable('status_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * A user's non-working status for a period (docs/modules/user-statuses.md). Periods of one user never
 * overlap: the service refuses with a text, and an exclusion constraint (migration) guards the table.
 */
export const userStatuses = pgTable(
  'user_statuses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statusTypeId: integer('status_type_id')
      .notNull()
      .references(() => statusTypes.id),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_statuses_user_id_idx').on(table.userId, table.dateStart),
    index('user_statuses_dates_idx').on(table.dateStart, table.dateEnd),
    index('user_statuses_type_idx').on(table.statusTypeId),
    check('user_statuses_period_check', sql`${table.dateEnd} >= ${table.dateStart}`),
  ],
);
