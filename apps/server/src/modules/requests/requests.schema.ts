import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { BpFormData, BpFormField, BpKind, BpWho } from '@intranet/contracts';
import { files } from '../files/files.schema.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';

/** Statuses every process shares (docs/modules/requests.md); an administrator renames them. */
export const bpStatuses = pgTable('bp_statuses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isTerminal: boolean('is_terminal').notNull().default(false),
  color: text('color').notNull().default('default'),
});

/** Service departments a transition may name (the training centre, dismissal administrators). */
export const bpDepartments = pgTable('bp_departments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const bpDepartmentMembers = pgTable(
  'bp_department_members',
  {
    departmentId: integer('department_id')
      .notNull()
      .references(() => bpDepartments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.departmentId, table.userId] }),
    index('bp_department_members_user_idx').on(table.userId),
  ],
);

/** The director of a practice (a level-2 node of `structures`): the organisation tree names none. */
export const bpPracticeDirectors = pgTable(
  'bp_practice_directors',
  {
    structureId: integer('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.structureId, table.userId] }),
    index('bp_practice_directors_user_idx').on(table.userId),
  ],
);

/** A business process: its kind, the status a new request starts in, and the form of a custom one. */
export const bpTypes = pgTable('bp_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: text('kind').$type<BpKind>().notNull(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  initialStatusId: integer('initial_status_id')
    .notNull()
    .references(() => bpStatuses.id),
  isActive: boolean('is_active').notNull().default(true),
  form: jsonb('form').$type<BpFormField[]>().notNull().default([]),
});

/** The route of a process: from a status, an action leads to a status, taken by `who`. */
export const bpTransitions = pgTable(
  'bp_transitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    typeId: integer('type_id')
      .notNull()
      .references(() => bpTypes.id, { onDelete: 'cascade' }),
    fromStatusId: integer('from_status_id')
      .notNull()
      .references(() => bpStatuses.id),
    toStatusId: integer('to_status_id')
      .notNull()
      .references(() => bpStatuses.id),
    code: text('code').notNull(),
    label: text('label').notNull(),
    who: text('who').$type<BpWho>().notNull(),
    role: text('role'),
    departmentId: integer('department_id').references(() => bpDepartments.id),
    commentRequired: boolean('comment_required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    // Several parties may take the same step (a manager or a role): the action then has one target.
    index('bp_transitions_type_idx').on(table.typeId, table.fromStatusId),
    unique('bp_transitions_step_unique').on(
      table.typeId,
      table.fromStatusId,
      table.code,
      table.who,
      table.role,
    ),
  ],
);

/** A request of any kind; a module of a kind keeps its own fields in its table keyed by the request's id. */
export const bpRequests = pgTable(
  'bp_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    typeId: integer('type_id')
      .notNull()
      .references(() => bpTypes.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => bpStatuses.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    responsibleUserId: integer('responsible_user_id').references(() => users.id),
    title: text('title').notNull(),
    data: jsonb('data').$type<BpFormData>().notNull().default({}),
    statusEnteredAt: timestamp('status_entered_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The day its assignees were last reminded of an overdue wait (requests.reminders.ts): the reminder
     * claims a request for today by setting it, so two runs on one day remind once.
     */
    remindedOn: date('reminded_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version: a write with an older one is a 409. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('bp_requests_author_idx')
      .on(table.authorId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    index('bp_requests_waiting_idx')
      .on(table.statusEnteredAt)
      .where(sql`${table.deletedAt} is null`),
    // The lists of one kind (transfers, education, cards) page through their types' requests, newest first.
    index('bp_requests_type_idx')
      .on(table.typeId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** Who the request waits for now, recomputed in the transaction of every status entry. */
export const bpAssignees = pgTable(
  'bp_assignees',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => bpRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The assignee on vacation this substitute stands in for; null for an assignee in their own right. */
    onBehalfOfId: integer('on_behalf_of_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.userId] }),
    index('bp_assignees_user_idx').on(table.userId, table.requestId),
  ],
);

/**
 * Files attached to a request (a transfer's documents, a card's logo or layout, the print-ready PDF): the
 * uploads of platform/files, owned by the request from then on. `purpose` tells a kind's files apart.
 */
export const bpRequestFiles = pgTable(
  'bp_request_files',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => bpRequests.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().default('attachment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.fileId] }),
    index('bp_request_files_file_idx').on(table.fileId),
  ],
);
