import {
  addDays,
  VACATION_LIMITS,
  VACATION_TEXTS,
  VACATION_TYPE,
  vacationDay,
  workYearOf,
  type BlockedPeriod,
  type Vacation,
  type VacationDay,
  type VacationInfo,
  type WorkCalendarDay,
} from '@intranet/contracts';
import { dayKindOf, type DayKind } from '../work-calendar/calendar-grid.ts';

/** Which work year the calendar shows: the current one, or the next when planning for it is open. */
export type WorkYearChoice = 'current' | 'next';

export interface ShownRange {
  /** First day of the work year. */
  start: string;
  /** Last day of the work year. */
  workYearEnd: string;
  /** Last day shown: the work year and its tail of 7 days (maxPlanDate in contracts rules/vacation.ts). */
  end: string;
}

/** The work year shown on the calendar, with the days after it. */
export function shownRange(
  info: Pick<VacationInfo, 'current_work_year' | 'hire_date'>,
  choice: WorkYearChoice,
): ShownRange {
  let year = info.current_work_year;
  if (choice === 'next') {
    const hire = info.hire_date ?? info.current_work_year.start_date;
    year = workYearOf(addDays(info.current_work_year.end_date, 1), hire);
  }
  return {
    start: year.start_date,
    workYearEnd: year.end_date,
    end: addDays(year.end_date, VACATION_LIMITS.workYearTail),
  };
}

/** The months touched by a range, in order. */
export function monthsOf(start: string, end: string): { year: number; monthIndex: number }[] {
  const months: { year: number; monthIndex: number }[] = [];
  let year = Number(start.slice(0, 4));
  let monthIndex = Number(start.slice(5, 7)) - 1;
  const lastYear = Number(end.slice(0, 4));
  const lastMonth = Number(end.slice(5, 7)) - 1;
  while (year < lastYear || (year === lastYear && monthIndex <= lastMonth)) {
    months.push({ year, monthIndex });
    monthIndex += 1;
    if (monthIndex === 12) {
      monthIndex = 0;
      year += 1;
    }
  }
  return months;
}

/** Every date of a range, both ends included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Orders the two clicks of a range selection. */
export function orderedRange(first: string, second: string): { start: string; end: string } {
  return first <= second ? { start: first, end: second } : { start: second, end: first };
}

/** Rule facts of each day of a range, from the country's special days (holidays are not vacation days). */
export function vacationDaysOf(
  start: string,
  end: string,
  specialDays: ReadonlyMap<string, WorkCalendarDay>,
): VacationDay[] {
  return datesBetween(start, end).map((date) => vacationDay(date, specialDays.get(date)?.type ?? null));
}

/** Live (not deleted) days of a person; deleted days are listed by date separately. */
export function splitVacations(vacations: readonly Vacation[]): {
  live: Map<string, Vacation>;
  deleted: Map<string, Vacation[]>;
} {
  const live = new Map<string, Vacation>();
  const deleted = new Map<string, Vacation[]>();
  for (const vacation of vacations) {
    if (vacation.deleted_at || vacation.status.id >= 10) {
      const list = deleted.get(vacation.date) ?? [];
      list.push(vacation);
      deleted.set(vacation.date, list);
    } else live.set(vacation.date, vacation);
  }
  return { live, deleted };
}

/** The live days of the block a day belongs to (the first day is the parent of the others), by date. */
export function blockOf(day: Vacation, vacations: readonly Vacation[]): Vacation[] {
  const root = day.parent_id ?? day.id;
  return vacations
    .filter(
      (item) => !item.deleted_at && item.status.id < 10 && (item.id === root || item.parent_id === root),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Indivisible days already planned in a work year, without the days being moved. */
export function indivisibleInRange(
  vacations: readonly Vacation[],
  range: { start_date: string; end_date: string },
  excludeIds: readonly number[] = [],
): number {
  return vacations.filter(
    (item) =>
      !item.deleted_at &&
      item.status.id < 10 &&
      item.type.id === VACATION_TYPE.indivisible &&
      item.date >= range.start_date &&
      item.date <= range.end_date &&
      !excludeIds.includes(item.id),
  ).length;
}

export function isBlocked(date: string, periods: readonly BlockedPeriod[]): boolean {
  return periods.some((period) => period.date_start <= date && period.date_end >= date);
}

export interface PlanningDayState {
  date: string;
  /** Outside the shown work year and its tail: drawn faded, not clickable. */
  outside: boolean;
  /** In the 7 days after the work year. */
  tail: boolean;
  kind: DayKind;
  holidayName: string | null;
  blocked: boolean;
  /** Before the first day the caller may change. */
  locked: boolean;
  /** Why the day cannot be chosen (a locked free day): said on hover and when pressed. */
  lockReason: string | null;
  workYearStart: boolean;
  vacation: Vacation | null;
  deleted: Vacation[];
}

export interface DayStateContext {
  range: ShownRange;
  specialDays: ReadonlyMap<string, WorkCalendarDay>;
  blocked: readonly BlockedPeriod[];
  minDate: string;
  live: ReadonlyMap<string, Vacation>;
  deleted: ReadonlyMap<string, Vacation[]>;
}

/** Why a day before the minimum date cannot be planned: the planner rule's own text with the date. */
export function lockedDayReason(minDate: string): string {
  const [year, month, day] = minDate.split('-');
  return `${VACATION_TEXTS.tooEarly} ${day}.${month}.${year}`;
}

/** Everything the calendar draws about one date. */
export function dayState(date: string, context: DayStateContext): PlanningDayState {
  const special = context.specialDays.get(date);
  return {
    date,
    outside: date < context.range.start || date > context.range.end,
    tail: date > context.range.workYearEnd && date <= context.range.end,
    kind: dayKindOf(date, special?.type),
    holidayName: special?.name ?? null,
    blocked: isBlocked(date, context.blocked),
    locked: date < context.minDate,
    lockReason: date < context.minDate && !context.live.has(date) ? lockedDayReason(context.minDate) : null,
    workYearStart: date === context.range.start,
    vacation: context.live.get(date) ?? null,
    deleted: context.deleted.get(date) ?? [],
  };
}

/** The calendar years a range touches, for the balances of the years shown. */
export function yearsOf(start: string, end: string): string[] {
  const years: string[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year += 1)
    years.push(String(year));
  return years;
}

/** Paid types count against the yearly balance; study and unpaid leave do not. */
export function isPaidType(typeId: number): boolean {
  return (
    typeId === VACATION_TYPE.indivisible ||
    typeId === VACATION_TYPE.divisible ||
    typeId === VACATION_TYPE.separated
  );
}

/** Moves a date by arrow keys: a day sideways, a week up or down. */
export function dateForKey(date: string, key: string): string | null {
  const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  return key in step ? addDays(date, step[key]!) : null;
}
