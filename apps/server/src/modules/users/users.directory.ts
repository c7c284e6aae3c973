import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { STRUCTURE_LEVEL, type UserListItem } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import {
  countTotal,
  KeysetOrder,
  pageOffset,
  paginated,
  type PageRequest,
} from '../../platform/http/pagination.ts';
import { companies, countries, structures } from '../organisation/organisation.schema.ts';
import { byName, escapeLike } from '../../platform/db/sql.ts';
import { fullName } from './users.service.ts';
import { users } from './users.schema.ts';

export interface UsersFilter {
  search?: string;
  departmentId?: number;
  companyId?: number;
  countryId?: number;
  officeId?: number;
  includeFired?: boolean;
  birthdays?: { from: string; to: string };
  ids?: number[];
}

const department = alias(structures, 'department');
const office = alias(structures, 'office');
const block = alias(structures, 'block');
const region = alias(structures, 'region');

/** People by surname, name and id: the order of the `users_name_order_idx` index (migration 0010). */
const byNameOrder = new KeysetOrder<{ user: { lastName: string; name: string; id: number } }>(
  [
    { by: byName(users.lastName), kind: 'text' },
    { by: byName(users.name), kind: 'text' },
    { by: sql`${users.id}`, kind: 'integer' },
  ],
  ({ user }) => [user.lastName, user.name, user.id],
);

/** `MM-DD` of the user's birthday, for year-independent birthday ranges. */
const birthdayMonthDay = sql<string>`to_char(${users.birthday}, 'MM-DD')`;
const nameText = sql`lower(${users.lastName} || ' ' || ${users.name} || ' ' || coalesce(${users.patronymic}, ''))`;

function conditionsOf(filter: UsersFilter): SQL[] {
  const conditions: SQL[] = [];
  if (!filter.includeFired) {
    conditions.push(or(isNull(users.fireDate), gte(users.fireDate, sql`current_date`))!);
  }
  if (filter.search) {
    const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
    for (const word of words) conditions.push(sql`${nameText} like ${`%${escapeLike(word)}%`}`);
  }
  if (filter.departmentId) {
    // A block selects its practices' people too.
    conditions.push(
      or(eq(users.departmentId, filter.departmentId), eq(department.parentId, filter.departmentId))!,
    );
  }
  if (filter.ids) conditions.push(filter.ids.length ? inArray(users.id, filter.ids) : sql`false`);
  if (filter.companyId) conditions.push(eq(users.companyId, filter.companyId));
  if (filter.countryId) conditions.push(eq(users.countryId, filter.countryId));
  if (filter.officeId) conditions.push(eq(users.officeId, filter.officeId));
  if (filter.birthdays) {
    const from = filter.birthdays.from.slice(5);
    const to = filter.birthdays.to.slice(5);
    // A range over New Year (e.g. 12-25 … 01-10) is two ranges.
    conditions.push(
      from <= to
        ? and(gte(birthdayMonthDay, from), lte(birthdayMonthDay, to))!
        : or(gte(birthdayMonthDay, from), lte(birthdayMonthDay, to))!,
    );
  }
  return conditions;
}

type Row = {
  user: typeof users.$inferSelect;
  department: { id: number; name: string; parentId: number | null; entityType: number | null } | null;
  company: { id: number; name: string } | null;
  country: { id: number; name: string } | null;
  office: { id: number; name: string } | null;
};

export function toUserListItem(row: Row): UserListItem {
  const { user } = row;
  return {
    id: user.id,
    login: user.login,
    name: user.name,
    last_name: user.lastName,
    patronymic: user.patronymic,
    full_name: fullName(user),
    email: user.email,
    work_position: user.workPosition,
    department: row.department
      ? {
          id: row.department.id,
          name: row.department.name,
          parent_id: row.department.parentId,
          entity_type: row.department.entityType,
        }
      : null,
    company: row.company,
    country: row.country,
    office: row.office,
    manager_id: user.managerId,
    hire_date: user.hireDate,
    fire_date: user.fireDate,
    birthday: user.birthday,
    phone_corp: user.phoneCorp,
    phone_personal: user.phonePersonal,
  };
}

/** Read-only directory queries over users with their department, company, country and office. */
export class UsersDirectory {
  constructor(private readonly db: Db) {}

  /** Users joined with department (incl. level), company, country and office; `extra` adds columns. */
  private base<Extra extends SelectedFields = Record<never, never>>(extra: Extra = {} as Extra) {
    return this.db
      .select({
        user: users,
        department: {
          id: department.id,
          name: department.name,
          parentId: department.parentId,
          entityType: department.entityType,
          level: department.level,
        },
        company: { id: companies.id, name: companies.name },
        country: { id: countries.id, name: countries.name },
        office: { id: office.id, name: office.name },
        ...extra,
      })
      .from(users)
      .leftJoin(department, eq(department.id, users.departmentId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(countries, eq(countries.id, users.countryId))
      .leftJoin(office, eq(office.id, users.officeId));
  }

  /**
   * Users with the department joined only when the filter needs it: even a join PostgreSQL removes keeps the
   * planner from walking the name index for a deep page (it sorts the whole table instead).
   */
  private scoped<Fields extends SelectedFields>(filter: UsersFilter, fields: Fields) {
    const query = this.db.select(fields).from(users).$dynamic();
    return filter.departmentId ? query.leftJoin(department, eq(department.id, users.departmentId)) : query;
  }

  /** GET /api/users: a page in name order read through the name index; a long list's total is estimated. */
  async list(filter: UsersFilter, page: PageRequest) {
    const where = and(...conditionsOf(filter));
    const counted = this.scoped(filter, { one: sql`1` }).where(where);
    if (filter.birthdays) {
      // Birthday order has no index and no keyset: a birthday list is a few weeks' people.
      const rows = await this.base()
        .where(where)
        .orderBy(
          sql`case when ${birthdayMonthDay} >= ${filter.birthdays.from.slice(5)} then 0 else 1 end`,
          birthdayMonthDay,
          users.id,
        )
        .limit(page.per_page)
        .offset(pageOffset(page));
      return paginated(rows.map(toUserListItem), await countTotal(this.db, counted), page, '/api/users');
    }
    const after = byNameOrder.after(page.after);
    // The page's ids first, from the name index alone; the joins then run for these 20 people only, not for
    // every row an OFFSET skips.
    const pageIds = this.scoped(filter, { id: users.id })
      .where(and(where, after))
      .orderBy(...byNameOrder.by)
      .limit(page.per_page)
      .offset(after ? 0 : pageOffset(page));
    const [rows, total] = await Promise.all([
      this.base()
        .where(inArray(users.id, pageIds))
        .orderBy(...byNameOrder.by),
      countTotal(this.db, counted),
    ]);
    return paginated(
      rows.map(toUserListItem),
      total,
      page,
      '/api/users',
      undefined,
      byNameOrder.cursorAfter(rows),
    );
  }

  /** GET /users/search/ts: name contains every word, at most `limit` people. */
  async search(text: string, limit: number): Promise<UserListItem[]> {
    const rows = await this.base()
      .where(and(...conditionsOf({ search: text })))
      .orderBy(byName(users.lastName), byName(users.name))
      .limit(limit);
    return rows.map(toUserListItem);
  }

  /** GET /users/with-structures: active people with block, practice and region resolved. */
  async withStructures(filter: UsersFilter) {
    const rows = await this.base({
      block: { id: block.id, name: block.name },
      region: { id: region.id, name: region.name },
    })
      .leftJoin(block, and(eq(block.id, department.parentId), eq(block.level, STRUCTURE_LEVEL.block)))
      .leftJoin(region, eq(region.id, office.parentId))
      .where(and(...conditionsOf(filter)))
      .orderBy(byName(users.lastName), byName(users.name));
    return rows.map((row) => ({
      ...toUserListItem(row),
      block: row.block,
      practice:
        row.department && row.department.level === STRUCTURE_LEVEL.practice
          ? { id: row.department.id, name: row.department.name }
          : null,
      region: row.region,
    }));
  }
}
