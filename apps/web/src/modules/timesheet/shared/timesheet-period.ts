import { addDays, dayOfWeek } from '@intranet/contracts';

export interface Period {
  start: string;
  end: string;
}

export type PeriodPreset =
  | 'current-week'
  | 'previous-week'
  | 'current-period'
  | 'previous-period'
  | 'current-month'
  | 'previous-month'
  | 'custom';

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  'current-week': 'Текущая неделя',
  'previous-week': 'Прошлая неделя',
  'current-period': 'Текущий период',
  'previous-period': 'Прошлый период',
  'current-month': 'Текущий месяц',
  'previous-month': 'Прошлый месяц',
  custom: 'Произвольный период',
};

/** Monday of the ISO week of a wire date. */
export function weekStart(isoDate: string): string {
  const weekday = dayOfWeek(isoDate); // 0 Sunday … 6 Saturday
  return addDays(isoDate, weekday === 0 ? -6 : 1 - weekday);
}

function monthOf(isoDate: string, shift: number): Period {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + shift, 1));
  const last = new Date(Date.UTC(year, month + shift, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/**
 * The dates of a preset around `today`. «Текущий период» is the editable period containing today, or
 * the current week when none is open; «Прошлый период» the days of the same length right before it (as the
 * server's `previous_period`); «Произвольный период» has no dates of its own (null).
 */
export function presetPeriod(
  preset: PeriodPreset,
  today: string,
  editable?: { date_start: string; date_end: string } | null,
): Period | null {
  const monday = weekStart(today);
  switch (preset) {
    case 'current-week':
      return { start: monday, end: addDays(monday, 6) };
    case 'previous-week':
      return { start: addDays(monday, -7), end: addDays(monday, -1) };
    case 'current-period':
      return editable
        ? { start: editable.date_start, end: editable.date_end }
        : { start: monday, end: addDays(monday, 6) };
    case 'previous-period': {
      const current = presetPeriod('current-period', today, editable)!;
      const length = periodDays(current).length;
      return { start: addDays(current.start, -length), end: addDays(current.start, -1) };
    }
    case 'current-month':
      return monthOf(today, 0);
    case 'previous-month':
      return monthOf(today, -1);
    case 'custom':
      return null;
  }
}

/** Every date from start to end inclusive (wire format). */
export function periodDays(period: Period): string[] {
  const days: string[] = [];
  for (let date = period.start; date <= period.end; date = addDays(date, 1)) days.push(date);
  return days;
}

/** The longest period a grid shows: a quarter (wider ranges would make the table unusable). */
export const MAX_PERIOD_DAYS = 92;
