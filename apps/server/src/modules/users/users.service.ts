import { asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import type { AccessCondition } from '../../platform/modules/server-module.ts';
import { accessListFor, ROLES, type Me, type RoleName } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { qualified } from '../../platform/db/sql.ts';
import type { MeCache } from './me-cache.ts';
import { companies, countries, structures } from '../organisation/organisation.schema.ts';
import { roles, userRoles, users } from './users.schema.ts';

export function fullName(user: { lastName: string; name: string; patronymic: string | null }): string {
  return [user.lastName, user.name, user.patronymic].filter(Boolean).join(' ');
}

/** The user's role names, sorted, as a column of a bigger select (the guard's one read). */
export const roleNamesOf = (userId: AnyColumn) =>
  sql<string[]>`coalesce((select array_agg(${roles.name} order by ${roles.name}) from ${userRoles}
    join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${userId}), '{}')`;

export class UsersService {
  constructor(
    private readonly db: Db,
    /** Tells the guard's cache that a user's roles changed (absent in bootstrap scripts: no cache there). */
    private readonly sessionCache?: SessionCache,
    /** GET /me rows kept between requests (absent in scripts: every call reads). */
    private readonly meCache?: MeCache<MeRow>,
  ) {}

  /** Access keys opened by records rather than roles (module manifests' `access`); set once by app.ts. */
  private accessConditions: readonly AccessCondition[] = [];
  private meQuery: ReturnType<UsersService['buildMeQuery']> | undefined;

  useAccessConditions(conditions: readonly AccessCondition[]): void {
    this.accessConditions = conditions;
    this.meQuery = undefined;
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

  /** The role names a user holds. */
  async roleNames(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId));
    return rows.map((row) => row.name);
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
   * GET /api/me in one query: the caller's row by primary key with scalar subqueries (cheaper to plan than
   * joins) for department, company, country, manager and the administrator behind a login-as, and the access
   * keys records open; roles and permissions come with the request's session.
   */
  async getMe(me: AuthUser): Promise<Me> {
    // Prepared once (after the modules' access conditions are known): built once, planned once per connection.
    const meQuery = (this.meQuery ??= this.buildMeQuery());
    const load = async () =>
      (await meQuery.execute({ id: me.id, impersonator: me.impersonatorUserId }))[0] ?? null;
    const row = this.meCache ? await this.meCache.get(me.id, me.impersonatorUserId, load) : await load();
    if (!row) throw notFound('Сотрудник не найден');
    return this.toMe(me, row);
  }

  /** The GET /me statement: `id` and `impersonator` are its parameters. */
  private buildMeQuery() {
    const nameOf = (id: SQL | ReturnType<typeof sql.placeholder>) =>
      sql<NameParts | null>`(select json_build_array(p.last_name, p.name, p.patronymic)
        from ${users} as p where p.id = ${id})`;
    const opened = this.accessConditions.map((condition) =>
      condition.opens(qualified(users.id)).mapWith(Boolean),
    );
    return this.db
      .select({
        id: users.id,
        login: users.login,
        email: users.email,
        name: users.name,
        lastName: users.lastName,
        patronymic: users.patronymic,
        workPosition: users.workPosition,
        hireDate: users.hireDate,
        managerId: users.managerId,
        department: sql<Me['department']>`(select json_build_object('id', d.id, 'name', d.name,
          'parent_id', d.parent_id) from ${structures} as d where d.id = ${qualified(users.departmentId)})`,
        company: sql<Me['company']>`(select json_build_object('id', c.id, 'name', c.name)
          from ${companies} as c where c.id = ${qualified(users.companyId)})`,
        country: sql<Me['country']>`(select json_build_object('id', c.id, 'name', c.name)
          from ${countries} as c where c.id = ${qualified(users.countryId)})`,
        manager: nameOf(qualified(users.managerId)),
        impersonator: nameOf(sql.placeholder('impersonator')),
        // Each module's condition as a column of its own: `opened[i]` answers `accessConditions[i]`.
        opened: opened.length
          ? sql<boolean[]>`array[${sql.join(opened, sql`, `)}]`
          : sql<boolean[]>`'{}'::boolean[]`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('users_me');
  }

  private toMe(me: AuthUser, row: MeRow): Me {
    const fromRecords = this.accessConditions
      .filter((_, index) => row.opened[index] === true)
      .map(({ key }) => key);
    return {
      id: row.id,
      login: row.login,
      email: row.email,
      name: row.name,
      last_name: row.lastName,
      patronymic: row.patronymic,
      full_name: fullName(row),
      work_position: row.workPosition,
      hire_date: row.hireDate,
      roles: me.roles.map((role) => ({ role })),
      department: row.department,
      company: row.company,
      country: row.country,
      manager:
        row.manager && row.managerId ? { id: row.managerId, full_name: fullNameOf(row.manager) } : null,
      access: [...new Set([...accessListFor(me.roles), ...fromRecords])],
      permissions: [...me.permissions],
      impersonator:
        row.impersonator && me.impersonatorUserId
          ? { id: me.impersonatorUserId, full_name: fullNameOf(row.impersonator) }
          : null,
    };
  }
}

type MeRow = Awaited<ReturnType<ReturnType<UsersService['buildMeQuery']>['execute']>>[number];

/** A person's name as `json_build_array(last_name, name, patronymic)` sends it. */
type NameParts = [string, string, string | null];
const fullNameOf = ([lastName, name, patronymic]: NameParts) => fullName({ lastName, name, patronymic });
