import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { STRUCTURE_LEVEL, type UserListItem } from '@intranet/contracts';
import { KeyedCache } from '../../platform/cache/keyed-cache.ts';
import { TableCache } from '../../platform/cache/table-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import {
  countTotal,
  KeysetOrder,
  pageOffset,
  paginated,
  type PageRequest,
} from '../../platform/http/pagination.ts';
import { companies, countries, structures } from '../organisation/organisation.schema.ts';
import { byName, escapeLike } from '../../platform/db/sql.ts';
import { ME_CHANGES_CHANNEL } from './me-cache.ts';
import { fullName } from './users.service.ts';
import { monthDayOf, users } from './users.schema.ts';

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

/** The birthday's month and day as 1207 for December 7, for year-independent ranges (an indexed expression). */
const birthdayMonthDay = monthDayOf(users.birthday);
/** `YYYY-MM-DD` → 1207 for December 7. */
const monthDayOfDate = (date: string) => Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
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
    const from = monthDayOfDate(filter.birthdays.from);
    const to = monthDayOfDate(filter.birthdays.to);
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

/** Every this many rows of a list in name order its key is kept, for deep pages by number (see `list`). */
export const PAGE_BOUNDARY_STEP = 500;

type NameKey = readonly [string, string, number];

/** Read-only directory queries over users with their department, company, country and office. */
export class UsersDirectory {
  /**
   * For each filter, the name-order key of every PAGE_BOUNDARY_STEP-th person: a page by number deep in a long
   * list seeks to the nearest key through the index and skips fewer than PAGE_BOUNDARY_STEP rows after it,
   * instead of an OFFSET walking every row before it (9 ms at page 2,495 of 50,000 people; bench:directory).
   * Forgotten on any write to the people (the GET /me triggers' NOTIFY) and after a minute (who counts as
   * fired moves with the date).
   */
  private readonly boundaries = new KeyedCache<string, NameKey[]>({ ttlMs: 60_000, maxEntries: 100 });
  private listening: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly database?: Database,
    private readonly boundaryStep = PAGE_BOUNDARY_STEP,
  ) {
    this.birthdayLists = database && new TableCache(database, [users, structures, companies, countries]);
  }

  /** Birthday lists by filter, page and day (`list`); none without a database to hear changes from. */
  private readonly birthdayLists:
    TableCache<string, Awaited<ReturnType<UsersDirectory['birthdayPage']>>> | undefined;

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

  /** A page of a birthday list: in birthday order from the range's first day, through the month-day index. */
  private async birthdayPage(
    filter: UsersFilter & Required<Pick<UsersFilter, 'birthdays'>>,
    page: PageRequest,
  ) {
    const where = and(...conditionsOf(filter));
    const rows = await this.base()
      .where(where)
      .orderBy(
        sql`case when ${birthdayMonthDay} >= ${monthDayOfDate(filter.birthdays.from)} then 0 else 1 end`,
        birthdayMonthDay,
        users.id,
      )
      .limit(page.per_page)
      .offset(pageOffset(page));
    const counted = this.scoped(filter, { one: sql`1` }).where(where);
    return paginated(rows.map(toUserListItem), await countTotal(this.db, counted), page, '/api/users');
  }

  /** GET /api/users: a page in name order read through the name index; a long list's total is estimated. */
  async list(filter: UsersFilter, page: PageRequest) {
    const where = and(...conditionsOf(filter));
    const counted = this.scoped(filter, { one: sql`1` }).where(where);
    if (filter.birthdays) {
      const birthdays = { ...filter, birthdays: filter.birthdays };
      // Every dashboard asks the same week's birthdays: one read per process until a person or a place
      // changes, or a minute passes (who counts as fired moves with the day: a minute late at midnight).
      const key = JSON.stringify([filter, page]);
      return this.birthdayLists
        ? this.birthdayLists.get(key, () => this.birthdayPage(birthdays, page))
        : this.birthdayPage(birthdays, page);
    }
    let after = byNameOrder.after(page.after);
    let skip = after ? 0 : pageOffset(page);
    if (skip >= this.boundaryStep) {
      const keys = await this.boundaryKeys(filter, where);
      const passed = Math.min(Math.floor(skip / this.boundaryStep), keys.length);
      if (passed > 0) {
        after = byNameOrder.afterKey(keys[passed - 1]!);
        skip -= passed * this.boundaryStep;
      }
    }
    // The page's ids first, from the name index alone; the joins then run for these 20 people only, not for
    // every row an OFFSET skips.
    const pageIds = this.scoped(filter, { id: users.id })
      .where(and(where, after))
      .orderBy(...byNameOrder.by)
      .limit(page.per_page)
      .offset(skip);
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

  /** The name keys of every `boundaryStep`-th person of the filtered list (one index walk, then kept). */
  private async boundaryKeys(filter: UsersFilter, where: SQL | undefined): Promise<NameKey[]> {
    if (this.database) {
      const forget = () => this.boundaries.clear();
      // A lost listening connection may have missed a change: forget on reconnect too.
      this.listening ??= this.database.listen(ME_CHANGES_CHANNEL, forget, forget);
      await this.listening;
    }
    const keys = await this.boundaries.get(JSON.stringify(filter), async () => {
      const numbered = this.scoped(filter, {
        lastName: users.lastName,
        name: users.name,
        id: users.id,
        position: sql<number>`row_number() over (order by ${sql.join(byNameOrder.by, sql`, `)})`.as(
          'position',
        ),
      })
        .where(where)
        .as('numbered');
      const rows = await this.db
        .select({ lastName: numbered.lastName, name: numbered.name, id: numbered.id })
        .from(numbered)
        .where(sql`${numbered.position} % ${this.boundaryStep} = 0`)
        .orderBy(numbered.position);
      return rows.map((row): NameKey => [row.lastName, row.name, row.id]);
    });
    return keys ?? [];
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
