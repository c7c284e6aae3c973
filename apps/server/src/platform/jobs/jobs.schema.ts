import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { JobState } from '@intranet/contracts';
import { users } from '../../modules/users/users.schema.ts';

/**
 * The visible side of a background job: what people see (state, progress, result, error). pg-boss (schema
 * `pgboss`, migration 0021) holds the queue itself; each attempt of a run is one pg-boss job carrying the
 * run's id and attempt number.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    step: integer('step').notNull().default(0),
    maxSteps: integer('max_steps'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Counts the starts of this run: a run the server lost is started again once, then fails. */
    attempt: integer('attempt').notNull().default(1),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Moved forward while the run works; a running run whose heartbeat stopped was lost with its process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (table) => [
    // One run of a kind at a time: a second start is 409 «Задача уже выполняется», also across processes.
    uniqueIndex('job_runs_one_running_idx')
      .on(table.kind)
      .where(sql`${table.state} in ('queued', 'active')`),
    index('job_runs_kind_created_idx').on(table.kind, table.createdAt),
  ],
);
