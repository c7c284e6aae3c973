import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  availableDays,
  cancelRefusal,
  checkPlan,
  DEFAULT_COUNTRY_ID,
  type DEFAULT_SETTINGS,
  isVacationLocked,
  maxPlanDate,
  minChangeDate,
  nextYearOpen,
  parseIdList,
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
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import type { WorkCalendarService } from '../work-calendar/work-calendar.service.ts';
import { toVacations, type VacationRow } from './vacation.mapper.ts';
import {
  canApproveVacationOf,
  canPlanFor,
  canViewVacationsOf,
  isRegularUser,
  isVacationAdmin,
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

/** The vacation planner: plans, moves and deletions, status changes, balances (spec 001 §4, §5, §7). */
export class VacationService {
  constructor(
    private readonly db: Db,
    private readonly calendar: WorkCalendarService,
    private readonly settings: SettingsService,
    private readonly notifications: NotificationsService,
    /** The caller's permission names (the next-year toggle). */
    private readonly permissionsOf: (userId: number) => Promise<string[]>,
  ) {}

  private setting(key: keyof typeof DEFAULT_SETTINGS): Promise<string> {
    return this.settings.value(key);
  }

  async person(id: number): Promise<Person> {
    const [person] = await this.db.select().from(users).where(eq(users.id, id));
    if (!person) throw notFound('Сотрудник не найден');
    return person;
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

  /** GET dba/vacations: days of the given people; 400 'No USERS specified' without them. */
  async list(
    actor: AuthUser,
    query: { users: number[]; start?: string; end?: string; withDeleted: boolean },
  ): Promise<Vacation[]> {
    if (query.users.length === 0)
      throw badRequest(VACATION_REQUIRED.users, { users: [VACATION_REQUIRED.users] });
    const people = await this.db.select().from(users).where(inArray(users.id, query.users));
    if (people.length !== new Set(query.users).size) throw notFound('Сотрудник не найден');
    if (people.some((person) => !canViewVacationsOf(actor, person))) throw forbidden();
    return this.select(
      inArray(vacations.userId, query.users),
      query.start ? gte(vacations.date, query.start) : undefined,
      query.end ? lte(vacations.date, query.end) : undefined,
      query.withDeleted ? undefined : isNull(vacations.deletedAt),
    );
  }

  async select(...conditions: (SQL | undefined)[]): Promise<Vacation[]> {
    const rows = await this.db
      .select()
      .from(vacations)
      .where(and(...conditions))
      .orderBy(asc(vacations.userId), asc(vacations.date), asc(vacations.id));
    const missing = [
      ...new Set(rows.map((row) => row.parentId).filter((id): id is number => id !== null)),
    ].filter((id) => !rows.some((row) => row.id === id));
    const parents = missing.length
      ? await this.db.select().from(vacations).where(inArray(vacations.id, missing))
      : [];
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const people = userIds.length ? await this.db.select().from(users).where(inArray(users.id, userIds)) : [];
    return toVacations(rows, new Map(people.map((person) => [person.id, person])), parents);
  }

  /** Approved live days of people in a range: the timesheet counts them as filled (FAQ). */
  approvedDays(userIds: number[], start: string, end: string) {
    return approvedDays(this.db, userIds, start, end);
  }

  async available(person: Person, date: string): Promise<number> {
    const year = Number(date.slice(0, 4));
    return availableDays({
      date,
      accumulated: await accumulatedDays(this.db, person.id, year),
      hireDate: person.hireDate,
      plannedDays: await plannedPaidDays(this.db, person.id, year),
      annualDays: Number(await this.setting('vacation_annual_days')),
    });
  }

  /** Whether the caller plans next year already: the fixed list, the toggle permission or the date. */
  private async nextYearOpenFor(actor: AuthUser, today: string): Promise<boolean> {
    const permissions = await this.permissionsOf(actor.id);
    return nextYearOpen({
      now: today,
      userId: actor.id,
      specialUserIds: parseIdList(await this.setting('vacation_next_year_users')),
      hasTogglePermission: permissions.includes('vacation.toggle_next_year'),
      opensOn: await this.setting('vacation_next_year_opens'),
    });
  }

  /** GET dba/vacations/info[/{userId}]: what the planning tab needs about the person. */
  async info(actor: AuthUser, userId: number, today: string): Promise<VacationInfo> {
    const person = await this.person(userId);
    if (!canViewVacationsOf(actor, person)) throw forbidden();
    const year = Number(today.slice(0, 4));
    const open = await this.nextYearOpenFor(actor, today);
    const years = open ? [year, year + 1] : [year];
    const balances: VacationInfo['balances'] = {};
    const all = await this.select(
      eq(vacations.userId, userId),
      isNull(vacations.deletedAt),
      gte(vacations.date, `${year}-01-01`),
      lte(vacations.date, `${years[years.length - 1]}-12-31`),
    );
    const admin = isVacationAdmin(actor);
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
        (day) => day.date.startsWith(`${y}-`) && day.status.id !== VACATION_STATUS.rejected,
      );
      const count = (type: number) => ofYear.filter((day) => day.type.id === type).length;
      const accumulated = await accumulatedDays(this.db, userId, y);
      const available = await this.available(person, `${y}-12-31`);
      balances[String(y)] = {
        planed: {
          all: ofYear.filter((day) => PAID_TYPES.includes(day.type.id)).length,
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
          // Spec §6: only vacation-system admins see study, unpaid and moved amounts.
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
      min_date: await this.minDateFor(actor, today),
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
    replaces: number[],
    today: string,
  ): Promise<Vacation[]> {
    if (blocks.length === 0 && replaces.length === 0)
      throw badRequest(VACATION_REQUIRED.vacations, { vacations: [VACATION_REQUIRED.vacations] });
    const minDate = await this.minDateFor(actor, today);
    const blocked = isVacationAdmin(actor)
      ? []
      : (await this.blockedPeriods()).map((period) => ({
          date_start: period.dateStart,
          date_end: period.dateEnd,
        }));
    const replaced = replaces.length ? await this.liveRowsForChange(actor, replaces, minDate) : [];
    const nextOpen = await this.nextYearOpenFor(actor, today);
    const plans: { person: Person; block: VacationBlockInput; dates: string[] }[] = [];
    for (const block of blocks) {
      const person = await this.person(block.user_id ?? actor.id);
      if (!canPlanFor(actor, person)) throw forbidden('Вы не можете планировать отпуск этого сотрудника');
      if (replaced.some((row) => row.userId !== person.id))
        throw fieldError('replaces', 'Перенести можно только отпуск того же сотрудника');
      const hireDate = person.hireDate ?? `${today.slice(0, 4)}-01-01`;
      if (block.date_end > maxPlanDate({ today, hireDate, nextYearOpen: nextOpen }))
        throw fieldError('date_end', VACATION_TEXTS.nextYearClosed);
      const range = { start: addDays(block.date_start, -1), end: addDays(block.date_end, 1) };
      const calendar = await this.calendar.weekends(person.countryId ?? DEFAULT_COUNTRY_ID, range);
      const dayOf = (entry: (typeof calendar)[number]) => vacationDay(entry.date, entry.type);
      // The indivisible limit is checked per work year in the transaction, with the blocks before it.
      const result = checkPlan({
        days: calendar.slice(1, -1).map(dayOf),
        type: block.type_id as VacationTypeId,
        minDate,
        blocked,
        before: dayOf(calendar[0]!),
        after: dayOf(calendar[calendar.length - 1]!),
      });
      if (!result.ok) throw fieldError('date_start', result.message);
      plans.push({ person, block, dates: result.dates });
    }
    // Read before the transaction: PGlite has one connection, a read through `this.db` inside it would wait.
    const annualDays = Number(await this.setting('vacation_annual_days'));
    const accumulatedOf = new Map<string, number>();
    for (const { person, dates } of plans) {
      for (const year of new Set(dates.map((date) => Number(date.slice(0, 4)))))
        accumulatedOf.set(`${person.id}|${year}`, await accumulatedDays(this.db, person.id, year));
    }
    const created = await this.db.transaction(async (tx) => {
      await markDeleted(tx, actor, replaced);
      const ids: number[] = [];
      for (const { person, block, dates } of plans) {
        const taken = await tx
          .select({ date: vacations.date })
          .from(vacations)
          .where(
            and(eq(vacations.userId, person.id), isNull(vacations.deletedAt), inArray(vacations.date, dates)),
          );
        if (taken.length)
          throw conflict(`На эти дни уже запланирован отпуск: ${taken.map((day) => day.date).join(', ')}`);
        if (block.type_id === VACATION_TYPE.indivisible) {
          // Each work year the block touches, with what earlier blocks of this request already added.
          const hireOf = (date: string) => person.hireDate ?? `${date.slice(0, 4)}-01-01`;
          for (const part of splitDates(
            dates,
            (date) => workYearOf(date, hireOf(date)).start_date,
          ).values()) {
            const year = workYearOf(part[0]!, hireOf(part[0]!));
            const planned = await indivisibleDays(tx, person.id, year.start_date, year.end_date);
            if (planned + part.length > VACATION_LIMITS.indivisibleLimit)
              throw fieldError('date_start', VACATION_TEXTS.indivisibleLimit);
          }
        }
        if (PAID_TYPES.includes(block.type_id)) {
          // A block over New Year is paid from both calendar years' balances.
          for (const [key, part] of splitDates(dates, (date) => date.slice(0, 4))) {
            const year = Number(key);
            const left = availableDays({
              date: `${year}-12-31`,
              accumulated: accumulatedOf.get(`${person.id}|${year}`) ?? 0,
              hireDate: person.hireDate,
              plannedDays: await plannedPaidDays(tx, person.id, year),
              annualDays,
            });
            if (left < part.length)
              throw fieldError('date_end', `${VACATION_TEXTS.notEnough}: доступно ${left}`);
          }
        }
        const values = dates.map((date) => ({
          userId: person.id,
          date,
          typeId: block.type_id,
          comment: block.comment ?? null,
          moved: replaced.length > 0,
          createdBy: actor.id,
          updatedBy: actor.id,
        }));
        const [first, ...rest] = await tx.insert(vacations).values(values).returning({ id: vacations.id });
        if (rest.length)
          await tx
            .update(vacations)
            .set({ parentId: first!.id })
            .where(
              inArray(
                vacations.id,
                rest.map((row) => row.id),
              ),
            );
        ids.push(first!.id, ...rest.map((row) => row.id));
      }
      return ids;
    });
    await this.notifyApprovers(plans.map((plan) => plan.person));
    return created.length ? this.select(inArray(vacations.id, created)) : [];
  }

  /** Live days the actor may delete or move: known, theirs to plan, not locked, cancellable. */
  private async liveRowsForChange(actor: AuthUser, ids: number[], minDate: string): Promise<VacationRow[]> {
    const rows = await this.db
      .select()
      .from(vacations)
      .where(and(inArray(vacations.id, ids), isNull(vacations.deletedAt)));
    if (rows.length !== new Set(ids).size) throw notFound('Часть отпусков не найдена или уже удалена');
    // A blocked period holds its days as they are for everyone but vacation-system admins.
    const blocked = isVacationAdmin(actor) ? [] : await this.blockedPeriods();
    if (
      rows.some((row) => blocked.some((period) => period.dateStart <= row.date && period.dateEnd >= row.date))
    )
      throw conflict(VACATION_TEXTS.blockedPeriod);
    const people = await this.db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
    for (const row of rows) {
      const person = people.find((item) => item.id === row.userId)!;
      if (!canPlanFor(actor, person)) throw forbidden('Вы не можете менять отпуск этого сотрудника');
      if (isVacationLocked(row.date, minDate)) throw conflict(VACATION_TEXTS.locked);
      // Vacation-system admins fall under the spec's "regular" flag, yet they run the planner: they may cancel.
      const ordinary = isRegularUser(actor) && !isVacationAdmin(actor);
      const refusal = cancelRefusal({ type: row.typeId as VacationTypeId, moved: row.moved }, ordinary);
      if (refusal) throw forbidden(refusal);
    }
    return rows;
  }

  /** DELETE dba/vacations?id=…: the days stay with their deleted statuses; 400 'No ID specified' without ids. */
  async remove(actor: AuthUser, ids: number[], today: string): Promise<void> {
    if (ids.length === 0) throw badRequest(VACATION_REQUIRED.id, { id: [VACATION_REQUIRED.id] });
    const rows = await this.liveRowsForChange(actor, ids, await this.minDateFor(actor, today));
    await this.db.transaction((tx) => markDeleted(tx, actor, rows));
  }

  /** PUT dba/vacations: approve (2), reject (3) or return (1) days; a changed day since the screen loaded is 409. */
  async setStatus(
    actor: AuthUser,
    items: (number | { id: number; updated_at: string })[] | undefined,
    statusId: number | undefined,
    comment: string | null | undefined,
  ): Promise<Vacation[]> {
    if (statusId === undefined)
      throw badRequest(VACATION_REQUIRED.status, { status_id: [VACATION_REQUIRED.status] });
    if (!items?.length)
      throw badRequest(VACATION_REQUIRED.vacations, { vacations: [VACATION_REQUIRED.vacations] });
    if (!LIVE_STATUSES.includes(statusId)) throw fieldError('status_id', 'Статус: 1, 2 или 3');
    if (statusId === VACATION_STATUS.rejected && !comment)
      throw fieldError('comment', 'Укажите причину отклонения');
    const wanted = items.map((item) => (typeof item === 'number' ? { id: item, updated_at: null } : item));
    const rows = await this.db
      .select()
      .from(vacations)
      .where(
        inArray(
          vacations.id,
          wanted.map((item) => item.id),
        ),
      );
    if (rows.length !== new Set(wanted.map((item) => item.id)).size)
      throw notFound('Часть отпусков не найдена');
    const people = await this.db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
    for (const item of wanted) {
      const row = rows.find((candidate) => candidate.id === item.id)!;
      if (
        !canApproveVacationOf(
          actor,
          people.find((person) => person.id === row.userId)!,
        )
      )
        throw forbidden('Вы не согласуете отпуска этого сотрудника');
      const stale =
        item.updated_at !== null && new Date(item.updated_at).getTime() !== row.updatedAt.getTime();
      if (row.deletedAt || stale)
        throw conflict('Отпуск изменился, пока вы его смотрели. Обновите страницу.');
    }
    await this.db
      .update(vacations)
      .set({ statusId, statusComment: comment ?? null, updatedBy: actor.id, updatedAt: new Date() })
      .where(
        inArray(
          vacations.id,
          rows.map((row) => row.id),
        ),
      );
    if (statusId !== VACATION_STATUS.new) {
      const text = statusId === VACATION_STATUS.approved ? 'Ваш отпуск согласован' : 'Ваш отпуск отклонен';
      const owners = [...new Set(rows.map((row) => row.userId))].filter((id) => id !== actor.id);
      await this.notifications.notifyUsers(owners, { title: text, body: comment ?? null, link: '/vacation' });
    }
    return this.select(
      inArray(
        vacations.id,
        rows.map((row) => row.id),
      ),
    );
  }

  /** The approver (the person's manager) hears about a new plan in the bell. */
  private async notifyApprovers(people: Person[]): Promise<void> {
    for (const person of people) {
      if (!person.managerId || person.managerId === person.id) continue;
      await this.notifications.notifyUsers([person.managerId], {
        title: 'Новый отпуск на согласование',
        body: fullName(person),
        link: '/vacation/matching',
      });
    }
  }
}

/** Deleting keeps the day: it takes the deleted variant of its status (1 → 11, 2 → 22, 3 → 33). */
async function markDeleted(db: Db, actor: AuthUser, rows: VacationRow[]): Promise<void> {
  if (rows.length === 0) return;
  const now = new Date();
  await db
    .update(vacations)
    .set({
      // `deletedStatus` in one statement for the whole set: 1 → 11, 2 → 22, 3 → 33.
      statusId: sql`case when ${vacations.statusId} < 10 then ${vacations.statusId} * 11 else ${vacations.statusId} end`,
      deletedAt: now,
      updatedBy: actor.id,
      updatedAt: now,
    })
    .where(
      inArray(
        vacations.id,
        rows.map((row) => row.id),
      ),
    );
}
