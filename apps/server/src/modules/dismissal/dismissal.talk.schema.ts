import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bpRequests } from '../requests/requests.schema.ts';
import { dismissalDirections } from './dismissal.schema.ts';

/**
 * A step of the exit poll: a question with its answers. `is_reason` marks the group whose checked answers are
 * the reasons for leaving in the survey summary; `direction_id` ties a group to a survey direction (the
 * checklist directions: finance-legal, 1C document flow, TimeSheet, HR documents).
 */
export const bpDismissalPollGroups = pgTable('bp_dismissal_poll_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
  isReason: boolean('is_reason').notNull().default(false),
  directionId: integer('direction_id').references(() => dismissalDirections.id),
  active: boolean('active').notNull().default(true),
});

/** An answer of a group: a checkbox to tick, or a text to write. */
export const bpDismissalPollAnswers = pgTable(
  'bp_dismissal_poll_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => bpDismissalPollGroups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('bp_dismissal_poll_answers_group_idx').on(table.groupId, table.position),
    check('bp_dismissal_poll_answers_type_check', sql`${table.type} in ('text', 'checkbox')`),
  ],
);

/** The poll of one application: its step progress (default → in_progress → done). */
export const bpDismissalPolls = pgTable(
  'bp_dismissal_polls',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => bpRequests.id, { onDelete: 'cascade' }),
    progress: text('progress').notNull().default('default'),
    /** The groups answered so far (the next step to show). */
    step: integer('step').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('bp_dismissal_polls_progress_idx').on(table.progress),
    check('bp_dismissal_polls_progress_check', sql`${table.progress} in ('default', 'in_progress', 'done')`),
  ],
);

/** What the leaver answered: a ticked checkbox (`checked`) or a written text (`value`). */
export const bpDismissalPollResponses = pgTable(
  'bp_dismissal_poll_responses',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => bpDismissalPolls.requestId, { onDelete: 'cascade' }),
    answerId: integer('answer_id')
      .notNull()
      .references(() => bpDismissalPollAnswers.id, { onDelete: 'cascade' }),
    checked: boolean('checked').notNull().default(false),
    value: text('value'),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.answerId] }),
    index('bp_dismissal_poll_responses_answer_idx').on(table.answerId),
  ],
);
