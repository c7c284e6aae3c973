import type { AccessTable } from './audience.ts';

/** Work conditions (timesheet §2). */
export const WORK_CONDITIONS_ACCESS = {
  'work-conditions': ['ts_admin', 'admin', 'wc_assistant'],
} as const satisfies AccessTable;

/** Employees' absence statuses (timesheet §2 "Users statuses"). */
export const USERS_STATUSES_ACCESS = {
  'users-statuses': ['ts_admin', 'admin', 'user_statuses'],
} as const satisfies AccessTable;
