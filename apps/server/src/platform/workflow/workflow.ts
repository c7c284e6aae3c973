import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  transitionRefusal,
  transitionTarget,
  WORKFLOW_STALE_MESSAGE,
  type WorkflowTable,
} from '@intranet/contracts';
import type { AuthUser } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { conflict, forbidden, notFound } from '../http/app-error.ts';

/** What the engine needs of a record: its id, status and version. */
export interface WorkflowRecord {
  id: number;
  status: number;
  updatedAt: Date;
}

/** A policy's answer: allowed, refused (403 «Доступ запрещен»), or refused with the reason to show. */
export type PolicyAnswer = boolean | string;

export interface Change<Row extends WorkflowRecord> {
  row: Row;
  from: number;
  /** null: the record left the workflow (the hooks decide what that means: a soft or a hard delete). */
  to: number | null;
}

export interface AppliedEvent<Row extends WorkflowRecord, Action extends string, Input, Context> {
  action: Action;
  actor: AuthUser;
  input: Input;
  context: Context;
  changes: Change<Row>[];
}

/**
 * A workflow of one table of allowed transitions (contracts rules/workflow.ts): the transition table
 * (shared with the web), the module's policy, and hooks that run in the same transaction.
 */
export interface Workflow<Row extends WorkflowRecord, Action extends string, Input = void, Context = void> {
  name: string;
  table: WorkflowTable<number, Action>;
  db: Db;
  /** The table, its id and status columns and the extra columns one action sets (who, when, comment). */
  target: {
    table: PgTable;
    id: PgColumn;
    status: PgColumn;
    set?(action: Action, actor: AuthUser, input: Input): Record<string, unknown>;
  };
  /** Reads the records and locks them (`FOR UPDATE`) in the current transaction; missing ones are left out. */
  lock(ids: readonly number[]): Promise<Row[]>;
  /** What the policy needs about these records, read once for the whole set (owners, managers, rights). */
  context(actor: AuthUser, rows: Row[], action: Action, input: Input): Promise<Context>;
  /** The module's policy function: may the actor take the action on this record. */
  may(actor: AuthUser, row: Row, action: Action, context: Context): PolicyAnswer;
  /** Checks of the request itself, before any record is read (a reject needs its reason). */
  validate?(action: Action, input: Input): void;
  /** Checks of the set as a whole after the policy (editable periods): throw to refuse. */
  check?(event: AppliedEvent<Row, Action, Input, Context>): Promise<void>;
  /** History rows, audit, notifications: in the same transaction, after the one status statement. */
  after?: ((event: AppliedEvent<Row, Action, Input, Context>) => Promise<void>)[];
}

export interface ApplyOptions<Input> {
  input: Input;
  /** The version (`updated_at`) the caller saw per id; a record changed since is a 409. */
  seen?: ReadonlyMap<number, string>;
}

/**
 * Applies an action to a set of records in one transaction: lock, 404 for unknown ids, the policy (403),
 * the version the caller saw and the transition table (409), then one UPDATE for the whole set and the hooks.
 * Returns what changed. Parallel callers queue on the row locks, so exactly one wins a race.
 */
export async function applyWorkflow<Row extends WorkflowRecord, Action extends string, Input, Context>(
  workflow: Workflow<Row, Action, Input, Context>,
  ids: readonly number[],
  action: Action,
  actor: AuthUser,
  options: ApplyOptions<Input>,
): Promise<Change<Row>[]> {
  workflow.validate?.(action, options.input);
  const unique = [...new Set(ids)];
  return workflow.db.transaction(async () => {
    const rows = await workflow.lock(unique);
    if (rows.length !== unique.length) throw notFound('Часть записей не найдена или уже удалена');
    // A version the caller saw that has moved on answers 409 before the policy: the second of two approvers
    // gets «reload», not a 403 from the rules of the status the first one moved the record to.
    for (const row of rows) {
      const seen = options.seen?.get(row.id);
      if (seen !== undefined && Date.parse(seen) !== row.updatedAt.getTime())
        throw conflict(WORKFLOW_STALE_MESSAGE);
    }
    const context = await workflow.context(actor, rows, action, options.input);
    for (const row of rows) {
      const answer = workflow.may(actor, row, action, context);
      if (answer !== true) throw forbidden(typeof answer === 'string' ? answer : undefined);
    }
    const changes: Change<Row>[] = [];
    for (const row of rows) {
      const to = transitionTarget(workflow.table, action, row.status);
      if (to === undefined) throw conflict(transitionRefusal(workflow.table, action, row.status));
      changes.push({ row, from: row.status, to });
    }
    const event = { action, actor, input: options.input, context, changes };
    await workflow.check?.(event);
    const moving = changes.filter((change) => change.to !== null);
    if (moving.length > 0) {
      await workflow.db
        .update(workflow.target.table)
        .set({
          ...workflow.target.set?.(action, actor, options.input),
          [columnKey(workflow.target.table, workflow.target.status)]: statusCase(
            workflow.target.status,
            moving,
          ),
        })
        .where(
          inArray(
            workflow.target.id,
            moving.map((change) => change.row.id),
          ),
        );
    }
    for (const hook of workflow.after ?? []) await hook(event);
    return changes;
  });
}

/**
 * The abilities of one record for the web (Outline's `presentPolicies`): each action the transition table
 * allows from its status and the policy allows the actor — the very functions `applyWorkflow` checks.
 */
export function abilitiesOf<Row extends WorkflowRecord, Action extends string, Input, Context>(
  workflow: Pick<Workflow<Row, Action, Input, Context>, 'table' | 'may'>,
  actor: AuthUser,
  row: Row,
  context: Context,
): Record<Action, boolean> {
  const abilities = {} as Record<Action, boolean>;
  for (const action of Object.keys(workflow.table.actions) as Action[]) {
    abilities[action] =
      transitionTarget(workflow.table, action, row.status) !== undefined &&
      workflow.may(actor, row, action, context) === true;
  }
  return abilities;
}

/** `case status when 1 then 11 when 2 then 22 … end`: one statement moves records from several statuses. */
function statusCase(column: PgColumn, changes: { from: number; to: number | null }[]): SQL {
  const targets = new Map(changes.map((change) => [change.from, change.to!]));
  if (targets.size === 1) return sql`${[...targets.values()][0]}`;
  const branches = [...targets].map(([from, to]) => sql`when ${from} then ${to}`);
  return sql`case ${column} ${sql.join(branches, sql` `)} end`;
}

/** The property name Drizzle's `set` expects for a column of the table. */
function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`Колонка ${column.name} не принадлежит таблице`);
  return entry[0];
}
