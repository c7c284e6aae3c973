import {
  MATCHING_ABILITY_BITS,
  STATUS_REPORT_LABELS,
  VACATION_STATUS,
  type OverallColour,
  type Vacation,
  type VacationUser,
} from '@intranet/contracts';

/** A day of the matching calendar as the screen uses it, unpacked from the compact answer. */
export interface MatchingDay {
  id: number;
  date: string;
  user_id: number;
  type_id: number;
  status_id: number;
  /** The id of the block's first day. */
  block_id: number;
  abilities: Vacation['abilities'];
  /** Sent back with a status change: a stale screen gets 409. */
  updated_at: string;
  comment: string | null;
  status_comment: string | null;
}

/** A row of the calendar: the person and their days. */
export type MatchingPerson = Omit<VacationUser, 'days' | 'notes'> & { vacations: MatchingDay[] };

/** Unpacks GET dba/vacations/users (days as tuples, words by day id) in one pass. */
export function unpackMatchingPeople(people: readonly VacationUser[]): MatchingPerson[] {
  return people.map(({ days, notes, ...person }) => ({
    ...person,
    vacations: days.map(([id, date, typeId, statusId, blockId, bits, updatedAt]) => ({
      id,
      date,
      user_id: person.id,
      type_id: typeId,
      status_id: statusId,
      block_id: blockId,
      abilities: {
        approve: (bits & MATCHING_ABILITY_BITS.approve) !== 0,
        reject: (bits & MATCHING_ABILITY_BITS.reject) !== 0,
        return: (bits & MATCHING_ABILITY_BITS.return) !== 0,
        delete: (bits & MATCHING_ABILITY_BITS.delete) !== 0,
      },
      updated_at: new Date(updatedAt).toISOString(),
      comment: notes[id]?.comment ?? null,
      status_comment: notes[id]?.status_comment ?? null,
    })),
  }));
}

/**
 * Pure helpers of «Согласование/сравнение» (the team vacation calendar): the period, the day columns, the
 * vacation blocks, the per-day absence count and which status changes a selection allows. Dates are ISO days.
 */

export interface MatchingPeriod {
  start: string;
  end: string;
}

/** A custom range spans at most a year (366 days in a leap year). */
export const MAX_MATCHING_DAYS = 366;

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function fromDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromDate(date);
}

/** Whole days from `start` to `end` inclusive (0 when the range is reversed). */
export function daysBetween(start: string, end: string): number {
  const diff = Math.round((toDate(end).getTime() - toDate(start).getTime()) / 86_400_000);
  return diff < 0 ? 0 : diff + 1;
}

/** The calendar month containing `date`. */
export function monthPeriod(date: string): MatchingPeriod {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The month `delta` months away from the month containing `date`. */
export function shiftMonth(date: string, delta: number): MatchingPeriod {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + delta, 1));
  return monthPeriod(fromDate(shifted));
}

/** Whether a period is exactly one calendar month (then prev/next move by months). */
export function isWholeMonth(period: MatchingPeriod): boolean {
  const month = monthPeriod(period.start);
  return month.start === period.start && month.end === period.end;
}

/** A valid range: ordered ISO dates no longer than a year; anything else is null. */
export function normalizePeriod(start: string | null, end: string | null): MatchingPeriod | null {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!start || !end || !iso.test(start) || !iso.test(end)) return null;
  if (Number.isNaN(toDate(start).getTime()) || Number.isNaN(toDate(end).getTime())) return null;
  const days = daysBetween(start, end);
  if (days === 0 || days > MAX_MATCHING_DAYS) return null;
  return { start, end };
}

/** Every day of the period, in order. */
export function periodDates(period: MatchingPeriod): string[] {
  const count = Math.min(daysBetween(period.start, period.end), MAX_MATCHING_DAYS);
  return Array.from({ length: count }, (_, index) => addDays(period.start, index));
}

export function isWeekendDate(iso: string): boolean {
  const day = toDate(iso).getUTCDay();
  return day === 0 || day === 6;
}

/** The ids of the person's days that belong to the same block as `day` (the server sends blocks whole). */
export function blockDayIds(person: Pick<MatchingPerson, 'vacations'>, day: MatchingDay): number[] {
  return person.vacations.filter((item) => item.block_id === day.block_id).map((item) => item.id);
}

/** People absent on each date: those with a planned or approved day on it (rejected and deleted days are not). */
export function absentCounts(
  people: readonly Pick<MatchingPerson, 'id' | 'vacations'>[],
  dates: readonly string[],
): Map<string, number> {
  const counts = new Map<string, number>(dates.map((date) => [date, 0]));
  for (const person of people) {
    const busy = new Set(
      person.vacations
        .filter((day) => day.status_id === VACATION_STATUS.new || day.status_id === VACATION_STATUS.approved)
        .map((day) => day.date),
    );
    for (const date of busy) if (counts.has(date)) counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

export type MatchingAction = 'approve' | 'reject' | 'reset';

export const MATCHING_ACTION_STATUS: Record<MatchingAction, number> = {
  approve: VACATION_STATUS.approved,
  reject: VACATION_STATUS.rejected,
  reset: VACATION_STATUS.new,
};

export const MATCHING_ACTION_LABELS: Record<MatchingAction, string> = {
  approve: 'Согласовать',
  reject: 'Отклонить',
  reset: 'Вернуть на согласование',
};

/** The ability (VACATION_WORKFLOW action) behind each button of the matching toolbar. */
const MATCHING_ABILITY: Record<MatchingAction, keyof Vacation['abilities']> = {
  approve: 'approve',
  reject: 'reject',
  reset: 'return',
};

/** The selected days an action changes: those whose abilities (the server's policy and table) allow it. */
export function daysForAction<T extends Pick<MatchingDay, 'abilities'>>(
  action: MatchingAction,
  selected: readonly T[],
): T[] {
  return selected.filter((day) => day.abilities[MATCHING_ABILITY[action]]);
}

/** The CSS modifier of a day cell: type and status («vac-match__cell--t1 vac-match__cell--s2»). */
export function cellModifiers(day: Pick<MatchingDay, 'type_id' | 'status_id'>): string {
  return `vac-match__cell--t${day.type_id} vac-match__cell--s${day.status_id}`;
}

export const OVERALL_ORDER: readonly OverallColour[] = ['notPlanned', 'pending', 'accepted'];

/** The legend texts of the overall colours (the STATUS report's wording). */
export function overallLabel(overall: OverallColour): string {
  return STATUS_REPORT_LABELS[overall];
}

/** Which team the calendar shows: the caller's team, one of their lists, or a structure node. */
export type MatchingSource =
  { kind: 'team' } | { kind: 'list'; id: number } | { kind: 'structure'; id: number };

export function sourceQuery(source: MatchingSource): { list_id?: number; structure_id?: number } {
  if (source.kind === 'list') return { list_id: source.id };
  if (source.kind === 'structure') return { structure_id: source.id };
  return {};
}

/** «list:5», «structure:12», «team» — the source as it travels in the address bar. */
export function sourceToParam(source: MatchingSource): string {
  return source.kind === 'team' ? 'team' : `${source.kind}:${source.id}`;
}

export function sourceFromParam(value: string | null): MatchingSource {
  const match = /^(list|structure):(\d+)$/.exec(value ?? '');
  if (!match) return { kind: 'team' };
  return { kind: match[1] as 'list' | 'structure', id: Number(match[2]) };
}
