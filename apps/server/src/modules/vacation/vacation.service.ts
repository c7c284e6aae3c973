import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  hasPermission,
  addDays,
  availableDays,
  balanceShortfall,
  checkPlan,
  DEFAULT_COUNTRY_ID,
  type DEFAULT_SETTINGS,
  maxPlanDate,
  minChangeDate,
  nextYearOpen,
  paidDaysByYear,
  parseIdList,
  VACATION_ACTION_BY_STATUS,
  splitDates,
  VACATION_REQUIRED,
  VACATION_STATUS,
  VACATION_LIMITS,
  VACATION_TEXTS,
  VACATION_TYPE,
  vacationDay,
  workYearOf,
  type Vacation,
  type VacationBlockInput,
  type VacationInfo,
  type VacationTypeId,
} from '@intranet/contracts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { fullName } from '../users/users.service.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import type { WorkCalendarService } from '../work-calendar/work-calendar.service.ts';
import { toVacations, type VacationRow } from './vacation.mapper.ts';
import { plannedEntries, recordVacationHistory } from './vacation-history.ts';
import { vacationWorkflow, type VacationRecord } from './vacation.workflow.ts';
import { abilitiesOf, applyWorkflow } from '../../platform/workflow/workflow.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import {
  isVacationAdmin,
  mayBorrowRoles,
  planFor,
  vacationViewer,
  viewVacationsOf,
} from './vacation.policy.ts';
import {
  accumulatedDays,
  approvedDays,
  indivisibleDays,
  PAID_TYPES,
  plannedPaidDays,
} from './vacation.queries.ts';
import { vacationBlockedPeriods, vacations } from './vacation.schema.ts';

const LIVE_STATUSES: readonly number[] = [
  VACATION_STATUS.new,
  VACATION_STATUS.approved,
  VACATION_STATUS.rejected,
];

type Person = typeof users.$inferSelect;

/** The vacation planner: plans, moves and deletions, status changes, balances (docs/modules/vacation.md). */
/** A 400 for a required parameter: the Russian text for the user, the old service's text as the code. */
function requiredMissing(which: keyof typeof VACATION_REQUIRED, field: string) {
  const { message, code } = VACATION_REQUIRED[which];
  return badRequest(message, { [field]: [message] }, code);
}

export class VacationService {
  constructor(
    private readonly db: Db,
    clock: Clock,
    private readonly calendar: WorkCalendarService,
    private readonly settings: SettingsService,
    private readonly notifications: NotificationsService,
  ) {
    this.workflow = vacationWorkflow({
      db,
      clock,
      notifications,
      minDateFor: (actor, today) => this.minDateFor(actor, today),
      viewerFor: (actor, personId) => this.viewerFor(actor, personId),
    });
  }

  /** Approve, reject, return and delete (VACATION_WORKFLOW), applied by the platform's engine. */
  readonly workflow: ReturnType<typeof vacationWorkflow>;

  private setting(key: keyof typeof DEFAULT_SETTINGS): Promise<string> {
    return this.settings.value(key);
  }

  async person(id: number): Promise<Person> {
    const [person] = await this.db.select().from(users).where(eq(users.id, id));
    if (!person) throw notFound('Сотрудник не найден');
    return person;
  }

  /** The actor as the planner sees them for a person: an assistant borrows a partner's or admin's roles. */
  async viewerFor(actor: AuthUser, personId: number): Promise<AuthUser> {
    if (!mayBorrowRoles(actor, { id: personId })) return actor;
    const held = await this.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, personId));
    return vacationViewer(
      actor,
      { id: personId },
      held.map((role) => role.name),
    );
  }

  async minDateFor(actor: AuthUser, today: string): Promise<string> {
    const override = await this.setting('vacation_override_date');
    return minChangeDate({
      today,
      isVacationAdmin: isVacationAdmin(actor),
      overrideDate: override || null,
      leadDays: Number(await this.setting('vacation_lead_days')),
    });
  }

  private async blockedPeriods() {
    return this.db.select().from(vacationBlockedPeriods).orderBy(asc(vacationBlockedPeriods.dateStart));
  }

  /** GET dba/vacations: days of the given people; 400 (code 'No USERS specified') without them. */
  async list(
    actor: AuthUser,
    query: { users: number[]; start?: string; end?: string; withDeleted: boolean },
  ): Promise<Vacation[]> {
    if (query.users.length === 0) throw requiredMissing('users', 'users');
    const people = await this.db.select().from(users).where(inArray(users.id, query.users));
    if (people.length !== new Set(query.users).size) throw notFound('Сотрудник не найден');
    for (const person of people) authorize(actor, viewVacationsOf, person);
    return this.select(
      actor,
      inArray(vacations.userId, query.users),
      query.start ? gte(vacations.date, query.start) : undefined,
      query.end ? lte(vacations.date, query.end) : undefined,
      query.withDeleted ? undefined : isNull(vacations.deletedAt),
    );
  }

  /** Days matching the conditions as the wire shape, each with the actor's abilities on it. */
  async select(actor: AuthUser, ...conditions: (SQL | undefined)[]): Promise<Vacation[]> {
    const rows = await this.db
      .select()
      .from(vacations)
      .where(and(...conditions))
      .orderBy(asc(vacations.userId), asc(vacations.date), asc(vacations.id));
    const missing = [
      ...new Set(rows.map((row) => row.parentId).filter((id): id is number => id !== null)),
    ].filter((id) => !rows.some((row) => row.id === id));
    const firstDays = rows.filter((row) => row.parentId === null).map((row) => row.id);
    const known = new Set(rows.map((row) => row.id));
    const kin =
      missing.length || firstDays.length
        ? (
            await this.db
              .select()
              .from(vacations)
              .where(
                or(
                  missing.length ? inArray(vacations.id, missing) : undefined,
                  firstDays.length ? inArray(vacations.parentId, firstDays) : undefined,
                ),
              )
          ).filter((row) => !known.has(row.id))
        : [];
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const people = userIds.length ? await this.db.select().from(users).where(inArray(users.id, userIds)) : [];
    const byId = new Map(people.map((person) => [person.id, person]));
    return toVacations(rows, byId, kin, (row) => this.abilitiesOf(actor, row, byId));
  }

  /**
   * What the actor may do with a day (the workflow table and the policy); `people` holds the day's person. The
   * policy (`mayActOnVacation`) reads only the day's person, status, type and `moved`, so a partial row does.
   */
  abilitiesOf(
    actor: AuthUser,
    row: Pick<VacationRow, 'id' | 'userId' | 'statusId' | 'typeId' | 'moved' | 'updatedAt'>,
    people: Map<number, Pick<typeof users.$inferSelect, 'id' | 'managerId'>>,
  ) {
    const record = { ...row, status: row.statusId } as VacationRecord;
    return abilitiesOf(this.workflow, actor, record, { people });
  }

  /** Approved live days of people in a range: the timesheet counts them as filled (FAQ). */
  approvedDays(userIds: number[], start: string, end: string) {
    return approvedDays(this.db, userIds, start, end);
  }

  async available(
    person: Person,
    date: string,
    known?: { accumulated: number; plannedDays: number },
  ): Promise<number> {
    const year = Number(date.slice(0, 4));
    return availableDays({
      date,
      accumulated: known?.accumulated ?? (await accumulatedDays(this.db, person.id, year)),
      hireDate: person.hireDate,
      plannedDays: known?.plannedDays ?? (await plannedPaidDays(this.db, person.id, year)),
      annualDays: Number(await this.setting('vacation_annual_days')),
    });
  }

  /** Whether the caller plans next year already: the fixed list, the toggle permission or the date. */
  private async nextYearOpenFor(actor: AuthUser, today: string): Promise<boolean> {
    return nextYearOpen({
      now: today,
      userId: actor.id,
      specialUserIds: parseIdList(await this.setting('vacation_next_year_users')),
      hasTogglePermission: hasPermission(actor, 'vacation.toggle_next_year'),
      opensOn: await this.setting('vacation_next_year_opens'),
    });
  }

  /** GET dba/vacations/info[/{userId}]: what the planning tab needs about the person. */
  async info(actor: AuthUser, userId: number, today: string): Promise<VacationInfo> {
    const person = await this.person(userId);
    authorize(actor, viewVacationsOf, person);
    const viewer = await this.viewerFor(actor, userId);
    const year = Number(today.slice(0, 4));
    const open = await this.nextYearOpenFor(actor, today);
    const years = open ? [year, year + 1] : [year];
    const balances: VacationInfo['balances'] = {};
    // Only counted here: the days' rows alone, without the linked days, people and abilities a list shows.
    const all = await this.db
      .select({
        date: vacations.date,
        statusId: vacations.statusId,
        typeId: vacations.typeId,
        moved: vacations.moved,
      })
      .from(vacations)
      .where(
        and(
          eq(vacations.userId, userId),
          isNull(vacations.deletedAt),
          gte(vacations.date, `${year}-01-01`),
          lte(vacations.date, `${years[years.length - 1]}-12-31`),
        ),
      );
    const admin = isVacationAdmin(viewer);
    // The indivisible limit holds per work year (as the planner checks it): this one, then the next.
    const hireDate = person.hireDate ?? `${year}-01-01`;
    const thisWorkYear = workYearOf(today, hireDate);
    const workYears = [thisWorkYear, workYearOf(addDays(thisWorkYear.end_date, 1), hireDate)];
    for (const [index, y] of years.entries()) {
      const workYear = workYears[index]!;
      const indivisibleLeft = Math.max(
        0,
        VACATION_LIMITS.indivisibleLimit -
          (await indivisibleDays(this.db, userId, workYear.start_date, workYear.end_date)),
      );
      const ofYear = all.filter(
        (day) => day.date.startsWith(`${y}-`) && day.statusId !== VACATION_STATUS.rejected,
      );
      const count = (type: number) => ofYear.filter((day) => day.typeId === type).length;
      const accumulated = await accumulatedDays(this.db, userId, y);
      // The year's planned paid days are those counted here: `available` need not read them again.
      const plannedDays = ofYear.filter((day) => PAID_TYPES.includes(day.typeId)).length;
      const available = await this.available(person, `${y}-12-31`, { accumulated, plannedDays });
      balances[String(y)] = {
        planed: {
          all: plannedDays,
          indivisible: count(VACATION_TYPE.indivisible),
          divisible: count(VACATION_TYPE.divisible),
          separated: count(VACATION_TYPE.separated),
        },
        availables: {
          all: available,
          indivisible: indivisibleLeft,
          divisible: Math.max(0, available - indivisibleLeft),
        },
        accumulated: {
          all: accumulated,
          indivisible: count(VACATION_TYPE.indivisible),
          divisible: count(VACATION_TYPE.divisible),
          // Only vacation-system admins see study, unpaid and moved amounts.
          ...(admin
            ? {
                study: count(VACATION_TYPE.study),
                unpaid: count(VACATION_TYPE.unpaid),
                moved: ofYear.filter((day) => day.moved).length,
              }
            : {}),
        },
      };
    }
    return {
      user: { id: person.id, full_name: fullName(person), manager_id: person.managerId },
      hire_date: person.hireDate,
      country: { id: person.countryId ?? DEFAULT_COUNTRY_ID },
      current_work_year: thisWorkYear,
      min_date: await this.minDateFor(viewer, today),
      lead_days: Number(await this.setting('vacation_lead_days')),
      annual_days: Number(await this.setting('vacation_annual_days')),
      next_year_open: open,
      balances,
      blocked_periods: (await this.blockedPeriods()).map((period) => ({
        id: period.id,
        date_start: period.dateStart,
        date_end: period.dateEnd,
      })),
    };
  }

  /**
   * POST dba/vacations: plans blocks and, in the same transaction, moves the `replaces` days to their deleted
   * statuses (a transfer). Every rule of the planner is checked again here.
   */
  async plan(
    actor: AuthUser,
    blocks: VacationBlockInput[],
    topReplaces: number[],
    today: string,
  ): Promise<Vacation[]> {
    const ownReplaces = blocks.flatMap((block) => block.replaces ?? []);
    const replaces = [...new Set([...topReplaces, ...ownReplaces])];
    if (blocks.length === 0 && replaces.length === 0) throw requiredMissing('vacations', 'vacations');
    const created = await this.db.transaction(async () => {
      // Every check below reads the person's balance, limit and days: lock the people first, so parallel
      // plans for them queue here and each sees what the one before it committed (NO KEY UPDATE: inserts that
      // only reference the person are not held up).
      const replacedOwners = replaces.length
        ? await this.db
            .select({ userId: vacations.userId })
            .from(vacations)
            .where(inArray(vacations.id, replaces))
        : [];
      await lockRows(this.db, users, users.id, [
        ...blocks.map((block) => block.user_id ?? actor.id),
        ...replacedOwners.map((row) => row.userId),
      ]);
      // A transfer first moves the replaced days to their deleted statuses (a second transfer of them: 409).
      const replaced = replaces.length
        ? (await applyWorkflow(this.workflow, replaces, 'delete', actor, { input: { today } })).map(
            (change) => change.row,
          )
        : [];
      const periods = (await this.blockedPeriods()).map((period) => ({
        date_start: period.dateStart,
        date_end: period.dateEnd,
      }));
      const nextOpen = await this.nextYearOpenFor(actor, today);
      const annualDays = Number(await this.setting('vacation_annual_days'));
      const ids: number[] = [];
      const planned: Person[] = [];
      for (const block of blocks) {
        const person = await this.person(block.user_id ?? actor.id);
        authorize(actor, planFor, person);
        if (replaced.some((row) => row.userId !== person.id))
          throw fieldError('replaces', 'Перенести можно только отпуск того же сотрудника');
        const viewer = await this.viewerFor(actor, person.id);
        const minDate = await this.minDateFor(viewer, today);
        const blocked = isVacationAdmin(viewer) ? [] : periods;
        const dates = await this.checkedDates(person, block, { today, minDate, blocked, nextOpen });
        await this.assertLimits(person, block, dates, annualDays);
        // A block naming its days moves them; another one may only take a top-level day nobody named.
        const mine = replaced.filter((row) =>
          block.replaces
            ? block.replaces.includes(row.id)
            : row.userId === person.id && topReplaces.includes(row.id) && !ownReplaces.includes(row.id),
        );
        const moved = block.replaces ? mine.length > 0 : mine.some((row) => row.typeId === block.type_id);
        const values = dates.map((date) => ({
          userId: person.id,
          date,
          typeId: block.type_id,
          comment: block.comment ?? null,
          moved,
          createdBy: actor.id,
          updatedBy: actor.id,
        }));
        const [first, ...rest] = await this.db
          .insert(vacations)
          .values(values)
          .returning({ id: vacations.id });
        if (rest.length)
          await this.db
            .update(vacations)
            .set({ parentId: first!.id })
            .where(
              inArray(
                vacations.id,
                rest.map((row) => row.id),
              ),
            );
        ids.push(first!.id, ...rest.map((row) => row.id));
        planned.push(person);
        await recordVacationHistory(
          this.db,
          plannedEntries([first!.id, ...rest.map((row) => row.id)], actor.id),
        );
      }
      await this.notifyApprovers(planned);
      return ids;
    });
    return created.length ? this.select(actor, inArray(vacations.id, created)) : [];
  }

  /** The planner's rules for one block (checkPlan): the days it plans, or a 400 with the rule's text. */
  private async checkedDates(
    person: Person,
    block: VacationBlockInput,
    rules: {
      today: string;
      minDate: string;
      blocked: { date_start: string; date_end: string }[];
      nextOpen: boolean;
    },
  ): Promise<string[]> {
    const hireDate = person.hireDate ?? `${rules.today.slice(0, 4)}-01-01`;
    if (block.date_end > maxPlanDate({ today: rules.today, hireDate, nextYearOpen: rules.nextOpen }))
      throw fieldError('date_end', VACATION_TEXTS.nextYearClosed);
    const range = { start: addDays(block.date_start, -1), end: addDays(block.date_end, 1) };
    const calendar = await this.calendar.weekends(person.countryId ?? DEFAULT_COUNTRY_ID, range);
    const dayOf = (entry: (typeof calendar)[number]) => vacationDay(entry.date, entry.type);
    const result = checkPlan({
      days: calendar.slice(1, -1).map(dayOf),
      type: block.type_id as VacationTypeId,
      minDate: rules.minDate,
      blocked: rules.blocked,
      before: dayOf(calendar[0]!),
      after: dayOf(calendar[calendar.length - 1]!),
    });
    if (!result.ok) throw fieldError('date_start', result.message);
    return result.dates;
  }

  /**
   * What depends on the person's other days, read in the plan's transaction after the person's lock: days
   * already taken (409), the 14-day indivisible limit per work year, the balance of each calendar year.
   */
  private async assertLimits(
    person: Person,
    block: VacationBlockInput,
    dates: string[],
    annualDays: number,
  ): Promise<void> {
    const taken = await this.db
      .select({ date: vacations.date })
      .from(vacations)
      .where(
        and(eq(vacations.userId, person.id), isNull(vacations.deletedAt), inArray(vacations.date, dates)),
      );
    if (taken.length)
      throw conflict(`На эти дни уже запланирован отпуск: ${taken.map((day) => day.date).join(', ')}`);
    if (block.type_id === VACATION_TYPE.indivisible) {
      const hireOf = (date: string) => person.hireDate ?? `${date.slice(0, 4)}-01-01`;
      for (const part of splitDates(dates, (date) => workYearOf(date, hireOf(date)).start_date).values()) {
        const year = workYearOf(part[0]!, hireOf(part[0]!));
        const planned = await indivisibleDays(this.db, person.id, year.start_date, year.end_date);
        if (planned + part.length > VACATION_LIMITS.indivisibleLimit)
          throw fieldError('date_start', VACATION_TEXTS.indivisibleLimit);
      }
    }
    if (!PAID_TYPES.includes(block.type_id)) return;
    // A block over New Year is paid from both calendar years' balances (the web's preview splits it alike).
    const left = new Map<string, number>();
    for (const key of paidDaysByYear(dates).keys()) {
      const year = Number(key);
      left.set(
        key,
        availableDays({
          date: `${year}-12-31`,
          accumulated: await accumulatedDays(this.db, person.id, year),
          hireDate: person.hireDate,
          plannedDays: await plannedPaidDays(this.db, person.id, year),
          annualDays,
        }),
      );
    }
    const short = balanceShortfall(dates, (year) => left.get(year));
    if (short) throw fieldError('date_end', short.message);
  }

  /** DELETE dba/vacations?id=…: the days stay with their deleted statuses; 400 (code 'No ID specified') without ids. */
  async remove(actor: AuthUser, ids: number[], today: string): Promise<void> {
    if (ids.length === 0) throw requiredMissing('id', 'id');
    await applyWorkflow(this.workflow, ids, 'delete', actor, { input: { today } });
  }

  /** PUT dba/vacations: approve (2), reject (3) or return (1) days; a changed day since the screen loaded is 409. */
  async setStatus(
    actor: AuthUser,
    items: (number | { id: number; updated_at: string })[] | undefined,
    statusId: number | undefined,
    comment: string | null | undefined,
  ): Promise<Vacation[]> {
    if (statusId === undefined) throw requiredMissing('status', 'status_id');
    if (!items?.length) throw requiredMissing('vacations', 'vacations');
    if (!LIVE_STATUSES.includes(statusId)) throw fieldError('status_id', 'Статус: 1, 2 или 3');
    if (statusId === VACATION_STATUS.rejected && !comment)
      throw fieldError('comment', 'Укажите причину отклонения');
    const wanted = items.map((item) => (typeof item === 'number' ? { id: item, updated_at: null } : item));
    const seen = new Map(
      wanted.flatMap((item) => (item.updated_at === null ? [] : [[item.id, item.updated_at] as const])),
    );
    const ids = wanted.map((item) => item.id);
    await applyWorkflow(this.workflow, ids, VACATION_ACTION_BY_STATUS[statusId]!, actor, {
      input: { comment },
      seen,
    });
    return this.select(actor, inArray(vacations.id, ids));
  }

  /** The approver (the person's manager) hears about a new plan in the bell. */
  private async notifyApprovers(people: Person[]): Promise<void> {
    await this.notifications.notifyEach(
      people
        .filter((person) => person.managerId && person.managerId !== person.id)
        .map((person) => ({
          userId: person.managerId!,
          title: 'Новый отпуск на согласование',
          body: fullName(person),
          link: '/vacation/matching',
        })),
    );
  }
}
