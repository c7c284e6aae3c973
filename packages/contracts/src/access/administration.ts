import type { AccessTable } from './audience.ts';

/** Editing the work calendar and importing a year (docs/modules/work-calendar.md). */
export const WORK_CALENDAR_ACCESS = {
  'work-calendar.edit': ['ts_admin', 'admin'],
} as const satisfies AccessTable;

/** Who holds which role, and the fine-grained permissions of roles and people. */
export const PERMISSIONS_ACCESS = {
  /** Who holds a role (GET /api/roles/{id}/users): the screens that manage permissions and assistants. */
  'roles.users': ['admin', 'ts_admin', 'vacation_system_admin', 'assistant', 'hr'],
  /** Toggling permissions per user and per role. */
  'permissions.manage': ['admin', 'ts_admin'],
} as const satisfies AccessTable;

/** Support requests inbox (GET /api/support). */
export const SUPPORT_ACCESS = {
  'support.inbox': ['admin'],
  /** The e-mail the portal sent or logged (the admin's «Почта» tab), and a test letter. */
  'mail.outbox': ['admin'],
} as const satisfies AccessTable;

/** The platform's administration: settings, signing in as someone else, any file. */
export const PLATFORM_ACCESS = {
  /** The administrator's settings (PUT /api/settings). */
  'settings.manage': ['admin'],
  /** Signing in as another employee (never as an administrator: auth.policy.ts). */
  'auth.login-as': ['admin'],
  /** Downloading any uploaded file, shared or not. */
  'files.read-any': ['admin'],
} as const satisfies AccessTable;
