import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers, structures } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';

/** The conditions a position carries; a history entry holds the same set from its `date_apply` on. */
const conditions = () => ({
  locationId: integer('location_id').references(() => structures.id),
  departmentId: integer('department_id').references(() => structures.id),
  defaultProjectId: integer('default_project_id').references(() => customers.id),
  defaultCustomerId: integer('default_customer_id').references(() => customers.id),
  workPosition: text('work_position').notNull(),
  workRate: numeric('work_rate', { precision: 4, scale: 2 }).notNull().default('1'),
  hireDate: date('hire_date', { mode: 'string' }).notNull(),
  fireDate: date('fire_date', { mode: 'string' }),
  employmentStatusId: smallint('employment_status_id').notNull().default(1),
  tabNumber: text('tab_number'),
  uid: text('uid'),
  userStatusId: smallint('user_status_id').notNull().default(1),
});

/**
 * A person's employment positions. The row holds the conditions in
 * force today: the latest history entry dated today or earlier (docs/decisions.md, "Work conditions").
 */
export const wcPositions = pgTable(
  'wc_positions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person's main position: presets and parameters read it. One per person. */
    isDefault: boolean('is_default').notNull().default(false),
    ...conditions(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wc_positions_user_id_idx').on(table.userId),
    uniqueIndex('wc_positions_default_uq')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    index('wc_positions_department_id_idx').on(table.departmentId),
    index('wc_positions_location_id_idx').on(table.locationId),
  ],
);

/** The history logs of a position: each entry is the whole set of conditions from `date_apply` on. */
export const wcPositionHistory = pgTable(
  'wc_position_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    positionId: integer('position_id')
      .notNull()
      .references(() => wcPositions.id, { onDelete: 'cascade' }),
    dateApply: date('date_apply', { mode: 'string' }).notNull(),
    ...conditions(),
    comment: text('comment'),
    /** When the entry was copied onto the position (null while its date is ahead). */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wc_position_history_position_date_idx').on(table.positionId, table.dateApply, table.id),
    index('wc_position_history_date_apply_idx').on(table.dateApply, table.positionId),
    index('wc_position_history_pending_idx')
      .on(table.dateApply)
      .where(sql`${table.appliedAt} is null`),
  ],
);
