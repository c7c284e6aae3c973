import { date, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { countries } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Days that differ from the plain Monday–Friday week, per country:
 * holiday 1, working_weekend 2, moved_holiday 3, short_work_day 4. Ordinary days have no row.
 */
export const workCalendarDays = pgTable(
  'work_calendar_days',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    date: date('date', { mode: 'string' }).notNull(),
    type: smallint('type').notNull(),
    name: text('name'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('work_calendar_days_country_date').on(table.countryId, table.date),
    index('work_calendar_days_date_idx').on(table.date),
  ],
);
