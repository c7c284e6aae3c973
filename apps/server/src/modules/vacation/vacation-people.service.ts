import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_USER_LIST_NAME,
  groupBy,
  MATCHING_ABILITY_BITS,
  type MatchingDayTuple,
  overallColour,
  STATUS_REPORT_LABELS,
  VACATION_SEARCH_LIMIT,
  type UserList,
  type UserListItem,
  type Vacation,
  type VacationUser,
} from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { inIds } from '../../platform/db/sql.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { OrganisationService } from '../organisation/organisation.service.ts';
import type { UsersDirectory } from '../users/users.directory.ts';
import { fullName } from '../users/users.service.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import {
  canApproveVacationOf,
  canViewVacationsOf,
  isRegularUser,
  isVacationAdmin,
  viewVacationsOf,
} from './vacation.policy.ts';
import {
  vacationBalances,
  vacationUserListMembers,
  vacationUserLists,
  vacations,
} from './vacation.schema.ts';
import type { VacationService } from './vacation.service.ts';

/** What the matching calendar reads of a day. */
const matchingColumns = {
  id: vacations.id,
  userId: vacations.userId,
  date: vacations.date,
  typeId: vacations.typeId,
  statusId: vacations.statusId,
  parentId: vacations.parentId,
  moved: vacations.moved,
  comment: vacations.comment,
  statusComment: vacations.statusComment,
  updatedAt: vacations.updatedAt,
};

/**
 * The people side of the planner: the matching calendar's people with their vacations, personal user lists,
 * search, balances and their admin correction, responsibilities.
 */
export class VacationPeopleService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly planner: VacationService,
    private readonly directory: UsersDirectory,
    private readonly organisation: OrganisationService,
  ) {}

  /**
   * The caller's standing in the planner. `can_approve`: whether they decide anyone's vacation — the policy
   * `canApproveVacationOf` over their subordinates (a real manager, with or without the role) or any person
   * (approvers, admins); each matching row carries its own `can_approve`.
   */
  async responsibilities(actor: AuthUser, userId?: number) {
    let viewer = actor;
    if (userId !== undefined) {
      const person = await this.planner.person(userId);
      authorize(actor, viewVacationsOf, person);
      viewer = await this.planner.viewerFor(actor, userId);
    }
    const [subordinate] = await this.db
      .select({ id: users.id, managerId: users.managerId })
      .from(users)
      .where(and(eq(users.managerId, actor.id), ne(users.id, actor.id)))
      .limit(1);
    const anyone = { id: 0, managerId: null };
    return {
      roles: viewer.roles,
      is_regular: isRegularUser(viewer),
      is_vacation_admin: isVacationAdmin(viewer),
      can_approve: canApproveVacationOf(actor, subordinate ?? anyone),
    };
  }

  /**
   * GET dba/vacations/users: rows of the matching calendar. A list of the caller's, or a structure node, or by
   * default the caller's team (their subordinates, or their practice colleagues). Three reads whatever the size
   * (people, their days of the whole year(s) — the overall colour speaks of the year — and list memberships),
   * grouped in one pass; the days go out compact (`matchingDaySchema`).
   */
  async users(
    actor: AuthUser,
    query: { start: string; end: string; listId?: number; structureId?: number },
  ): Promise<VacationUser[]> {
    const myDepartment = sql`(select ${users.departmentId} from ${users} where ${users.id} = ${actor.id})`;
    let who: SQL | undefined;
    if (query.listId) {
      const list = await this.ownList(actor, query.listId);
      who = inArray(users.id, list.users.length ? list.users.map((user) => user.id) : [0]);
    } else if (query.structureId) who = eq(users.departmentId, query.structureId);
    else
      who = or(eq(users.managerId, actor.id), eq(users.id, actor.id), eq(users.departmentId, myDepartment));
    const found = await this.db
      .select({ person: users, colleague: sql<boolean>`${users.departmentId} = ${myDepartment}` })
      .from(users)
      .where(who);
    const people = found
      .filter(({ person, colleague }) => canViewVacationsOf(actor, person) || colleague === true)
      .map(({ person }) => person)
      .sort((a, b) => fullName(a).localeCompare(fullName(b), 'ru'));
    if (people.length === 0) return [];
    const ids = people.map((person) => person.id);
    const byId = new Map(people.map((person) => [person.id, person]));
    const [rows, memberships] = await Promise.all([
      this.db
        .select(matchingColumns)
        .from(vacations)
        .where(
          and(
            inIds(vacations.userId, ids),
            gte(vacations.date, `${query.start.slice(0, 4)}-01-01`),
            lte(vacations.date, `${query.end.slice(0, 4)}-12-31`),
            isNull(vacations.deletedAt),
          ),
        )
        .orderBy(asc(vacations.userId), asc(vacations.date), asc(vacations.id)),
      this.db
        .select({ listId: vacationUserListMembers.listId, userId: vacationUserListMembers.userId })
        .from(vacationUserListMembers)
        .innerJoin(vacationUserLists, eq(vacationUserLists.id, vacationUserListMembers.listId))
        .where(and(eq(vacationUserLists.ownerId, actor.id), inIds(vacationUserListMembers.userId, ids))),
    ]);
    // A block touching the period goes out whole: approving it from the grid approves all its days, those
    // beyond the period (or past New Year, outside the years read) included.
    const blockOf = (row: { id: number; parentId: number | null }) => row.parentId ?? row.id;
    const touched = new Set(
      rows.filter((row) => row.date >= query.start && row.date <= query.end).map(blockOf),
    );
    const yearsStart = `${query.start.slice(0, 4)}-01-01`;
    const yearsEnd = `${query.end.slice(0, 4)}-12-31`;
    const beyond = touched.size
      ? await this.db
          .select(matchingColumns)
          .from(vacations)
          .where(
            and(
              or(inIds(vacations.parentId, [...touched]), inIds(vacations.id, [...touched])),
              isNull(vacations.deletedAt),
              or(sql`${vacations.date} < ${yearsStart}`, sql`${vacations.date} > ${yearsEnd}`),
            ),
          )
          .orderBy(asc(vacations.date))
      : [];
    const rowsOf = groupBy(rows, (row) => row.userId);
    const beyondOf = groupBy(beyond, (row) => row.userId);
    const listsOf = groupBy(memberships, (row) => row.userId);
    return people.map((person) => {
      const year = rowsOf.get(person.id) ?? [];
      const sent = [...year, ...(beyondOf.get(person.id) ?? [])]
        .filter((row) => touched.has(blockOf(row)))
        .sort((a, b) => a.date.localeCompare(b.date));
      // Colleagues outside one's view show as busy days without words.
      const visible = canViewVacationsOf(actor, person);
      const days: MatchingDayTuple[] = [];
      const notes: VacationUser['notes'] = {};
      // The policy answers by status, type and `moved` for one person: a handful of answers, not one per day.
      const bitsByKind = new Map<string, number>();
      for (const row of sent) {
        const kind = `${row.statusId}:${row.typeId}:${row.moved}`;
        let bits = bitsByKind.get(kind);
        if (bits === undefined)
          bitsByKind.set(kind, (bits = abilityBits(this.planner.abilitiesOf(actor, row, byId))));
        days.push([
          row.id,
          row.date,
          row.typeId,
          row.statusId,
          row.parentId ?? row.id,
          bits,
          row.updatedAt.getTime(),
        ]);
        if (visible && (row.comment || row.statusComment))
          notes[row.id] = { status_comment: row.statusComment, comment: row.comment };
      }
      return {
        id: person.id,
        label: fullName(person),
        last_name: person.lastName,
        name: person.name,
        patronymic: person.patronymic,
        position: person.workPosition,
        email: person.email,
        phone_corp: person.phoneCorp,
        manager_id: person.managerId,
        practice_id: person.departmentId,
        lists_ids: (listsOf.get(person.id) ?? []).map((row) => row.listId),
        is_colleague: person.id !== actor.id && person.managerId !== actor.id,
        can_approve: canApproveVacationOf(actor, person),
        overall: overallColour(year.map((row) => ({ type: row.typeId, status: row.statusId }))),
        days,
        notes,
      };
    });
  }

  /** GET vacations/statuses?users=: the overall status of each person (STATUS report wording). */
  async statuses(actor: AuthUser, userIds: number[], year: number) {
    const people = userIds.length ? await this.db.select().from(users).where(inArray(users.id, userIds)) : [];
    for (const person of people) authorize(actor, viewVacationsOf, person);
    const days = userIds.length
      ? await this.planner.select(
          actor,
          inArray(vacations.userId, userIds),
          gte(vacations.date, `${year}-01-01`),
          lte(vacations.date, `${year}-12-31`),
          isNull(vacations.deletedAt),
        )
      : [];
    return people.map((person) => {
      const overall = overallColour(
        days
          .filter((day) => day.user.id === person.id)
          .map((day) => ({ type: day.type.id, status: day.status.id })),
      );
      return { user_id: person.id, overall, label: STATUS_REPORT_LABELS[overall] };
    });
  }

  async search(filter: string): Promise<UserListItem[]> {
    return this.directory.search(filter, VACATION_SEARCH_LIMIT);
  }

  /**
   * GET dba/vacations/assistants (filters of the ASSISTANT report): the assistants of the period — holders of
   * the role employed in it (hired by its end, not dismissed before its start), and whoever planned someone
   * else's vacation in it (an assistant since moved to another job still has actions to report).
   */
  async assistants(period: { start?: string; end?: string }) {
    const holders = this.db
      .selectDistinct({ user: users })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(
          eq(roles.name, 'assistant'),
          period.end ? or(isNull(users.hireDate), lte(users.hireDate, period.end)) : undefined,
          period.start ? or(isNull(users.fireDate), gte(users.fireDate, period.start)) : undefined,
        ),
      );
    const plannedOn = sql`(${vacations.createdAt} at time zone 'UTC')::date`;
    const actors =
      period.start || period.end
        ? await this.db
            .selectDistinct({ user: users })
            .from(vacations)
            .innerJoin(users, eq(users.id, vacations.createdBy))
            .where(
              and(
                ne(vacations.createdBy, vacations.userId),
                period.start ? sql`${plannedOn} >= ${period.start}` : undefined,
                period.end ? sql`${plannedOn} <= ${period.end}` : undefined,
              ),
            )
        : [];
    const rows = [...(await holders), ...actors].filter(
      (row, index, all) => all.findIndex((other) => other.user.id === row.user.id) === index,
    );
    return rows
      .map(({ user }) => ({ id: user.id, full_name: fullName(user) }))
      .sort((a, b) => a.full_name.localeCompare(b.full_name, 'ru'));
  }

  async ofExternal(externalId: string) {
    const [person] = await this.db.select().from(users).where(eq(users.externalId, externalId));
    if (!person) throw notFound('Сотрудник не найден');
    return { id: person.id, full_name: fullName(person), external_id: person.externalId };
  }

  async balance(actor: AuthUser, userId: number, date: string) {
    const person = await this.planner.person(userId);
    authorize(actor, viewVacationsOf, person);
    const year = Number(date.slice(0, 4));
    const [row] = await this.db
      .select()
      .from(vacationBalances)
      .where(and(eq(vacationBalances.userId, userId), eq(vacationBalances.year, year)));
    return {
      user_id: userId,
      date,
      year,
      accumulated: row?.accumulated ?? 0,
      available: await this.planner.available(person, date),
    };
  }

  /** POST dba/vacations/balance/{userId}: an admin sets the days carried into a year; audited. */
  async setBalance(
    actor: AuthUser,
    userId: number,
    body: { year?: number; accumulated?: number; balance?: number; comment?: string | null },
    today: string,
  ) {
    const input = {
      year: body.year ?? Number(today.slice(0, 4)),
      accumulated: body.accumulated ?? body.balance ?? 0,
      comment: body.comment || null,
    };
    const person = await this.planner.person(userId);
    const [before] = await this.db
      .select()
      .from(vacationBalances)
      .where(and(eq(vacationBalances.userId, userId), eq(vacationBalances.year, input.year)));
    await this.db.transaction(async (tx) => {
      await tx
        .insert(vacationBalances)
        .values({
          userId,
          year: input.year,
          accumulated: input.accumulated,
          comment: input.comment,
          updatedBy: actor.id,
        })
        .onConflictDoUpdate({
          target: [vacationBalances.userId, vacationBalances.year],
          set: {
            accumulated: input.accumulated,
            comment: input.comment,
            updatedBy: actor.id,
            updatedAt: this.clock.now(),
          },
        });
      await recordAudit(tx, {
        actor,
        action: 'vacation.balance.set',
        targetType: 'user',
        targetId: person.id,
        details: {
          year: input.year,
          before: before?.accumulated ?? null,
          after: input.accumulated,
          comment: input.comment,
        },
      });
    });
    return this.balance(actor, userId, `${input.year}-12-31`);
  }

  // User lists: personal, owned by the caller.

  async lists(actor: AuthUser): Promise<UserList[]> {
    const lists = await this.db
      .select()
      .from(vacationUserLists)
      .where(eq(vacationUserLists.ownerId, actor.id))
      .orderBy(asc(vacationUserLists.id));
    if (lists.length === 0) return [];
    const members = await this.db
      .select({ listId: vacationUserListMembers.listId, user: users })
      .from(vacationUserListMembers)
      .innerJoin(users, eq(users.id, vacationUserListMembers.userId))
      .where(
        inArray(
          vacationUserListMembers.listId,
          lists.map((list) => list.id),
        ),
      );
    return lists.map((list) => ({
      id: list.id,
      name: list.name,
      users: members
        .filter((row) => row.listId === list.id)
        .map((row) => ({ id: row.user.id, full_name: fullName(row.user) }))
        .sort((a, b) => a.full_name.localeCompare(b.full_name, 'ru')),
    }));
  }

  /** GET user-lists/with-structures: the caller's lists and the structure tree, the two sources of teams. */
  async listsWithStructures(actor: AuthUser) {
    return { lists: await this.lists(actor), structures: await this.organisation.subdivisionTree() };
  }

  async ownList(actor: AuthUser, id: number): Promise<UserList> {
    const list = (await this.lists(actor)).find((item) => item.id === id);
    if (!list) throw notFound('Список не найден');
    return list;
  }

  /** Members must be known people: an unknown id is the caller's mistake (400), not a conflict. */
  private async checkMembers(ids: number[] | undefined): Promise<void> {
    const wanted = [...new Set(ids ?? [])];
    if (wanted.length === 0) return;
    const found = await this.db.select({ id: users.id }).from(users).where(inArray(users.id, wanted));
    if (found.length !== wanted.length)
      throw badRequest('Проверьте правильность заполнения полей', {
        users: ['В списке есть неизвестные сотрудники'],
      });
  }

  async createList(actor: AuthUser, input: { name?: string; users?: number[] }): Promise<UserList> {
    await this.checkMembers(input.users);
    const id = await this.db.transaction(async (tx) => {
      const [list] = await tx
        .insert(vacationUserLists)
        .values({ ownerId: actor.id, name: input.name || DEFAULT_USER_LIST_NAME })
        .returning();
      const members = [...new Set(input.users ?? [])];
      if (members.length)
        await tx
          .insert(vacationUserListMembers)
          .values(members.map((userId) => ({ listId: list!.id, userId })));
      return list!.id;
    });
    return this.ownList(actor, id);
  }

  async updateList(
    actor: AuthUser,
    id: number,
    input: { name?: string; users?: number[] },
  ): Promise<UserList> {
    await this.ownList(actor, id);
    await this.checkMembers(input.users);
    await this.db.transaction(async (tx) => {
      if (input.name !== undefined)
        await tx
          .update(vacationUserLists)
          .set({ name: input.name || DEFAULT_USER_LIST_NAME })
          .where(eq(vacationUserLists.id, id));
      if (input.users !== undefined) {
        await tx.delete(vacationUserListMembers).where(eq(vacationUserListMembers.listId, id));
        const members = [...new Set(input.users)];
        if (members.length)
          await tx.insert(vacationUserListMembers).values(members.map((userId) => ({ listId: id, userId })));
      }
    });
    return this.ownList(actor, id);
  }

  async duplicateList(actor: AuthUser, id: number, name?: string): Promise<UserList> {
    const source = await this.ownList(actor, id);
    return this.createList(actor, {
      name: name || `${source.name} (копия)`,
      users: source.users.map((user) => user.id),
    });
  }

  async deleteList(actor: AuthUser, id: number): Promise<void> {
    await this.ownList(actor, id);
    await this.db.delete(vacationUserLists).where(eq(vacationUserLists.id, id));
  }
}

/** Abilities as the matching calendar sends them: MATCHING_ABILITY_BITS summed. */
function abilityBits(abilities: Vacation['abilities']): number {
  return (Object.keys(MATCHING_ABILITY_BITS) as (keyof typeof MATCHING_ABILITY_BITS)[]).reduce(
    (bits, action) => (abilities[action] ? bits | MATCHING_ABILITY_BITS[action] : bits),
    0,
  );
}
