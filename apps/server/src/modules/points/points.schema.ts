import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * The ledger (docs/modules/points.md): one row per move of a person's points. The balance is the sum of the
 * person's `amount`s; `key` makes each move happen once however often the request behind it is retried.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Signed: credits and refunds add, debits take. */
    amount: integer('amount').notNull(),
    /** `credit` (a grant), `debit` (a gift order confirmed), `refund` (a debit given back). */
    kind: text('kind').notNull(),
    /** The grant's reason from POINTS_GRANT_REASONS; none for debits and refunds. */
    reasonCode: text('reason_code'),
    /** What the person reads in their ledger. */
    reason: text('reason').notNull(),
    key: text('key').notNull().unique(),
    grantedBy: integer('granted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('points_entries_user_idx').on(table.userId, table.id),
    check(
      'points_entries_sign',
      sql`(${table.kind} = 'debit' and ${table.amount} < 0) or (${table.kind} in ('credit', 'refund') and ${table.amount} > 0)`,
    ),
  ],
);

/** Which companies use points: the administrator's switch per company (no row: off). */
export const pointsCompanies = pgTable('points_companies', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
