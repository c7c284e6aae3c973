import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { PERMISSIONS, type PermissionName } from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError, notFound } from '../../platform/http/app-error.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import { permissions, rolePermissions, userPermissions } from './permissions.schema.ts';

/**
 * The permissions the user holds directly or through a role, sorted, as a column of a bigger select (the
 * guard's one read of a session, AuthService).
 */
export const permissionNamesOf = (userId: AnyColumn) =>
  // The permissions table holds the names of contracts' PERMISSIONS only (the seed writes them).
  sql<PermissionName[]>`coalesce((select array_agg(${permissions.name} order by ${permissions.name})
    from ${permissions} where exists (select 1 from ${userPermissions}
      where ${userPermissions.userId} = ${userId} and ${userPermissions.permissionId} = ${permissions.id})
    or exists (select 1 from ${rolePermissions} join ${userRoles} on ${userRoles.roleId} = ${rolePermissions.roleId}
      where ${userRoles.userId} = ${userId} and ${rolePermissions.permissionId} = ${permissions.id})), '{}')`;

export class PermissionsService {
  constructor(
    private readonly db: Db,
    /** Tells the guard's cache that someone's permissions changed (absent in scripts). */
    private readonly sessionCache?: SessionCache,
  ) {}

  async forUser(userId: number) {
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('Сотрудник не найден');
    const direct = await this.db.select().from(userPermissions).where(eq(userPermissions.userId, userId));
    const viaRoles = await this.db
      .select({ permissionId: rolePermissions.permissionId, role: roles.name })
      .from(rolePermissions)
      .innerJoin(userRoles, eq(userRoles.roleId, rolePermissions.roleId))
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .where(eq(userRoles.userId, userId));
    return PERMISSIONS.map((permission) => ({
      ...permission,
      granted: direct.some((row) => row.permissionId === permission.id),
      via_roles: viaRoles.filter((row) => row.permissionId === permission.id).map((row) => row.role),
    }));
  }

  async forRole(roleId: number) {
    const [role] = await this.db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
    if (!role) throw notFound('Роль не найдена');
    const granted = await this.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    return PERMISSIONS.map((permission) => ({
      ...permission,
      granted: granted.some((row) => row.permissionId === permission.id),
    }));
  }

  /** Grants or takes back a permission of a user or a role; the change lands with its audit entry. */
  async toggle(
    actor: AuthUser,
    input: { permissionId: number; userId?: number; roleId?: number; granted: boolean },
  ): Promise<void> {
    if (!PERMISSIONS.some((permission) => permission.id === input.permissionId)) {
      throw fieldError('permission_id', 'Неизвестное право');
    }
    if (input.userId !== undefined) {
      const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
      if (!user) throw fieldError('user_id', 'Сотрудник не найден');
    } else {
      const [role] = await this.db.select({ id: roles.id }).from(roles).where(eq(roles.id, input.roleId!));
      if (!role) throw fieldError('role_id', 'Роль не найдена');
    }
    await this.db.transaction(async (tx) => {
      if (input.userId !== undefined) {
        const holder = and(
          eq(userPermissions.userId, input.userId),
          eq(userPermissions.permissionId, input.permissionId),
        );
        if (input.granted)
          await tx
            .insert(userPermissions)
            .values({ userId: input.userId, permissionId: input.permissionId })
            .onConflictDoNothing();
        else await tx.delete(userPermissions).where(holder);
      } else {
        const holder = and(
          eq(rolePermissions.roleId, input.roleId!),
          eq(rolePermissions.permissionId, input.permissionId),
        );
        if (input.granted)
          await tx
            .insert(rolePermissions)
            .values({ roleId: input.roleId!, permissionId: input.permissionId })
            .onConflictDoNothing();
        else await tx.delete(rolePermissions).where(holder);
      }
      await recordAudit(tx, {
        actor,
        action: input.granted ? 'permission.grant' : 'permission.revoke',
        targetType: input.userId !== undefined ? 'user' : 'role',
        targetId: input.userId ?? input.roleId,
        details: { permission_id: input.permissionId },
      });
      // A role's permission changes every holder's session: forget them all (a rare administrator's act).
      await this.sessionCache?.invalidate(
        tx,
        input.userId !== undefined ? { users: [input.userId] } : { all: true },
      );
    });
  }
}
