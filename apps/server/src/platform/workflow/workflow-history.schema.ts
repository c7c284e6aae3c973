import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../modules/users/users.schema.ts';

/**
 * One history for every workflow (docs/architecture.md, "Workflows"): who moved which record of which kind
 * from which status to which, for whom (a substitute acting for an assignee), and what an edit changed.
 * Statuses are stored as text so kinds with numeric and coded statuses share the table.
 */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    /** The administrator behind a login-as session. */
    impersonatorId: integer('impersonator_id').references(() => users.id),
    /** The assignee a substitute acted for. */
    onBehalfOfId: integer('on_behalf_of_id').references(() => users.id),
    comment: text('comment'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('workflow_history_record_idx').on(table.kind, table.recordId),
    // "Anyone in its history may view it": found by the actor.
    index('workflow_history_actor_idx').on(table.actorId, table.kind),
  ],
);
