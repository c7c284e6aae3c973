import {
  WORK_DAY_TYPE,
  WORK_DAY_TYPE_LABELS,
  dayOfWeek,
  isSaturdayOrSunday,
  type WorkCalendarDay,
  type WorkDayType,
} from '@intranet/contracts';

/** The sample calendar starts in 2013; administrators plan two years ahead. */
export const FIRST_CALENDAR_YEAR = 2013;

export function calendarYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = FIRST_CALENDAR_YEAR; year <= currentYear + 2; year += 1) years.push(year);
  return years;
}

export const MONTH_NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

/** Monday first. */
export const WEEKDAY_SHORT_NAMES = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

export function isoDate(year: number, monthIndex: number, day: number): string {
  return `${year}-${pad(monthIndex + 1)}-${pad(day)}`;
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The weeks of one month, Monday first: each week has 7 cells, a `yyyy-MM-dd` date or null for the
 * days of the neighbouring months.
 */
export function buildMonthGrid(year: number, monthIndex: number): (string | null)[][] {
  const first = isoDate(year, monthIndex, 1);
  const leading = (dayOfWeek(first) + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth(year, monthIndex); day += 1)
    cells.push(isoDate(year, monthIndex, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

export type DayKind =
  'holiday' | 'moved_holiday' | 'working_weekend' | 'short_work_day' | 'weekend' | 'workday';

const KIND_OF_TYPE: Record<WorkDayType, DayKind> = {
  [WORK_DAY_TYPE.holiday]: 'holiday',
  [WORK_DAY_TYPE.working_weekend]: 'working_weekend',
  [WORK_DAY_TYPE.moved_holiday]: 'moved_holiday',
  [WORK_DAY_TYPE.short_work_day]: 'short_work_day',
};

export function isWorkDayType(value: number | null | undefined): value is WorkDayType {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** How a date is coloured: its special type if any, else an ordinary weekend or working day. */
export function dayKindOf(date: string, type: number | null | undefined): DayKind {
  if (isWorkDayType(type)) return KIND_OF_TYPE[type];
  return isSaturdayOrSunday(date) ? 'weekend' : 'workday';
}

/** The legend, in the order people read a calendar. */
export const DAY_KIND_LEGEND: { kind: DayKind; label: string }[] = [
  { kind: 'holiday', label: WORK_DAY_TYPE_LABELS[WORK_DAY_TYPE.holiday] },
  { kind: 'moved_holiday', label: WORK_DAY_TYPE_LABELS[WORK_DAY_TYPE.moved_holiday] },
  { kind: 'working_weekend', label: WORK_DAY_TYPE_LABELS[WORK_DAY_TYPE.working_weekend] },
  { kind: 'short_work_day', label: WORK_DAY_TYPE_LABELS[WORK_DAY_TYPE.short_work_day] },
  { kind: 'weekend', label: 'Выходной' },
];

export function indexDaysByDate(days: readonly WorkCalendarDay[]): Map<string, WorkCalendarDay> {
  return new Map(days.map((day) => [day.date, day]));
}

/** Counts of special days per type, for the summary above the grid. */
export function countByType(days: readonly WorkCalendarDay[]): Record<WorkDayType, number> {
  const counts: Record<WorkDayType, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const day of days) if (isWorkDayType(day.type)) counts[day.type] += 1;
  return counts;
}
