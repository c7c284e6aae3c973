import { asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import type { AccessCondition } from '../../platform/modules/server-module.ts';
import { accessListFor, ROLES, type Me, type RoleName } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies, countries, structures } from '../organisation/organisation.schema.ts';
import { permissions, rolePermissions, userPermissions } from '../permissions/permissions.schema.ts';
import { roles, userRoles, users } from './users.schema.ts';

export function fullName(user: { lastName: string; name: string; patronymic: string | null }): string {
  return [user.lastName, user.name, user.patronymic].filter(Boolean).join(' ');
}

/** The user's role names, sorted, as a column of a bigger select (the guard's one read). */
export const roleNamesOf = (userId: AnyColumn) =>
  sql<string[]>`coalesce((select array_agg(${roles.name} order by ${roles.name}) from ${userRoles}
    join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${userId}), '{}')`;

/** The permissions the user holds directly or through a role, sorted, as a column of a bigger select. */
export const permissionNamesOf = (userId: AnyColumn) =>
  sql<string[]>`coalesce((select array_agg(${permissions.name} order by ${permissions.name})
    from ${permissions} where exists (select 1 from ${userPermissions}
      where ${userPermissions.userId} = ${userId} and ${userPermissions.permissionId} = ${permissions.id})
    or exists (select 1 from ${rolePermissions} join ${userRoles} on ${userRoles.roleId} = ${rolePermissions.roleId}
      where ${userRoles.userId} = ${userId} and ${rolePermissions.permissionId} = ${permissions.id})), '{}')`;

export class UsersService {
  constructor(
    private readonly db: Db,
    /** Tells the guard's cache that a user's roles changed (absent in bootstrap scripts: no cache there). */
    private readonly sessionCache?: SessionCache,
  ) {}

  /** Access keys opened by records rather than roles (module manifests' `access`); set once by app.ts. */
  private accessConditions: readonly AccessCondition[] = [];

  useAccessConditions(conditions: readonly AccessCondition[]): void {
    this.accessConditions = conditions;
  }

  /** Role names of one user, sorted. */
  async findRoleNames(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(roles.name));
    return rows.map((row) => row.name);
  }

  async findByLogin(login: string) {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.login})`, login.trim().toLowerCase()))
      .limit(1);
    return user ?? null;
  }

  async findById(id: number) {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user ?? null;
  }

  async getById(id: number) {
    const user = await this.findById(id);
    if (!user) throw notFound('Сотрудник не найден');
    return user;
  }

  /** Makes sure every role of the contracts exists (labels follow the contracts). */
  async ensureRoles(): Promise<void> {
    const rows = (Object.keys(ROLES) as RoleName[]).map((name) => ({ name, label: ROLES[name] }));
    await this.db
      .insert(roles)
      .values(rows)
      .onConflictDoUpdate({ target: roles.name, set: { label: sql`excluded.label` } });
  }

  async setRoles(userId: number, roleNames: readonly string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      if (roleNames.length === 0) return;
      const found = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(inArray(roles.name, [...roleNames]));
      await tx.insert(userRoles).values(found.map((role) => ({ userId, roleId: role.id })));
    });
    await this.sessionCache?.invalidate(this.db, { users: [userId] });
  }

  async listRoles() {
    return this.db.select().from(roles).orderBy(asc(roles.name));
  }

  /** GET /roles/{id}/users: active holders of a role, by name. */
  async listRoleUserIds(roleId: number): Promise<number[]> {
    const [role] = await this.db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
    if (!role) throw notFound('Роль не найдена');
    const rows = await this.db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.roleId, roleId));
    return rows.map((row) => row.userId);
  }

  /**
   * GET /api/me in one query: the caller with department, company, country, manager, the administrator behind
   * a login-as, and the access keys records open; roles and permissions come with the request's session.
   */
  async getMe(me: AuthUser): Promise<Me> {
    const department = alias(structures, 'department');
    const manager = alias(users, 'manager');
    const opened = Object.fromEntries(
      this.accessConditions.map((condition, index) => [`a${index}`, condition.opens(users.id)]),
    );
    const [row] = await this.db
      .select({
        user: users,
        department: { id: department.id, name: department.name, parent_id: department.parentId },
        company: { id: companies.id, name: companies.name },
        country: { id: countries.id, name: countries.name },
        manager: {
          id: manager.id,
          name: manager.name,
          lastName: manager.lastName,
          patronymic: manager.patronymic,
        },
        // A scalar subquery, not another alias of users: two aliases' equal column names collide in row mapping.
        impersonator: sql<[string, string, string | null] | null>`(select json_build_array(
          imp.last_name, imp.name, imp.patronymic) from ${users} as imp where imp.id = ${me.impersonatorUserId})`,
        opened: sql<Record<string, boolean>>`json_build_object(${sql.join(
          Object.entries(opened).flatMap(([name, condition]) => [sql.raw(`'${name}'`), condition]),
          sql`, `,
        )})`,
      })
      .from(users)
      .leftJoin(department, eq(department.id, users.departmentId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(countries, eq(countries.id, users.countryId))
      .leftJoin(manager, eq(manager.id, users.managerId))
      .where(eq(users.id, me.id))
      .limit(1);
    if (!row) throw notFound('Сотрудник не найден');
    const { user } = row;
    const fromRecords = this.accessConditions
      .filter((_, index) => row.opened[`a${index}`] === true)
      .map(({ key }) => key);
    const impersonator = row.impersonator;
    return {
      id: user.id,
      login: user.login,
      email: user.email,
      name: user.name,
      last_name: user.lastName,
      patronymic: user.patronymic,
      full_name: fullName(user),
      work_position: user.workPosition,
      hire_date: user.hireDate,
      roles: me.roles.map((role) => ({ role })),
      department: row.department,
      company: row.company,
      country: row.country,
      manager: row.manager ? { id: row.manager.id, full_name: fullName(row.manager) } : null,
      access: [...new Set([...accessListFor(me.roles), ...fromRecords])],
      permissions: [...me.permissions],
      impersonator:
        impersonator && me.impersonatorUserId
          ? {
              id: me.impersonatorUserId,
              full_name: fullName({
                lastName: impersonator[0],
                name: impersonator[1],
                patronymic: impersonator[2],
              }),
            }
          : null,
    };
  }
}
