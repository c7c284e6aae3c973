import {
  nextStatus,
  TS_ACTION_LABELS,
  TS_STATUS_LABELS,
  type TsAction,
  type TsStatus,
} from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, fieldError, forbidden } from '../../platform/http/app-error.ts';
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

/**
 * Checks a bulk action row by row before anything changes: a reject needs its reason, each row must be
 * the actor's to act on, and each must be in a status the action starts from.
 */
export function assertActionAllowed<Row extends { status: number; date: string }>(
  rows: Row[],
  action: TsAction,
  comment: string | null | undefined,
  isAllowed: (row: Row) => boolean,
): void {
  if (action === 'reject' && !comment) throw fieldError('comment', 'Укажите причину отклонения');
  for (const row of rows) {
    if (!isAllowed(row)) throw forbidden('Вы не можете изменить часть выбранных записей');
    if (!nextStatus(action, row.status as TsStatus).ok) {
      throw conflict(
        `«${TS_ACTION_LABELS[action]}» недоступно для записи в статусе «${TS_STATUS_LABELS[row.status as TsStatus]}» (${row.date})`,
      );
    }
  }
}
