import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { VACATION_STATUS } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import {
  registerHistorySource,
  statusAsText,
  type WorkflowHistoryRow,
} from '../../platform/workflow/workflow-history.ts';
import { vacationHistory, type VacationHistoryAction } from './vacation.schema.ts';

export interface VacationHistoryEntry {
  vacationId: number;
  action: VacationHistoryAction;
  fromStatus: number | null;
  toStatus: number;
  comment?: string | null;
  actorId: number | null;
}

/** Writes history rows in the caller's transaction (their time is the transaction's `now()`). */
export async function recordVacationHistory(db: Db, entries: VacationHistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(vacationHistory).values(entries);
}

/**
 * The days' history through the platform's one reader (docs/architecture.md, "Workflows"): `vacation_history`
 * mapped to the shared row shape. The reports keep their own SQL over the table (reports/reports.queries.ts).
 */
export const VACATION_HISTORY_KIND = 'vacation';

async function readVacationHistory(db: Db, vacationIds: readonly number[]): Promise<WorkflowHistoryRow[]> {
  const rows = await db
    .select()
    .from(vacationHistory)
    .where(inArray(vacationHistory.vacationId, [...vacationIds]))
    .orderBy(asc(vacationHistory.at), asc(vacationHistory.id));
  return rows.map((row) => ({
    id: row.id,
    kind: VACATION_HISTORY_KIND,
    recordId: row.vacationId,
    fromStatus: statusAsText(row.fromStatus),
    toStatus: statusAsText(row.toStatus),
    action: row.action,
    actorId: row.actorId,
    // The planner records neither a login-as administrator nor a substitute.
    impersonatorId: null,
    onBehalfOfId: null,
    comment: row.comment,
    changes: null,
    createdAt: row.at,
  }));
}

registerHistorySource(VACATION_HISTORY_KIND, readVacationHistory);

/** The history of days just planned by the actor. */
export function plannedEntries(ids: readonly number[], actorId: number): VacationHistoryEntry[] {
  return ids.map((vacationId) => ({
    vacationId,
    action: 'plan',
    fromStatus: null,
    toStatus: VACATION_STATUS.new,
    actorId,
  }));
}

/**
 * History derived from the days' own columns, for days that have none: the plan (`created_by`, `created_at`)
 * and, when the day changed after it, its latest decision or deletion (`updated_by`, `updated_at`). Rows laid
 * straight into the table (demo seed, benchmarks, test fixtures) get a history this way; the days that
 * existed before the history table got theirs from the same rule in migration 0025.
 */
export async function deriveVacationHistory(db: Db, where: SQL = sql`true`): Promise<void> {
  await db.execute(sql`insert into vacation_history (vacation_id, action, from_status, to_status, comment, actor_id, at)
    select v.id, e.action, e.from_status, e.to_status, e.comment, e.actor_id, e.at
    from vacations v
    cross join lateral (
      select 'plan'::text as action, null::smallint as from_status, ${VACATION_STATUS.new}::smallint as to_status,
        null::text as comment, v.created_by as actor_id, v.created_at as at
      union all
      select case when v.deleted_at is not null then 'delete' when v.status_id = ${VACATION_STATUS.approved} then 'approve'
          when v.status_id = ${VACATION_STATUS.rejected} then 'reject' else 'return' end,
        case when v.deleted_at is not null then (v.status_id / 11)::smallint
          when v.status_id <> ${VACATION_STATUS.new} then ${VACATION_STATUS.new}::smallint end,
        v.status_id, case when v.deleted_at is null then v.status_comment end, v.updated_by,
        coalesce(v.deleted_at, v.updated_at)
      where v.deleted_at is not null or v.updated_at > v.created_at) as e
    where ${where} and not exists (select 1 from vacation_history h where h.vacation_id = v.id)`);
}
