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
} as const;

/** Settings the sign-in page may read before anyone signs in (GET /api/settings/public). */
export const PUBLIC_SETTING_KEYS = ['demo_mode', 'support_email', 'support_phone'] as const;
