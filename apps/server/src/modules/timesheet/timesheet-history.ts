import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  registerHistorySource,
  statusAsText,
  type HistorySource,
  type WorkflowHistoryRow,
} from '../../platform/workflow/workflow-history.ts';
import { timesheetHistory } from './timesheet.schema.ts';

/**
 * TimeSheet's history read through the platform's one history reader (docs/architecture.md, "Workflows"):
 * `timesheet_history` keeps writes and distributions apart by `entity`, so each is a kind of its own.
 * Writes go to the table through `recordHistory` (timesheet.workflow.ts).
 */
export const TIMESHEET_HISTORY_KIND = 'timesheet';
export const TIMESHEET_DISTRIBUTION_HISTORY_KIND = 'timesheet_distribution';

/** How a change of minutes travels in the shared row's `changes` (as the request engine's edits do). */
interface MinutesChange {
  minutes?: { before: number | null; after: number | null };
}

function sourceOf(kind: string, entity: 'write' | 'distribution'): HistorySource {
  return async (db: Db, recordIds: readonly number[]): Promise<WorkflowHistoryRow[]> => {
    const rows = await db
      .select()
      .from(timesheetHistory)
      .where(and(eq(timesheetHistory.entity, entity), inArray(timesheetHistory.entityId, [...recordIds])))
      .orderBy(asc(timesheetHistory.changedAt), asc(timesheetHistory.id));
    return rows.map((row) => ({
      id: row.id,
      kind,
      recordId: row.entityId,
      fromStatus: statusAsText(row.oldStatus),
      toStatus: statusAsText(row.newStatus),
      action: row.action,
      actorId: row.changedBy,
      // TimeSheet records neither a login-as administrator nor a substitute.
      impersonatorId: null,
      onBehalfOfId: null,
      comment: row.comment,
      changes:
        row.oldMinutes === null && row.newMinutes === null
          ? null
          : ({ minutes: { before: row.oldMinutes, after: row.newMinutes } } satisfies MinutesChange),
      createdAt: row.changedAt,
    }));
  };
}

registerHistorySource(TIMESHEET_HISTORY_KIND, sourceOf(TIMESHEET_HISTORY_KIND, 'write'));
registerHistorySource(
  TIMESHEET_DISTRIBUTION_HISTORY_KIND,
  sourceOf(TIMESHEET_DISTRIBUTION_HISTORY_KIND, 'distribution'),
);

/** A TimeSheet history row back in the module's terms: minutes and numeric statuses. */
export function timesheetChangeOf(row: WorkflowHistoryRow) {
  const minutes = (row.changes as MinutesChange | null)?.minutes;
  const status = (value: string | null) => (value === null ? null : Number(value));
  return {
    oldMinutes: minutes?.before ?? null,
    newMinutes: minutes?.after ?? null,
    oldStatus: status(row.fromStatus),
    newStatus: status(row.toStatus),
  };
}
