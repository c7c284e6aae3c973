import { z } from 'zod';

export const settingSchema = z.object({ key: z.string(), value: z.string() });
export type Setting = z.infer<typeof settingSchema>;

/** Settings every installation has; an administrator may change the values. */
export const DEFAULT_SETTINGS = {
  support_email: 'support@intranet.local',
  support_phone: '+7 (800) 000-00-00',
  demo_mode: '0',
  /** Services ending on or before this date are not offered as redistribution targets (spec 001 §5). */
  timesheet_service_cutoff: '2020-03-01',
  /** Vacation (spec 001 §5, §9): the override minimum date, used while it is still in the future. */
  vacation_override_date: '2024-01-21',
  /** Days of lead before a vacation day may be planned or changed by normal users (+1 on top). */
  vacation_lead_days: '16',
  /** Month-day from which next year's plan opens. */
  vacation_next_year_opens: '11-01',
  /** People (ids, comma-separated) who always plan and see next year: the spec's fixed list. */
  vacation_next_year_users: '',
  /** Paid vacation days a year. */
  vacation_annual_days: '28',
  /** The longest period a grid or a list of days may ask for, in days (issue 11: a year and a day). */
  range_max_days_grid: '366',
  /** The longest period of a report, in days (five years with their leap days). */
  range_max_days_report: '1827',
  /** The longest chat message, in characters (issue 13; the spec names no bound). */
  chat_message_max_length: '4000',
} as const;

/** A setting holding ids, «12, 40,7»: the positive whole numbers in it, in order. */
export function parseIdList(value: string): number[] {
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Settings the sign-in page may read before anyone signs in (GET /api/settings/public). */
export const PUBLIC_SETTING_KEYS = ['demo_mode', 'support_email', 'support_phone'] as const;
