import type { RoleName } from './roles.ts';

/**
 * Screens and tabs -> roles, from the role tables of both specifications (§2).
 * `everyone` means any signed-in user. The web shows a menu entry or tab only when its key is in the
 * caller's access list (GET /api/me), and the server guards the module's routes with the same table.
 */
export const EVERYONE = 'everyone' as const;
type Audience = readonly RoleName[] | typeof EVERYONE;

const TS_FILL: readonly RoleName[] = ['ts_filling', 'manager', 'assistant', 'ts_admin', 'admin'];
const TS_APPROVE: readonly RoleName[] = ['assistant', 'ts_approver', 'project_manager', 'ts_admin', 'admin'];
const TS_REPORTS: readonly RoleName[] = [
  'manager',
  'assistant',
  'ts_approver',
  'project_manager',
  'ts_admin',
  'ts_reporter',
  'admin',
];
const TS_SETTINGS: readonly RoleName[] = ['ts_admin', 'admin', 'wc_assistant'];
const TS_SERVICES: readonly RoleName[] = ['assistant', 'ts_approver', 'project_manager', 'ts_admin', 'admin'];
const TS_EXEMPTION: readonly RoleName[] = ['ts_admin', 'admin', 'ts_exemption'];
/**
 * "FAQ (5): all main timesheet roles" — the union of the other tabs, plus team_lead, whom the FAQ's
 * team-lead instruction addresses.
 */
const TS_ALL: readonly RoleName[] = [
  ...new Set([
    ...TS_FILL,
    ...TS_APPROVE,
    ...TS_REPORTS,
    ...TS_SETTINGS,
    ...TS_SERVICES,
    ...TS_EXEMPTION,
    'team_lead' as const,
  ]),
];
const VACATION_ADMINS: readonly RoleName[] = ['admin', 'vacation_system_admin'];

export const ACCESS = {
  'timesheet.fill': TS_FILL,
  'timesheet.approve': TS_APPROVE,
  'timesheet.reports': TS_REPORTS,
  'timesheet.settings': TS_SETTINGS,
  'timesheet.services': TS_SERVICES,
  'timesheet.faq': TS_ALL,
  'timesheet.exemption': TS_EXEMPTION,
  'timesheet.team-lead-instruction': ['assistant', 'team_lead', 'ts_admin', 'ts_approver'],
  'work-conditions': ['ts_admin', 'admin'],
  'users-statuses': ['ts_admin', 'admin', 'user_statuses'],
  'vacation.planning': EVERYONE,
  'vacation.matching': EVERYONE,
  'vacation.docs': EVERYONE,
  'vacation.notice': EVERYONE,
  'vacation.reports': [
    'admin',
    'vacation_system_admin',
    'assistant',
    'vacation_approver',
    'manager',
    'partner',
    'older_partner',
  ],
  'vacation.faq': EVERYONE,
  'vacation.settings': VACATION_ADMINS,
  'vacation.remaining-days': VACATION_ADMINS,
  'vacation.report.UNIFIED': VACATION_ADMINS,
  'vacation.report.PERIOD': ['vacation_approver', 'assistant', 'vacation_system_admin', 'admin'],
  'vacation.report.STATUS': ['vacation_approver', 'assistant', 'vacation_system_admin', 'admin'],
  'vacation.report.BALANCE': ['vacation_approver', 'assistant', 'vacation_system_admin', 'admin'],
  'vacation.report.CHANGES': VACATION_ADMINS,
  'vacation.report.ASSISTANT': ['admin', 'assistant', 'vacation_system_admin'],
  /** Editing the work calendar and importing a year (platform issue 4). */
  'work-calendar.edit': ['ts_admin', 'admin'],
  /** Who holds a role (GET /api/roles/{id}/users): the screens that manage permissions and assistants. */
  'roles.users': ['admin', 'ts_admin', 'vacation_system_admin', 'assistant', 'hr'],
  /** Toggling permissions per user and per role. */
  'permissions.manage': ['admin', 'ts_admin'],
  /** The services cut-off on the TimeSheet settings tab (a business constant, spec 001 §5). */
  'timesheet.service-cutoff': ['ts_admin', 'admin'],
  /** People's work statuses for the timesheet (spec 001 §6: the work-statuses report is restricted). */
  'timesheet.work-statuses.view': ['ts_admin', 'admin', 'assistant', 'ts_reporter', 'manager'],
  'timesheet.work-statuses.edit': ['ts_admin', 'admin'],
  /** Finding and mending «не занят» after late changes (GET, POST /timesheet/correct). */
  'timesheet.correct': ['ts_admin', 'admin'],
  /** Support requests inbox (GET /api/support). */
  'support.inbox': ['admin'],
} as const satisfies Record<string, Audience>;

export type AccessKey = keyof typeof ACCESS;
export const ACCESS_KEYS = Object.keys(ACCESS) as AccessKey[];

/** Roles that, together with an access role, show the admin link (platform §6). */
export const ADMIN_ROLES: readonly RoleName[] = ['admin', 'admin_director'];
export const ADMIN_ACCESS_ROLES: readonly RoleName[] = ['admin_access'];

export function hasAnyRole(userRoles: readonly string[], wanted: readonly RoleName[]): boolean {
  return wanted.some((role) => userRoles.includes(role));
}

export function canAccess(userRoles: readonly string[], key: AccessKey): boolean {
  const audience: Audience = ACCESS[key];
  return audience === EVERYONE || hasAnyRole(userRoles, audience);
}

/** The access list returned by GET /api/me: every key the roles open, plus `admin` for the admin link. */
export function accessListFor(userRoles: readonly string[]): string[] {
  const keys: string[] = ACCESS_KEYS.filter((key) => canAccess(userRoles, key));
  if (hasAnyRole(userRoles, ADMIN_ROLES) && hasAnyRole(userRoles, ADMIN_ACCESS_ROLES)) keys.push('admin');
  return keys;
}
