import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessSubject } from '../../platform/modules/server-module.ts';
import { accessListFor, ROLES, type Me, type RoleName } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies, countries, structures } from '../organisation/organisation.schema.ts';
import { roles, userRoles, users } from './users.schema.ts';

export function fullName(user: { lastName: string; name: string; patronymic: string | null }): string {
  return [user.lastName, user.name, user.patronymic].filter(Boolean).join(' ');
}

export class UsersService {
  constructor(
    private readonly db: Db,
    /** Reads the caller's fine-grained permissions for GET /me (absent in bootstrap scripts). */
    private readonly permissionNames: (userId: number) => Promise<string[]> = async () => [],
  ) {}

  /** Access keys opened by records rather than roles (module manifests' `access`); set once by app.ts. */
  private accessFromRecords: (user: AccessSubject) => Promise<readonly string[]> = async () => [];

  useAccessFromRecords(read: (user: AccessSubject) => Promise<readonly string[]>): void {
    this.accessFromRecords = read;
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

  /** GET /api/me: the caller with roles, department, company, country, manager and access list. */
  async getMe(userId: number, impersonatorUserId: number | null): Promise<Me> {
    const department = alias(structures, 'department');
    const manager = alias(users, 'manager');
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
      })
      .from(users)
      .leftJoin(department, eq(department.id, users.departmentId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(countries, eq(countries.id, users.countryId))
      .leftJoin(manager, eq(manager.id, users.managerId))
      .where(and(eq(users.id, userId)))
      .limit(1);
    if (!row) throw notFound('Сотрудник не найден');
    const roleNames = await this.findRoleNames(userId);
    const impersonator = impersonatorUserId ? await this.findById(impersonatorUserId) : null;
    const { user } = row;
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
      roles: roleNames.map((role) => ({ role })),
      department: row.department,
      company: row.company,
      country: row.country,
      manager: row.manager ? { id: row.manager.id, full_name: fullName(row.manager) } : null,
      access: [
        ...new Set([
          ...accessListFor(roleNames),
          ...(await this.accessFromRecords({ id: userId, roles: roleNames })),
        ]),
      ],
      permissions: await this.permissionNames(userId),
      impersonator: impersonator ? { id: impersonator.id, full_name: fullName(impersonator) } : null,
    };
  }
}
