import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DirectoryChangeKind, DirectoryFieldChange } from '@intranet/contracts';
import { users } from '../users/users.schema.ts';

/** One run of the directory sync (a dry run too): who or what started it and what it counted. */
export const directorySyncRuns = pgTable(
  'directory_sync_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dryRun: boolean('dry_run').notNull(),
    trigger: text('trigger').$type<'admin' | 'schedule'>().notNull(),
    status: text('status').$type<'running' | 'completed' | 'failed'>().notNull().default('running'),
    startedBy: integer('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    peopleRead: integer('people_read').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    fired: integer('fired').notNull().default(0),
    restored: integer('restored').notNull().default(0),
    error: text('error'),
  },
  (table) => [
    index('directory_sync_runs_started_at_idx').on(table.startedAt),
    // One run at a time, across processes: a second start is 409.
    uniqueIndex('directory_sync_runs_one_running_idx')
      .on(table.status)
      .where(sql`${table.status} = 'running'`),
  ],
);

/** What a run changed (or, for a dry run, would change) for one person. */
export const directorySyncChanges = pgTable(
  'directory_sync_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => directorySyncRuns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DirectoryChangeKind>().notNull(),
    userId: integer('user_id').references(() => users.id),
    login: text('login').notNull(),
    fullName: text('full_name').notNull(),
    fields: jsonb('fields').$type<DirectoryFieldChange[]>().notNull(),
  },
  (table) => [index('directory_sync_changes_run_id_idx').on(table.runId)],
);
