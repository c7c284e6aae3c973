import {
  TS_STATUS,
  isDayOff,
  normHours,
  type TsWrite,
  type TsWriteInput,
  type WeekendDay,
  type WorkDayType,
} from '@intranet/contracts';
import { HOURS_FORMAT_MESSAGE, parseHours } from '../shared/timesheet-hours.ts';

const WEEKDAYS = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] as const;

/** A column of the grid: a date with what the work calendar says about it. */
export interface DayColumn {
  date: string;
  /** «пн». */
  weekday: string;
  /** «16.11». */
  label: string;
  off: boolean;
  short: boolean;
  normMinutes: number;
}

export function buildDayColumns(dates: readonly string[], calendar: readonly WeekendDay[]): DayColumn[] {
  const byDate = new Map(calendar.map((day) => [day.date, day]));
  return dates.map((date) => {
    const day = byDate.get(date);
    const type = (day?.type ?? null) as WorkDayType | null;
    const off = day ? day.is_weekend : isDayOff(date, type);
    const hours = day ? day.hours : normHours(date, type);
    const [, month, dayOfMonth] = date.split('-');
    return {
      date,
      weekday: WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!,
      label: `${dayOfMonth}.${month}`,
      off,
      short: !off && type === 4,
      normMinutes: Math.round(hours * 60),
    };
  });
}

export interface GridProject {
  id: number;
  name: string;
  /** The customer the project belongs to, when known. */
  parentName?: string | null;
}

export interface FillRow {
  project: GridProject;
  /** The saved write of each date. */
  writes: Map<string, TsWrite>;
}

/** What the person changed in a cell and has not saved yet. */
export interface CellDraft {
  text?: string;
  comment?: string | null;
}
export type Drafts = Record<string, CellDraft>;

export function cellKey(customerId: number, date: string): string {
  return `${customerId}|${date}`;
}

/**
 * Rows of the fill grid: every project with writes in the period (by name), then the rows the person
 * added (in the order added), each project once.
 */
export function buildFillRows(writes: readonly TsWrite[], added: readonly GridProject[]): FillRow[] {
  const rows = new Map<number, FillRow>();
  for (const write of writes) {
    let row = rows.get(write.customer.id);
    if (!row) {
      row = { project: { id: write.customer.id, name: write.customer.name }, writes: new Map() };
      rows.set(write.customer.id, row);
    }
    row.writes.set(write.date, write);
  }
  const sorted = [...rows.values()].sort((a, b) => a.project.name.localeCompare(b.project.name, 'ru'));
  const extra = added.filter((project, index) => {
    if (rows.has(project.id)) return false;
    return added.findIndex((other) => other.id === project.id) === index;
  });
  return [...sorted, ...extra.map((project) => ({ project, writes: new Map<string, TsWrite>() }))];
}

export function isLocked(write: TsWrite | undefined): boolean {
  return write?.status.id === TS_STATUS.approved;
}

/** Minutes a cell shows now: the draft when valid, else the saved time; null while the draft is invalid. */
export function cellMinutes(write: TsWrite | undefined, draft: CellDraft | undefined): number | null {
  if (draft?.text === undefined) return write?.time ?? 0;
  const parsed = parseHours(draft.text);
  return parsed.ok ? parsed.minutes : null;
}

export interface ChangedCells {
  writes: TsWriteInput[];
  /** Cell keys in the order of `writes`, to put the server's `writes.N.*` errors on the right cell. */
  keys: string[];
  /** Cells whose text is not a number of hours. */
  invalid: string[];
  /** Why each invalid cell is refused (not a number, more than 24 hours), by cell key. */
  reasons: Record<string, string>;
}

/**
 * The cells to send to POST /timesheet/writes: only those whose minutes or comment differ from what was
 * saved, each existing one with the updated_at the person saw; approved cells never.
 */
export function changedCells(rows: readonly FillRow[], drafts: Drafts): ChangedCells {
  const result: ChangedCells = { writes: [], keys: [], invalid: [], reasons: {} };
  for (const row of rows) {
    const customerId = row.project.id;
    for (const [key, draft] of Object.entries(drafts)) {
      const [id, date] = key.split('|') as [string, string];
      if (Number(id) !== customerId) continue;
      const write = row.writes.get(date);
      if (isLocked(write)) continue;
      const minutes = cellMinutes(write, draft);
      if (minutes === null) {
        const parsed = parseHours(draft.text ?? '');
        result.invalid.push(key);
        result.reasons[key] = parsed.ok ? HOURS_FORMAT_MESSAGE : parsed.message;
        continue;
      }
      const savedComment = write?.comment ?? '';
      const comment = (draft.comment !== undefined ? (draft.comment ?? '') : savedComment).trim();
      const saved = write?.time ?? 0;
      if (minutes === saved && comment === savedComment.trim()) continue;
      if (!write && minutes === 0) continue;
      result.writes.push({
        customer_id: customerId,
        date,
        time: minutes,
        comment: comment || null,
        ...(write ? { updated_at: write.updated_at } : {}),
      });
      result.keys.push(key);
    }
  }
  return result;
}

/**
 * The one toast of a refused save: which cell and why («Проект А, 16.11.2026: В сутках только 24 часа»), or
 * how many cells and the first reason. The cells themselves carry their reasons in red.
 */
export function invalidCellsText(
  rows: readonly FillRow[],
  changes: Pick<ChangedCells, 'invalid' | 'reasons'>,
): string {
  const [first] = changes.invalid;
  if (!first) return '';
  const [id, date] = first.split('|') as [string, string];
  const project = rows.find((row) => row.project.id === Number(id))?.project.name ?? 'Проект';
  const reason = changes.reasons[first] ?? HOURS_FORMAT_MESSAGE;
  const [year, month, day] = date.split('-');
  const where = `«${project}», ${day}.${month}.${year}`;
  if (changes.invalid.length === 1) return `Не сохранено: ${where}: ${reason}`;
  return `Не сохранено: неверные значения в ${changes.invalid.length} ячейках (выделены красным). ${where}: ${reason}`;
}

/** Minutes per date over all rows, drafts included (an invalid draft counts as the saved time). */
export function dayTotals(rows: readonly FillRow[], drafts: Drafts): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (date: string, minutes: number) => totals.set(date, (totals.get(date) ?? 0) + minutes);
  for (const row of rows) {
    const dates = new Set([...row.writes.keys()]);
    for (const key of Object.keys(drafts)) {
      const [id, date] = key.split('|') as [string, string];
      if (Number(id) === row.project.id) dates.add(date);
    }
    for (const date of dates) {
      const write = row.writes.get(date);
      const minutes = cellMinutes(write, drafts[cellKey(row.project.id, date)]);
      add(date, minutes ?? write?.time ?? 0);
    }
  }
  return totals;
}

export function rowTotal(row: FillRow, dates: readonly string[], drafts: Drafts): number {
  return dates.reduce((sum, date) => {
    const write = row.writes.get(date);
    return sum + (cellMinutes(write, drafts[cellKey(row.project.id, date)]) ?? write?.time ?? 0);
  }, 0);
}

/** Rejected cells with the approver's comment, for the notice above the grid. */
export function rejectedCells(
  rows: readonly FillRow[],
): { project: string; date: string; comment: string }[] {
  return rows.flatMap((row) =>
    [...row.writes.values()]
      .filter((write) => write.status.id === TS_STATUS.rejected)
      .map((write) => ({ project: row.project.name, date: write.date, comment: write.reject_comment ?? '' }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  );
}

/** Maps the server's `writes.3.time` field errors onto cell keys. */
export function cellErrors(
  errors: Record<string, string[]>,
  keys: readonly string[],
): { byCell: Record<string, string[]>; rest: string[] } {
  const byCell: Record<string, string[]> = {};
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^writes\.(\d+)/.exec(field);
    const key = match ? keys[Number(match[1])] : undefined;
    if (key) (byCell[key] ??= []).push(...messages);
    else rest.push(...messages);
  }
  return { byCell, rest };
}
