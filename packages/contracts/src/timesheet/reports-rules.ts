import { addDays, dayOfWeek, periodDays } from '../rules/dates.ts';

/** The period filters of the reports, in the order the picker shows them. */
export const TS_REPORT_PERIOD_PRESETS = [
  'current-period',
  'past-period',
  'current-month',
  'past-month',
  'custom',
] as const;
export type TsReportPeriodPreset = (typeof TS_REPORT_PERIOD_PRESETS)[number];

export const TS_REPORT_PERIOD_PRESET_LABELS: Record<TsReportPeriodPreset, string> = {
  'current-period': 'Текущий период',
  'past-period': 'Прошлый период',
  'current-month': 'Текущий месяц',
  'past-month': 'Прошлый месяц',
  custom: 'Произвольный период',
};

export interface ReportPeriod {
  date_start: string;
  date_end: string;
}

function month(isoDate: string, shift: number): ReportPeriod {
  const [year, monthNumber] = isoDate.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1 + shift, 1));
  const last = new Date(Date.UTC(year, monthNumber + shift, 0));
  return { date_start: first.toISOString().slice(0, 10), date_end: last.toISOString().slice(0, 10) };
}

/**
 * The dates of a report period preset around `today` (yyyy-MM-dd). «Текущий период» is the editable period
 * holding today when one is given, else the ISO week of today (as the fill screen reads it); «Прошлый период»
 * the same number of days right before it; months are calendar months. «Произвольный период» keeps
 * `custom` (null when the user has not picked dates yet).
 */
export function reportPeriodPreset(
  preset: TsReportPeriodPreset,
  today: string,
  options: { editable?: ReportPeriod | null; custom?: ReportPeriod | null } = {},
): ReportPeriod | null {
  switch (preset) {
    case 'current-period': {
      if (options.editable)
        return { date_start: options.editable.date_start, date_end: options.editable.date_end };
      const weekday = dayOfWeek(today);
      const monday = addDays(today, weekday === 0 ? -6 : 1 - weekday);
      return { date_start: monday, date_end: addDays(monday, 6) };
    }
    case 'past-period': {
      const current = reportPeriodPreset('current-period', today, options)!;
      const length = periodDays(current.date_start, current.date_end);
      return { date_start: addDays(current.date_start, -length), date_end: addDays(current.date_start, -1) };
    }
    case 'current-month':
      return month(today, 0);
    case 'past-month':
      return month(today, -1);
    case 'custom':
      return options.custom ?? null;
  }
}
