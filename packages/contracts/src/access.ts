import type { RoleName } from './roles.ts';
import { EVERYONE, type AccessTable, type Audience } from './access/audience.ts';
import { CONTRACT_MODULES, type ModuleAccessKey } from './modules.ts';

export { EVERYONE };
export type { AccessTable, Audience } from './access/audience.ts';

/**
 * Screens, tabs and actions -> roles: the access tables of every module's manifest (`<module>/module.ts`,
 * listed in modules.ts; each module's page in docs/modules/ lists its screens and who sees them). `everyone`
 * means any signed-in user. The web shows a menu entry or tab only when its key is in the caller's access
 * list (GET /api/me), and the server guards the module's routes with the same table. A key belongs to one
 * module only (access/access-tables.test.ts).
 */
export const ACCESS = Object.assign(
  {},
  ...CONTRACT_MODULES.map((module): AccessTable => ('access' in module ? module.access : {})),
) as Readonly<Record<ModuleAccessKey, Audience>>;

export type AccessKey = ModuleAccessKey;
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
