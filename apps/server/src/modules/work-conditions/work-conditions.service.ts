import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import {
  formatRussianDate,
  WC_MESSAGES,
  WC_SEARCH_MIN_LENGTH,
  type WcConditionsBody,
  type WcHistoryBody,
  type WcHistoryEntry,
  type WcPosition,
  type WcPositionBody,
  type WcUserRow,
  type WcUserSearchItem,
} from '@intranet/contracts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { byName, escapeLike, rowsOf } from '../../platform/db/sql.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { countTotal, pageOffset, paginated, type PageRequest } from '../../platform/http/pagination.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { users } from '../users/users.schema.ts';
import { fullName } from '../users/users.service.ts';
import { editWorkConditions } from './work-conditions.policy.ts';
import { readHistory, readPositions } from './work-conditions.queries.ts';
import { wcPositionHistory, wcPositions } from './work-conditions.schema.ts';

/** The pg-boss queue that applies changes on their date (migration 0023). */
export const WC_APPLY_QUEUE = 'work_conditions.apply_changes';

const CONDITION_COLUMNS = sql.raw(`location_id, department_id, default_project_id, default_customer_id,
  work_position, work_rate, hire_date, fire_date, employment_status_id, tab_number, uid, user_status_id`);

function conditionValues(body: WcConditionsBody) {
  return {
    locationId: body.location_id ?? null,
    departmentId: body.department_id ?? null,
    defaultProjectId: body.default_project_id ?? null,
    defaultCustomerId: body.default_customer_id ?? null,
    workPosition: body.work_position,
    workRate: body.work_rate.toFixed(2),
    hireDate: body.hire_date,
    fireDate: body.fire_date ?? null,
    employmentStatusId: body.employment_status_id,
    tabNumber: body.tab_number || null,
    uid: body.uid || null,
    userStatusId: body.user_status_id,
  };
}

export interface WcListFilter {
  search?: string;
  userId?: number;
  departmentId?: number;
}

/**
 * Positions and their history (docs/decisions.md, "Work conditions"). A history entry is the whole set of
 * conditions from its `date_apply` on; the position row holds the entry in force today. An entry dated ahead
 * is applied on its day by a pg-boss job queued with `startAfter`, and by every read that finds it due.
 */
export class WorkConditionsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Copies the entry in force on `today` onto each position that has an entry due but not applied yet.
   * Idempotent: the job and every read call it; returns how many positions changed.
   */
  async applyDue(today = this.clock.today()): Promise<number> {
    const [pending] = rowsOf<{ n: number }>(
      await this.db.execute(sql`select count(*)::int as n from wc_position_history
        where applied_at is null and date_apply <= ${today}`),
    );
    if (!pending || Number(pending.n) === 0) return 0;
    return this.db.transaction(async () => {
      // The positions first, in id order: the update below is then a statement of its own that sees every
      // change committed before the lock (an update that waits re-reads its subquery with an old snapshot).
      await this.db.execute(sql`select id from wc_positions where id in (select position_id
          from wc_position_history where applied_at is null and date_apply <= ${today})
        order by id for update`);
      const changed = rowsOf<{ id: number }>(
        await this.db.execute(sql`update wc_positions p set (${CONDITION_COLUMNS}) = (
            select ${CONDITION_COLUMNS} from wc_position_history h
            where h.position_id = p.id and h.date_apply <= ${today}
            order by h.date_apply desc, h.id desc limit 1), updated_at = now()
          where p.id in (select position_id from wc_position_history
            where applied_at is null and date_apply <= ${today})
          returning p.id`),
      );
      await this.db.execute(sql`update wc_position_history set applied_at = now()
        where applied_at is null and date_apply <= ${today}`);
      return changed.length;
    });
  }

  /** Sets a position from the entry in force today, or from its earliest entry when all are ahead. */
  private async refresh(positionId: number, today: string): Promise<void> {
    await this.db.execute(sql`update wc_positions p set (${CONDITION_COLUMNS}) = (
        select ${CONDITION_COLUMNS} from wc_position_history h where h.position_id = p.id
        order by (h.date_apply > ${today}), case when h.date_apply <= ${today} then h.date_apply end desc nulls last,
          h.date_apply, h.id desc
        limit 1), updated_at = now()
      where p.id = ${positionId}`);
    await this.db.execute(sql`update wc_position_history set applied_at = now()
      where position_id = ${positionId} and applied_at is null and date_apply <= ${today}`);
  }

  /** GET /work_conditions: people (active or with positions) and their positions, by name. */
  async list(actor: AuthUser, filter: WcListFilter, page: PageRequest) {
    const today = this.clock.today();
    await this.applyDue(today);
    const conditions = [sql`true`];
    if (filter.userId) conditions.push(sql`u.id = ${filter.userId}`);
    if (filter.departmentId) {
      conditions.push(sql`exists (select 1 from wc_positions fp left join structures fs on fs.id = fp.department_id
        where fp.user_id = u.id and (fp.department_id = ${filter.departmentId} or fs.parent_id = ${filter.departmentId}))`);
    }
    for (const word of (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
      const like = `%${escapeLike(word)}%`;
      conditions.push(sql`(lower(u.last_name || ' ' || u.name || ' ' || coalesce(u.patronymic, '')) like ${like}
        or exists (select 1 from wc_positions sp where sp.user_id = u.id and lower(coalesce(sp.tab_number, '')) like ${like}))`);
    }
    const where = sql.join(conditions, sql` and `);
    const total = await countTotal(this.db, sql`select 1 from users u where ${where}`);
    const people = rowsOf<{
      id: number;
      login: string;
      last_name: string;
      name: string;
      patronymic: string | null;
    }>(
      await this.db
        .execute(sql`select u.id, u.login, u.last_name, u.name, u.patronymic from users u where ${where}
        order by ${byName(sql`u.last_name`)}, ${byName(sql`u.name`)}, u.id
        limit ${page.per_page} offset ${pageOffset(page)}`),
    );
    const ids = people.map((person) => Number(person.id));
    const positions = ids.length ? await readPositions(this.db, actor, today, { userIds: ids }) : [];
    const data: WcUserRow[] = people.map((person) => ({
      user: {
        id: Number(person.id),
        login: person.login,
        full_name: fullName({ lastName: person.last_name, name: person.name, patronymic: person.patronymic }),
      },
      positions: positions.filter((position) => position.user_id === Number(person.id)),
    }));
    return paginated(data, total, page, '/api/work_conditions');
  }

  async getPosition(actor: AuthUser, id: number): Promise<WcPosition> {
    const [position] = await readPositions(this.db, actor, this.clock.today(), { positionIds: [id] });
    if (!position) throw notFound(WC_MESSAGES.positionNotFound);
    return position;
  }

  /** POST /work_conditions: a new position; the person's first becomes the default. */
  async create(actor: AuthUser, body: WcPositionBody): Promise<WcPosition> {
    authorize(actor, editWorkConditions);
    this.checkDates(body);
    const id = await this.db.transaction(async () => {
      await lockRows(this.db, users, users.id, [body.user_id]);
      const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, body.user_id));
      if (!user) throw fieldError('user_id', WC_MESSAGES.userNotFound);
      await this.checkReferences(body);
      const [{ n } = { n: 0 }] = await this.db
        .select({ n: count() })
        .from(wcPositions)
        .where(eq(wcPositions.userId, body.user_id));
      const values = conditionValues(body);
      const [created] = await this.db
        .insert(wcPositions)
        .values({ userId: body.user_id, isDefault: Number(n) === 0, ...values })
        .returning({ id: wcPositions.id });
      await this.db.insert(wcPositionHistory).values({
        positionId: created!.id,
        dateApply: body.hire_date,
        ...values,
        appliedAt: body.hire_date <= this.clock.today() ? this.clock.now() : null,
        createdBy: actor.id,
      });
      if (body.hire_date > this.clock.today()) await this.schedule(body.hire_date);
      await recordAudit(this.db, {
        actor,
        action: 'work_conditions.create',
        targetType: 'wc_position',
        targetId: created!.id,
      });
      return created!.id;
    });
    return this.getPosition(actor, id);
  }

  /** POST /work_conditions/{id}/default: the person's main position (the others lose the mark). */
  async setDefault(actor: AuthUser, id: number): Promise<WcPosition> {
    authorize(actor, editWorkConditions);
    await this.db.transaction(async () => {
      const [position] = await this.db
        .select({ userId: wcPositions.userId })
        .from(wcPositions)
        .where(eq(wcPositions.id, id));
      if (!position) throw notFound(WC_MESSAGES.positionNotFound);
      await lockRows(this.db, users, users.id, [position.userId]);
      await this.db
        .update(wcPositions)
        .set({ isDefault: false, updatedAt: this.clock.now() })
        .where(and(eq(wcPositions.userId, position.userId), eq(wcPositions.isDefault, true)));
      await this.db
        .update(wcPositions)
        .set({ isDefault: true, updatedAt: this.clock.now() })
        .where(eq(wcPositions.id, id));
    });
    return this.getPosition(actor, id);
  }

  /** DELETE /work_conditions/{id}: 409 for the person's only position; the default passes to another. */
  async removePosition(actor: AuthUser, id: number): Promise<void> {
    authorize(actor, editWorkConditions);
    await this.db.transaction(async () => {
      const [found] = await this.db
        .select({ userId: wcPositions.userId })
        .from(wcPositions)
        .where(eq(wcPositions.id, id));
      if (!found) throw notFound(WC_MESSAGES.positionNotFound);
      await lockRows(this.db, users, users.id, [found.userId]);
      // Read again under the person's lock: a delete that waited must see the default another one passed on.
      const [position] = await this.db.select().from(wcPositions).where(eq(wcPositions.id, id));
      if (!position) throw notFound(WC_MESSAGES.positionNotFound);
      const others = await this.db
        .select({ id: wcPositions.id })
        .from(wcPositions)
        .where(and(eq(wcPositions.userId, position.userId), sql`${wcPositions.id} <> ${id}`))
        .orderBy(asc(wcPositions.hireDate), asc(wcPositions.id));
      if (others.length === 0) throw conflict(WC_MESSAGES.onlyPosition);
      await this.db.delete(wcPositions).where(eq(wcPositions.id, id));
      if (position.isDefault) {
        await this.db.update(wcPositions).set({ isDefault: true }).where(eq(wcPositions.id, others[0]!.id));
      }
      await recordAudit(this.db, {
        actor,
        action: 'work_conditions.delete',
        targetType: 'wc_position',
        targetId: id,
        details: { user_id: position.userId, work_position: position.workPosition },
      });
    });
  }

  /** GET /work_conditions/{position_id}/history. */
  async history(actor: AuthUser, positionId: number): Promise<WcHistoryEntry[]> {
    const today = this.clock.today();
    await this.applyDue(today);
    await this.getPosition(actor, positionId);
    return readHistory(this.db, actor, today, positionId);
  }

  /**
   * POST /work_conditions/{position_id}/history: the conditions from `date_apply` on. Dated today or earlier
   * it applies at once (when it is the newest such entry); dated ahead it is scheduled for its day.
   */
  async addHistory(actor: AuthUser, positionId: number, body: WcHistoryBody): Promise<WcHistoryEntry[]> {
    authorize(actor, editWorkConditions);
    this.checkDates(body);
    if (body.date_apply < body.hire_date) {
      throw fieldError('date_apply', WC_MESSAGES.beforeHire(formatRussianDate(body.hire_date)));
    }
    const today = this.clock.today();
    await this.db.transaction(async () => {
      const locked = await lockRows(this.db, wcPositions, wcPositions.id, [positionId]);
      if (locked.length === 0) throw notFound(WC_MESSAGES.positionNotFound);
      await this.checkReferences(body);
      const [entry] = await this.db
        .insert(wcPositionHistory)
        .values({
          positionId,
          dateApply: body.date_apply,
          ...conditionValues(body),
          comment: body.comment || null,
          createdBy: actor.id,
        })
        .returning({ id: wcPositionHistory.id });
      if (body.date_apply <= today) await this.refresh(positionId, today);
      else await this.schedule(body.date_apply);
      await recordAudit(this.db, {
        actor,
        action: 'work_conditions.history.create',
        targetType: 'wc_position',
        targetId: positionId,
        details: { entry_id: entry!.id, date_apply: body.date_apply },
      });
    });
    return readHistory(this.db, actor, today, positionId);
  }

  /** DELETE /work_conditions/{position_id}/history/{id}: 409 for the position's only entry. */
  async removeHistory(actor: AuthUser, positionId: number, id: number): Promise<WcHistoryEntry[]> {
    authorize(actor, editWorkConditions);
    const today = this.clock.today();
    await this.db.transaction(async () => {
      const locked = await lockRows(this.db, wcPositions, wcPositions.id, [positionId]);
      if (locked.length === 0) throw notFound(WC_MESSAGES.positionNotFound);
      const entries = await this.db
        .select({ id: wcPositionHistory.id, dateApply: wcPositionHistory.dateApply })
        .from(wcPositionHistory)
        .where(eq(wcPositionHistory.positionId, positionId));
      const entry = entries.find((item) => item.id === id);
      if (!entry) throw notFound(WC_MESSAGES.entryNotFound);
      if (entries.length === 1) throw conflict(WC_MESSAGES.onlyHistoryEntry);
      await this.db.delete(wcPositionHistory).where(eq(wcPositionHistory.id, id));
      await this.refresh(positionId, today);
      await recordAudit(this.db, {
        actor,
        action: 'work_conditions.history.delete',
        targetType: 'wc_position',
        targetId: positionId,
        details: { entry_id: id, date_apply: entry.dateApply },
      });
    });
    return readHistory(this.db, actor, today, positionId);
  }

  /**
   * A change another module decided (a completed transfer, docs/modules/transfers.md): the person's default
   * position gets a history entry dated `dateApply` holding the conditions in force that day with `change`
   * over them. Dated today or earlier it applies at once; ahead, on its day, like any entry. Runs in the
   * caller's transaction. Answers the position's id, or null when the person has no position or the date is
   * before its hire date (nothing is written then).
   */
  async scheduleChange(input: {
    userId: number;
    dateApply: string;
    change: { departmentId?: number | null; locationId?: number | null; workPosition?: string | null };
    comment: string;
    actorId: number;
  }): Promise<number | null> {
    const today = this.clock.today();
    return this.db.transaction(async () => {
      const [position] = await this.db
        .select({ id: wcPositions.id })
        .from(wcPositions)
        .where(and(eq(wcPositions.userId, input.userId), eq(wcPositions.isDefault, true)));
      if (!position) return null;
      await lockRows(this.db, wcPositions, wcPositions.id, [position.id]);
      const [base] = await this.db
        .select()
        .from(wcPositionHistory)
        .where(
          and(
            eq(wcPositionHistory.positionId, position.id),
            lte(wcPositionHistory.dateApply, input.dateApply),
          ),
        )
        .orderBy(desc(wcPositionHistory.dateApply), desc(wcPositionHistory.id))
        .limit(1);
      if (!base || input.dateApply < base.hireDate) return null;
      const { change } = input;
      await this.db.insert(wcPositionHistory).values({
        positionId: position.id,
        dateApply: input.dateApply,
        locationId: change.locationId ?? base.locationId,
        departmentId: change.departmentId ?? base.departmentId,
        defaultProjectId: base.defaultProjectId,
        defaultCustomerId: base.defaultCustomerId,
        workPosition: change.workPosition || base.workPosition,
        workRate: base.workRate,
        hireDate: base.hireDate,
        fireDate: base.fireDate,
        employmentStatusId: base.employmentStatusId,
        tabNumber: base.tabNumber,
        uid: base.uid,
        userStatusId: base.userStatusId,
        comment: input.comment,
        createdBy: input.actorId,
      });
      if (input.dateApply <= today) await this.refresh(position.id, today);
      else await this.schedule(input.dateApply);
      return position.id;
    });
  }

  /** GET /work_conditions/users/search: people by name, login or tab number, from 3 characters. */
  async searchUsers(filter: string, limit: number): Promise<WcUserSearchItem[]> {
    if (filter.length < WC_SEARCH_MIN_LENGTH) throw fieldError('filter', WC_MESSAGES.searchTooShort);
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    const conditions = words.map((word) => {
      const like = `%${escapeLike(word)}%`;
      return sql`(lower(u.last_name || ' ' || u.name || ' ' || coalesce(u.patronymic, '') || ' ' || u.login) like ${like}
        or exists (select 1 from wc_positions sp where sp.user_id = u.id and lower(coalesce(sp.tab_number, '')) like ${like}))`;
    });
    const rows = rowsOf<{
      id: number;
      last_name: string;
      name: string;
      patronymic: string | null;
      work_position: string | null;
      department: string | null;
      positions: number;
    }>(
      await this.db.execute(sql`select u.id, u.last_name, u.name, u.patronymic,
          coalesce(p.work_position, u.work_position) as work_position, coalesce(pd.name, ud.name) as department,
          (select count(*)::int from wc_positions c where c.user_id = u.id) as positions
        from users u left join wc_positions p on p.user_id = u.id and p.is_default
          left join structures pd on pd.id = p.department_id left join structures ud on ud.id = u.department_id
        where ${sql.join(conditions, sql` and `)}
        order by ${byName(sql`u.last_name`)}, ${byName(sql`u.name`)}, u.id limit ${limit}`),
    );
    return rows.map((row) => ({
      id: Number(row.id),
      full_name: fullName({ lastName: row.last_name, name: row.name, patronymic: row.patronymic }),
      work_position: row.work_position,
      department: row.department,
      positions: Number(row.positions),
    }));
  }

  /** GET /work_conditions/dateHire/{userId}: the earliest hire date of the person's positions. */
  async dateHire(userId: number): Promise<{ user_id: number; hire_date: string | null }> {
    const [row] = rowsOf<{ id: number; hire_date: string | null }>(
      await this.db.execute(sql`select u.id, coalesce(
          (select to_char(min(h.hire_date), 'YYYY-MM-DD') from wc_positions p
            join wc_position_history h on h.position_id = p.id where p.user_id = u.id),
          to_char(u.hire_date, 'YYYY-MM-DD')) as hire_date
        from users u where u.id = ${userId}`),
    );
    if (!row) throw notFound(WC_MESSAGES.userNotFound);
    return { user_id: userId, hire_date: row.hire_date };
  }

  private checkDates(body: WcConditionsBody): void {
    if (body.fire_date && body.fire_date < body.hire_date) {
      throw fieldError('fire_date', WC_MESSAGES.fireBeforeHire);
    }
  }

  /** Ids the form chose must be an office, a block or practice, a project and a customer. */
  private async checkReferences(body: WcConditionsBody): Promise<void> {
    const checks: [keyof WcConditionsBody, number | null | undefined, string, ReturnType<typeof sql>][] = [
      [
        'location_id',
        body.location_id,
        WC_MESSAGES.notAnOffice,
        sql`select 1 from structures where id = ${body.location_id ?? 0} and entity_type = 5`,
      ],
      [
        'department_id',
        body.department_id,
        WC_MESSAGES.notADepartment,
        sql`select 1 from structures where id = ${body.department_id ?? 0} and level in (1, 2)`,
      ],
      [
        'default_project_id',
        body.default_project_id,
        WC_MESSAGES.notAProject,
        sql`select 1 from customers where id = ${body.default_project_id ?? 0} and type_id <> 1`,
      ],
      [
        'default_customer_id',
        body.default_customer_id,
        WC_MESSAGES.notACustomer,
        sql`select 1 from customers where id = ${body.default_customer_id ?? 0} and type_id = 1`,
      ],
    ];
    for (const [field, value, message, query] of checks) {
      if (value && rowsOf(await this.db.execute(query)).length === 0) throw fieldError(field, message);
    }
  }

  /** Queues the job that applies the changes of `day` at its start; the retention keeps it until then. */
  private async schedule(day: string): Promise<void> {
    const startAfter = new Date(`${day}T00:00:05`);
    const seconds = Math.max(0, Math.ceil((startAfter.getTime() - this.clock.now().getTime()) / 1000));
    await this.jobs.enqueue(
      WC_APPLY_QUEUE,
      { day },
      {
        startAfter,
        retentionSeconds: seconds + 7 * 24 * 3600,
        retryLimit: 5,
        retryDelay: 60,
      },
    );
  }
}
