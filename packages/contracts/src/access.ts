import type { RoleName } from './roles.ts';
import {
  WORK_CALENDAR_ACCESS,
  PERMISSIONS_ACCESS,
  PLATFORM_ACCESS,
  SUPPORT_ACCESS,
} from './access/administration.ts';
import { COMMUNITY_ACCESS } from './access/community.ts';
import { EVERYONE, type Audience } from './access/audience.ts';
import { USERS_STATUSES_ACCESS, WORK_CONDITIONS_ACCESS } from './access/people.ts';
import { TIMESHEET_ACCESS } from './access/timesheet.ts';
import { VACATION_ACCESS } from './access/vacation.ts';
import { PORTFOLIO_ACCESS } from './access/portfolio.ts';

export { EVERYONE };
export type { AccessTable, Audience } from './access/audience.ts';
export {
  COMMUNITY_ACCESS,
  PERMISSIONS_ACCESS,
  PLATFORM_ACCESS,
  SUPPORT_ACCESS,
  TIMESHEET_ACCESS,
  USERS_STATUSES_ACCESS,
  VACATION_ACCESS,
  WORK_CALENDAR_ACCESS,
  WORK_CONDITIONS_ACCESS,
  PORTFOLIO_ACCESS,
};

/**
 * Screens and tabs -> roles, one table per module in `access/` (each module's page in docs/modules/ lists its
 * screens and who sees them). `everyone` means any signed-in user. The web shows a menu entry or tab only
 * when its key is in the caller's access list (GET /api/me), and the server guards the module's routes with
 * the same table. A key belongs to one module only (access/access-tables.test.ts).
 */
export const ACCESS = {
  ...TIMESHEET_ACCESS,
  ...WORK_CONDITIONS_ACCESS,
  ...USERS_STATUSES_ACCESS,
  ...VACATION_ACCESS,
  ...WORK_CALENDAR_ACCESS,
  ...PERMISSIONS_ACCESS,
  ...SUPPORT_ACCESS,
  ...PORTFOLIO_ACCESS,
  ...COMMUNITY_ACCESS,
  ...PLATFORM_ACCESS,
} as const satisfies Record<string, Audience>;

export type AccessKey = keyof typeof ACCESS;
export const ACCESS_KEYS = Object.keys(ACCESS) as AccessKey[];

/** Roles that, together with an access role, show the admin link (docs/modules/users.md). */
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
