import type { AccessTable } from './audience.ts';

/** Work conditions (docs/modules/work-conditions.md). */
export const WORK_CONDITIONS_ACCESS = {
  'work-conditions': ['ts_admin', 'admin', 'wc_assistant'],
} as const satisfies AccessTable;

/** Employees' absence statuses, the «Users statuses» screen (docs/modules/user-statuses.md). */
export const USERS_STATUSES_ACCESS = {
  'users-statuses': ['ts_admin', 'admin', 'user_statuses'],
} as const satisfies AccessTable;
