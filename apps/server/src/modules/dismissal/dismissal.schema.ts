import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies, structures } from '../organisation/organisation.schema.ts';
import { bpDepartments, bpRequests } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A department that checks every leaver (finance-legal, 1C document flow, TimeSheet, HR documents): reference
 * rows of the migration. Its people are the members of its service department of the request engine.
 */
export const dismissalDirections = pgTable('dismissal_directions', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  departmentId: integer('department_id')
    .notNull()
    .references(() => bpDepartments.id),
  position: smallint('position').notNull().default(0),
});

/**
 * What a direction's checklist asks about each leaver. `fact` names what the intranet already knows that
 * starts the subject at «action required» (dismissal.facts.ts): vacation, projects, timesheet, requests.
 */
export const dismissalSubjectTemplates = pgTable('dismissal_subject_templates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  directionId: integer('direction_id')
    .notNull()
    .references(() => dismissalDirections.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  fact: text('fact'),
  position: smallint('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** A dismissal application's own fields (docs/modules/dismissal.md); status and route are the engine's. */
export const bpDismissals = pgTable(
  'bp_dismissals',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => bpRequests.id, { onDelete: 'cascade' }),
    /** The leaver. */
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id),
    defaultLegalEntityId: integer('default_legal_entity_id').references(() => companies.id),
    secondaryLegalEntityIds: integer('secondary_legal_entity_ids').array().notNull().default([]),
    /** Approves the application (the engine's `responsible`). */
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id),
    assistantId: integer('assistant_id').references(() => users.id),
    practiceId: integer('practice_id').references(() => structures.id),
    blockId: integer('block_id').references(() => structures.id),
    additionalInformation: text('additional_information'),
    /** Days of unused vacation to compensate (the facts offer the balance on the fire date). */
    vacationCompensation: integer('vacation_compensation'),
    reasonForLeaving: text('reason_for_leaving'),
    distribution: text('distribution'),
    feedback: text('feedback'),
    /** 1 not sent, 2 sent (with `documentSendingDate`). */
    documentStatus: smallint('document_status').notNull().default(1),
    documentSendingDate: date('document_sending_date', { mode: 'string' }),
    /** paper or electronic. */
    employmentRecord: text('employment_record'),
    returnDocumentsFromRegions: boolean('return_documents_from_regions').notNull().default(false),
    comment: text('comment'),
    fireDate: date('fire_date', { mode: 'string' }).notNull(),
    details: text('details'),
  },
  (table) => [
    index('bp_dismissals_employee_idx').on(table.employeeId),
    index('bp_dismissals_fire_date_idx').on(table.fireDate),
    index('bp_dismissals_manager_idx').on(table.managerId),
  ],
);

/** One direction's checklist of an application, with its comment. */
export const dismissalCheckLists = pgTable(
  'dismissal_check_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => bpRequests.id, { onDelete: 'cascade' }),
    directionId: integer('direction_id')
      .notNull()
      .references(() => dismissalDirections.id),
    comment: text('comment'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('dismissal_check_lists_direction_unique').on(table.requestId, table.directionId)],
);

/** A subject of a checklist: 1 waiting for decision, 2 no action needed, 3 action required. */
export const dismissalSubjects = pgTable(
  'dismissal_subjects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    checkListId: integer('check_list_id')
      .notNull()
      .references(() => dismissalCheckLists.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    check: smallint('check').notNull().default(1),
    /** What the intranet knew when the checklist was made (the fact behind «action required»). */
    note: text('note'),
    position: smallint('position').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dismissal_subjects_list_idx').on(table.checkListId, table.position)],
);
