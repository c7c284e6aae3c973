import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers, structures } from '../organisation/organisation.schema.ts';
import { roles, users } from '../users/users.schema.ts';

const audit = {
  createdBy: integer('created_by').references(() => users.id),
  updatedBy: integer('updated_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Soft delete: a write that was ever sent for approval is never physically removed. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: integer('deleted_by').references(() => users.id),
};

/**
 * Written-off time: minutes of one user on one project on one day. One live row per
 * (user, project, day); time is integer minutes.
 */
export const timesheetWrites = pgTable(
  'timesheet_writes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    date: date('date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    status: smallint('status').notNull().default(1),
    comment: text('comment'),
    /** The approver's reason for a rejection, shown to the employee. */
    rejectComment: text('reject_comment'),
    checked: boolean('checked').notNull().default(false),
    /** Filled by the system (sick and vacation days, «не занят» remainder), not typed by a person. */
    automatic: boolean('automatic').notNull().default(false),
    ...audit,
  },
  (table) => [
    uniqueIndex('timesheet_writes_live_unique')
      .on(table.userId, table.customerId, table.date)
      .where(sql`${table.deletedAt} is null`),
    index('timesheet_writes_user_date_idx').on(table.userId, table.date),
    index('timesheet_writes_customer_date_idx').on(table.customerId, table.date),
    index('timesheet_writes_date_status_idx').on(table.date, table.status),
    check('timesheet_writes_minutes_check', sql`${table.minutes} between 0 and 1440`),
    check('timesheet_writes_status_check', sql`${table.status} between 1 and 4`),
  ],
);

/** Redistribution of written-off hours from a source project to a service. */
export const timesheetDistributions = pgTable(
  'timesheet_distributions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    customerFromId: integer('customer_from')
      .notNull()
      .references(() => customers.id),
    customerToId: integer('customer_to')
      .notNull()
      .references(() => customers.id),
    status: smallint('status').notNull().default(1),
    comment: text('comment'),
    rejectComment: text('reject_comment'),
    entCounter: integer('ent_counter'),
    userPositionId: integer('user_position_id'),
    ...audit,
  },
  (table) => [
    uniqueIndex('timesheet_distributions_live_unique')
      .on(table.userId, table.date, table.customerFromId, table.customerToId)
      .where(sql`${table.deletedAt} is null`),
    index('timesheet_distributions_user_date_idx').on(table.userId, table.date),
    index('timesheet_distributions_from_date_idx').on(table.customerFromId, table.date),
    index('timesheet_distributions_to_date_idx').on(table.customerToId, table.date),
    check('timesheet_distributions_minutes_check', sql`${table.minutes} between 1 and 1440`),
  ],
);

/** Every change of a write or a distribution: who, when, old and new minutes and status. */
export const timesheetHistory = pgTable(
  'timesheet_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entity: text('entity').$type<'write' | 'distribution'>().notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    oldMinutes: integer('old_minutes'),
    newMinutes: integer('new_minutes'),
    oldStatus: smallint('old_status'),
    newStatus: smallint('new_status'),
    comment: text('comment'),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('timesheet_history_entity_idx').on(table.entity, table.entityId)],
);

/** Periods open for writing: for one role, or for everyone when the role is empty. */
export const timesheetEditablePeriods = pgTable(
  'timesheet_editable_periods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    roleId: integer('role_id').references(() => roles.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('timesheet_editable_periods_dates_idx').on(table.dateStart, table.dateEnd),
    check('timesheet_editable_periods_check', sql`${table.dateEnd} >= ${table.dateStart}`),
  ],
);

/** People who need not fill the timesheet (excluded from the filling control and its reminders). */
export const timesheetExemptUsers = pgTable('timesheet_exempt_users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A project exempt from the filling control in one office (or all offices: office null, «Все офисы»), for the
 * people hired on or after `hire_date` when it is set.
 */
export const timesheetExemptProjects = pgTable(
  'timesheet_exempt_projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    officeId: integer('office_id').references(() => structures.id),
    hireDate: date('hire_date', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('timesheet_exempt_projects_unique').on(table.customerId, sql`coalesce(${table.officeId}, 0)`),
  ],
);

/** Kinds of a person's work status for the timesheet; ids are stable. */
export const timesheetWorkStatuses = pgTable('timesheet_work_statuses', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
});

/** A person's current work status (one per person); the history lives in the audit log. */
export const timesheetUserWorkStatuses = pgTable('timesheet_user_work_statuses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  workStatusId: integer('work_status_id')
    .notNull()
    .references(() => timesheetWorkStatuses.id),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
