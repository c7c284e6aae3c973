import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { TS_WORKFLOW, type TsAction } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import { abilitiesOf, type Workflow } from '../../platform/workflow/workflow.ts';
import type { EditablePeriodsService } from './periods/editable-periods.service.ts';
import { canApproveProject, mayActOnTimesheetRow, type TimesheetRowFacts } from './timesheet.policy.ts';
import { fillablePeople, ownersOf } from './timesheet.queries.ts';
import { timesheetHistory } from './timesheet.schema.ts';

/** Shared by writes and distributions: one workflow table, one history, one set of checks. */

export interface HistoryEntry {
  entityId: number;
  action: string;
  oldMinutes?: number | null;
  newMinutes?: number | null;
  oldStatus?: number | null;
  newStatus?: number | null;
  comment?: string | null;
}

export async function recordHistory(
  db: Db,
  entity: 'write' | 'distribution',
  changedBy: number,
  entries: HistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(timesheetHistory).values(entries.map((entry) => ({ entity, changedBy, ...entry })));
}

/** What the writes and distributions workflows need of a row. */
export interface TimesheetRecord {
  id: number;
  status: number;
  updatedAt: Date;
  userId: number;
  date: string;
  minutes: number;
  /** The project whose owners approve the row (a write's project, a distribution's target). */
  projectId: number;
}

export type TimesheetBulkAction = Exclude<TsAction, 'delete'>;
export interface TimesheetActionInput {
  comment?: string | null;
}
export interface TimesheetContext {
  owners: Map<number, number[]>;
  fills: Set<number>;
  /** People whose approval needs the charge-code override the actor lacks (empty when not checked). */
  chargeLocked: Set<number>;
  /** The actor may delete other people's rows of the projects they approve. */
  deletesOthers: boolean;
}

interface TimesheetTable {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  deletedAt: PgColumn;
}

export interface TimesheetWorkflowDeps {
  db: Db;
  /** The instant a transition stamps on the row (updated_at). */
  clock: Clock;
  entity: 'write' | 'distribution';
  target: TimesheetTable;
  /** Reads the live rows of these ids as TimesheetRecords (the caller adds the lock). */
  select(ids: readonly number[]): { for(strength: 'no key update'): Promise<TimesheetRecord[]> };
  periods: EditablePeriodsService;
  /**
   * People locked by charge codes for this actor (writes and distributions); `chargeCoded`, when the
   * caller has read who of them has a charge code already, saves the read.
   */
  chargeLockedOf?(actor: AuthUser, userIds: number[], chargeCoded?: Set<number>): Promise<Set<number>>;
  /** The permission to delete other people's rows (writes; from the actor's permissions); without it only fillers delete. */
  deletesOthers?(actor: AuthUser): boolean;
  /** Whose rows a filler deletes: new drafts only (writes) or any not approved (distributions). */
  ownDeletes: TimesheetRowFacts['ownDeletes'];
  /** Removes rows the engine let through `delete` (soft or hard, with their history), in its transaction. */
  remove(actor: AuthUser, rows: TimesheetRecord[]): Promise<void>;
  /** Writes keep hours in their history; distributions only statuses. */
  historyMinutes: boolean;
}

/** Facts a caller of `abilities` has read already: the owners of the rows' projects, the charge-coded people. */
export interface KnownFacts {
  owners?: Map<number, number[]>;
  chargeCoded?: Set<number>;
}

export type TimesheetWorkflow = Workflow<
  TimesheetRecord,
  TsAction,
  TimesheetActionInput,
  TimesheetContext
> & {
  /**
   * Each row's abilities for this actor (`abilities` on every row the web shows), by row id. `known` facts the
   * caller has read already (the projects' owners, who has a charge code) are not read again.
   */
  abilities(
    actor: AuthUser,
    rows: TimesheetRecord[],
    known?: KnownFacts,
  ): Promise<Map<number, Record<TsAction, boolean>>>;
};

/**
 * The TimeSheet workflow (TS_WORKFLOW) over writes or distributions: send by whoever fills (or the approver,
 * for a rejected row), approve, reject and unapprove by the project's owners; one statement for the set,
 * the history in the same transaction.
 */
export function timesheetWorkflow(deps: TimesheetWorkflowDeps): TimesheetWorkflow {
  const { db } = deps;
  /** The facts for a set of rows; `action` null reads them all (abilities of every action). */
  const context = async (
    actor: AuthUser,
    rows: TimesheetRecord[],
    action: TsAction | null,
    known: KnownFacts = {},
  ) => {
    const userIds = rows.map((row) => row.userId);
    const [owners, fills] = await Promise.all([
      known.owners ?? ownersOf(db, [...new Set(rows.map((row) => row.projectId))]),
      fillablePeople(db, actor, userIds),
    ]);
    // The charge-code lock matters only on rows the actor approves: none on one's own fill grid, no read then.
    const approved = rows.filter((row) => canApproveProject(actor, owners.get(row.projectId) ?? []));
    const chargeLocked =
      action === 'send' || !deps.chargeLockedOf || approved.length === 0
        ? new Set<number>()
        : await deps.chargeLockedOf(
            actor,
            approved.map((row) => row.userId),
            known.chargeCoded,
          );
    const deletesOthers =
      action === null || action === 'delete' ? (deps.deletesOthers?.(actor) ?? false) : false;
    return { owners, fills, chargeLocked, deletesOthers };
  };
  const workflow: Workflow<TimesheetRecord, TsAction, TimesheetActionInput, TimesheetContext> = {
    name: `timesheet-${deps.entity}`,
    table: TS_WORKFLOW,
    db,
    target: {
      table: deps.target.table,
      id: deps.target.id,
      status: deps.target.status,
      set: (action, actor, input) => ({
        rejectComment: action === 'reject' ? (input.comment ?? null) : null,
        updatedBy: actor.id,
        updatedAt: deps.clock.now(),
      }),
    },
    lock: (ids) => deps.select(ids).for('no key update'),
    context: (actor, rows, action) => context(actor, rows, action),
    may: (actor, row, action, facts) =>
      mayActOnTimesheetRow(actor, row, action, {
        approves: canApproveProject(actor, facts.owners.get(row.projectId) ?? []),
        fills: facts.fills.has(row.userId),
        chargeLocked: facts.chargeLocked.has(row.userId),
        deletesOthers: facts.deletesOthers,
        ownDeletes: deps.ownDeletes,
      }),
    validate: (action, input) => {
      if (action === 'reject' && !input.comment) throw fieldError('comment', 'Укажите причину отклонения');
    },
    check: async ({ action, actor, changes }) => {
      if (action === 'send')
        await deps.periods.assertWritable(actor, [...new Set(changes.map((change) => change.row.date))]);
    },
    after: [
      ({ action, actor, input, changes }) =>
        action === 'delete'
          ? deps.remove(
              actor,
              changes.map((change) => change.row),
            )
          : recordHistory(
              db,
              deps.entity,
              actor.id,
              changes.map(({ row, from, to }) => ({
                entityId: row.id,
                action,
                oldStatus: from,
                newStatus: to,
                ...(deps.historyMinutes ? { oldMinutes: row.minutes, newMinutes: row.minutes } : {}),
                comment: input.comment,
              })),
            ),
    ],
  };
  return {
    ...workflow,
    abilities: async (actor, rows, known) => {
      const facts = await context(actor, rows, null, known);
      return new Map(rows.map((row) => [row.id, abilitiesOf(workflow, actor, row, facts)]));
    },
  };
}
