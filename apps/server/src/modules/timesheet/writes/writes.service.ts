import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  hasPermission,
  CUSTOMER_TYPE,
  notBusyRemainder,
  TS_MESSAGES,
  TS_STATUS,
  type TsAction,
  type TsWrite,
  type TsWriteInput,
} from '@intranet/contracts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { PreparedReads } from '../../../platform/db/prepared.ts';
import { conflict, fieldError, forbidden, notFound } from '../../../platform/http/app-error.ts';
import { customers } from '../../organisation/organisation.schema.ts';
import { users } from '../../users/users.schema.ts';
import { fullName } from '../../users/users.service.ts';
import type { WorkCalendarService } from '../../work-calendar/work-calendar.service.ts';
import type { EditablePeriodsService } from '../periods/editable-periods.service.ts';
import type { ShadowWritesService } from './shadow-writes.service.ts';
import { canApproveProject } from '../timesheet.policy.ts';
import {
  recordHistory,
  timesheetWorkflow,
  type HistoryEntry,
  type TimesheetWorkflow,
} from '../timesheet.workflow.ts';
import { applyWorkflow } from '../../../platform/workflow/workflow.ts';
import { readWorkflowHistory } from '../../../platform/workflow/workflow-history.ts';
import {
  assertFillsFor,
  chargeCodedPeople,
  fillablePeople,
  inPeriod,
  ownersOf,
  selectPersonWrites,
  selectWrites,
  sameVersion,
  viewablePeople,
  type WriteRow,
  type WriteView,
} from '../timesheet.queries.ts';
import { timesheetHistory, timesheetWrites } from '../timesheet.schema.ts';
import { TIMESHEET_HISTORY_KIND, timesheetChangeOf } from '../timesheet-history.ts';
import { assertSourcesCover } from '../distributions/source-limit.ts';

const WRITABLE_TYPES = [CUSTOMER_TYPE.project, CUSTOMER_TYPE.service, CUSTOMER_TYPE.internal];
/** The live cell of a person, project and day (the partial unique index): what an upsert meets. */
const LIVE_CELL = {
  target: [timesheetWrites.userId, timesheetWrites.customerId, timesheetWrites.date],
  targetWhere: sql`${timesheetWrites.deletedAt} is null`,
};

/** Written-off time: fill, send, approve, reject, unapprove, delete, with the history of every change. */
export class TimesheetWritesService {
  private readonly prepared = new PreparedReads();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly periods: EditablePeriodsService,
    private readonly calendar: WorkCalendarService,
    private readonly shadow: ShadowWritesService,
  ) {
    this.workflow = timesheetWorkflow({
      db,
      clock,
      entity: 'write',
      target: {
        table: timesheetWrites,
        id: timesheetWrites.id,
        status: timesheetWrites.status,
        deletedAt: timesheetWrites.deletedAt,
      },
      select: (ids) =>
        db
          .select({
            id: timesheetWrites.id,
            status: timesheetWrites.status,
            updatedAt: timesheetWrites.updatedAt,
            userId: timesheetWrites.userId,
            date: timesheetWrites.date,
            minutes: timesheetWrites.minutes,
            projectId: timesheetWrites.customerId,
          })
          .from(timesheetWrites)
          .where(and(inArray(timesheetWrites.id, [...ids]), isNull(timesheetWrites.deletedAt)))
          .orderBy(timesheetWrites.id),
      periods,
      chargeLockedOf: (actor, userIds, chargeCoded) => this.chargeLockedFor(actor, userIds, chargeCoded),
      deletesOthers: (actor) => hasPermission(actor, 'timesheet.delete_writes'),
      ownDeletes: 'drafts',
      remove: async (actor, rows) => {
        await periods.assertWritable(actor, [...new Set(rows.map((row) => row.date))]);
        await this.deleteRows(actor, rows);
        await assertSourcesCover(
          db,
          rows.map((row) => ({ userId: row.userId, date: row.date, customerId: row.projectId })),
        );
      },
      historyMinutes: true,
    });
  }

  /** Send, approve, reject, unapprove and delete of writes (TS_WORKFLOW), applied by the platform's engine. */
  readonly workflow: TimesheetWorkflow;

  /** Rows for the web: each with the actor's abilities from the workflow's policy. */
  private async present(actor: AuthUser, rows: WriteView[]): Promise<TsWrite[]> {
    const abilities = await this.workflow.abilities(
      actor,
      rows.map((row) => ({
        id: row.id,
        status: row.status.id,
        updatedAt: new Date(row.updated_at),
        userId: row.user.id,
        date: row.date,
        minutes: row.time,
        projectId: row.customer.id,
      })),
    );
    return rows.map((row) => ({ ...row, abilities: abilities.get(row.id)! }));
  }

  private async getUser(id: number) {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    if (!user) throw notFound('Сотрудник не найден');
    return user;
  }

  /** GET /timesheet/writes: one person's period, or (customer_ids) the projects the actor approves. */
  async list(
    actor: AuthUser,
    query: { start: string; end: string; userId?: number; customerIds?: number[] },
  ): Promise<TsWrite[]> {
    if (query.customerIds?.length) {
      const owners = await ownersOf(this.db, query.customerIds);
      for (const customerId of query.customerIds) {
        if (!canApproveProject(actor, owners.get(customerId) ?? []))
          throw forbidden('Вы не согласуете этот проект');
      }
      return this.present(
        actor,
        await selectWrites(
          this.db,
          inPeriod(query.start, query.end),
          inArray(timesheetWrites.customerId, query.customerIds),
        ),
      );
    }
    const userId = query.userId ?? actor.id;
    // The employee view: a manager or an approver of one of the person's projects sees the whole period.
    if (!(await viewablePeople(this.db, actor, [userId], query.start, query.end)).has(userId))
      throw forbidden();
    return this.present(
      actor,
      await selectPersonWrites(this.db, this.prepared, { userId, start: query.start, end: query.end }),
    );
  }

  /**
   * POST /timesheet/writes: saves cells as new (1); 0 minutes removes a cell. One transaction with a bounded
   * number of statements whatever the number of cells: one locked read, one multi-row upsert, one delete, one
   * history insert, one day-sum check.
   */
  async save(actor: AuthUser, userId: number, inputs: TsWriteInput[]): Promise<TsWrite[]> {
    await assertFillsFor(this.db, actor, userId);
    await this.getUser(userId);
    const customerIds = [...new Set(inputs.map((input) => input.customer_id))];
    const projects = await this.db.select().from(customers).where(inArray(customers.id, customerIds));
    for (const customerId of customerIds) {
      const project = projects.find((item) => item.id === customerId);
      if (!project || !project.selectable || !(WRITABLE_TYPES as number[]).includes(project.typeId)) {
        throw fieldError('customer_id', `${TS_MESSAGES.notProject} (${project?.name ?? customerId})`);
      }
    }
    const dates = [...new Set(inputs.map((input) => input.date))].sort();
    await this.periods.assertWritable(actor, dates);
    await this.db.transaction(async (tx) => {
      const existing = await tx
        .select()
        .from(timesheetWrites)
        .where(
          and(
            eq(timesheetWrites.userId, userId),
            isNull(timesheetWrites.deletedAt),
            inArray(timesheetWrites.customerId, customerIds),
            inArray(timesheetWrites.date, dates),
          ),
        )
        // An approval racing this save waits here or makes it wait: the loser sees the winner's row (409).
        .orderBy(timesheetWrites.id)
        .for('no key update');
      const cellKey = (customerId: number, date: string) => `${customerId}|${date}`;
      const existingByCell = new Map(existing.map((row) => [cellKey(row.customerId, row.date), row]));
      const removed: WriteRow[] = [];
      const upserts: TsWriteInput[] = [];
      for (const input of inputs) {
        const row = existingByCell.get(cellKey(input.customer_id, input.date));
        if (!row) {
          if (input.time !== 0) upserts.push(input);
          continue;
        }
        if (row.status === TS_STATUS.approved) throw conflict(`${TS_MESSAGES.approvedLocked}: ${input.date}`);
        // A save names the version it saw; none means it saw an empty cell, so a row that appeared is a 409.
        if (!sameVersion(input.updated_at, row.updatedAt)) throw conflict(TS_MESSAGES.stale);
        if (input.time === 0) removed.push(row);
        else if (row.minutes !== input.time || (row.comment ?? null) !== (input.comment ?? null))
          upserts.push(input);
      }
      await this.deleteRows(actor, removed);
      const saved = upserts.length === 0 ? [] : await this.upsertCells(actor, userId, upserts);
      await recordHistory(
        tx,
        'write',
        actor.id,
        saved.map((row): HistoryEntry => {
          const before = existingByCell.get(cellKey(row.customerId, row.date));
          return before
            ? {
                entityId: row.id,
                action: 'update',
                oldMinutes: before.minutes,
                newMinutes: row.minutes,
                oldStatus: before.status,
                newStatus: TS_STATUS.new,
                comment: row.comment,
              }
            : {
                entityId: row.id,
                action: 'create',
                newMinutes: row.minutes,
                newStatus: TS_STATUS.new,
                comment: row.comment,
              };
        }),
      );
      const [overflow] = await tx
        .select({ date: timesheetWrites.date })
        .from(timesheetWrites)
        .where(
          and(
            eq(timesheetWrites.userId, userId),
            isNull(timesheetWrites.deletedAt),
            inArray(timesheetWrites.date, dates),
          ),
        )
        .groupBy(timesheetWrites.date)
        .having(sql`sum(${timesheetWrites.minutes}) > 1440`)
        .limit(1);
      if (overflow) throw fieldError('time', `${TS_MESSAGES.dayOverflow}: ${overflow.date}`);
      // Lowered or removed cells may not leave distributions above them.
      await assertSourcesCover(
        tx,
        [
          ...removed,
          ...existing.filter((row) =>
            upserts.some((input) => input.customer_id === row.customerId && input.date === row.date),
          ),
        ].map((row) => ({ userId, date: row.date, customerId: row.customerId })),
      );
    });
    return this.present(
      actor,
      await selectWrites(
        this.db,
        inPeriod(dates[0]!, dates[dates.length - 1]!),
        eq(timesheetWrites.userId, userId),
      ),
    );
  }

  /** New and changed cells in one statement: the live row of a cell is updated in place and becomes new. */
  private upsertCells(actor: AuthUser, userId: number, cells: TsWriteInput[]) {
    const now = this.clock.now();
    return this.db
      .insert(timesheetWrites)
      .values(
        cells.map((cell) => ({
          userId,
          customerId: cell.customer_id,
          date: cell.date,
          minutes: cell.time,
          comment: cell.comment ?? null,
          createdBy: actor.id,
          updatedBy: actor.id,
        })),
      )
      .onConflictDoUpdate({
        ...LIVE_CELL,
        set: {
          minutes: sql`excluded.minutes`,
          comment: sql`excluded.comment`,
          status: TS_STATUS.new,
          automatic: false,
          updatedBy: actor.id,
          updatedAt: now,
        },
      })
      .returning();
  }

  /**
   * Soft-deletes rows that were ever sent for approval; removes never-sent drafts for good. "Ever sent" is
   * the write's own state and history: a status other than «Новый» now, or any history entry that moved it
   * from or to another status (a send, a correction that created it waiting, an approval undone and
   * rejected, data loaded waiting) — not only an entry named `send`.
   */
  private async deleteRows(
    actor: AuthUser,
    rows: Pick<WriteRow, 'id' | 'status' | 'minutes'>[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const db = this.db;
    // A yes/no per write decided in SQL on the module's table, not a listing: the platform's history reader
    // (timesheet-history.ts) would fetch every row of every write deleted in bulk to answer it.
    const sent = await db
      .selectDistinct({ id: timesheetHistory.entityId })
      .from(timesheetHistory)
      .where(
        and(
          eq(timesheetHistory.entity, 'write'),
          inArray(
            timesheetHistory.entityId,
            rows.map((row) => row.id),
          ),
          sql`(coalesce(${timesheetHistory.oldStatus}, ${TS_STATUS.new}) <> ${TS_STATUS.new}
            or coalesce(${timesheetHistory.newStatus}, ${TS_STATUS.new}) <> ${TS_STATUS.new})`,
        ),
      );
    const sentIds = new Set(sent.map((row) => row.id));
    const soft = rows
      .filter((row) => row.status !== TS_STATUS.new || sentIds.has(row.id))
      .map((row) => row.id);
    const hard = rows.filter((row) => !soft.includes(row.id)).map((row) => row.id);
    if (soft.length) {
      await db
        .update(timesheetWrites)
        .set({ deletedAt: this.clock.now(), deletedBy: actor.id })
        .where(inArray(timesheetWrites.id, soft));
    }
    if (hard.length) {
      await db
        .delete(timesheetHistory)
        .where(and(eq(timesheetHistory.entity, 'write'), inArray(timesheetHistory.entityId, hard)));
      await db.delete(timesheetWrites).where(inArray(timesheetWrites.id, hard));
    }
    await recordHistory(
      db,
      'write',
      actor.id,
      soft.map((id) => {
        const row = rows.find((item) => item.id === id)!;
        return { entityId: id, action: 'delete', oldMinutes: row.minutes, oldStatus: row.status };
      }),
    );
  }

  /** The practice's «не занят» project of the user, if the organisation has one. */
  private async notBusyProjectOf(departmentId: number | null): Promise<number | null> {
    if (!departmentId) return null;
    const [project] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.typeId, CUSTOMER_TYPE.internal), eq(customers.structureId, departmentId)))
      .limit(1);
    return project?.id ?? null;
  }

  /** What sending the period would add to «не занят»: per working day, the norm minus what is filled. */
  async notBusyPreview(actor: AuthUser, userId: number, start: string, end: string) {
    await assertFillsFor(this.db, actor, userId);
    const user = await this.getUser(userId);
    const projectId = await this.notBusyProjectOf(user.departmentId);
    const days = await this.calendar.weekends(user.countryId ?? 1, { start, end });
    const filled = await this.db
      .select({ date: timesheetWrites.date, minutes: sql<number>`sum(${timesheetWrites.minutes})::int` })
      .from(timesheetWrites)
      .where(and(eq(timesheetWrites.userId, userId), isNull(timesheetWrites.deletedAt), inPeriod(start, end)))
      .groupBy(timesheetWrites.date);
    // Sick leave and vacations (statuses and approved plans) owe no «не занят»; a business trip is work.
    const away = await this.shadow.absentDays([userId], start, end);
    // A day whose «не занят» is approved already is closed: sending never changes an approved write.
    const approvedNotBusy = projectId
      ? await this.db
          .select({ date: timesheetWrites.date })
          .from(timesheetWrites)
          .where(
            and(
              eq(timesheetWrites.userId, userId),
              eq(timesheetWrites.customerId, projectId),
              eq(timesheetWrites.status, TS_STATUS.approved),
              isNull(timesheetWrites.deletedAt),
              inPeriod(start, end),
            ),
          )
      : [];
    const closed = new Set(approvedNotBusy.map((row) => row.date));
    const remainder = days
      .filter((day) => !day.is_weekend && !away.has(`${userId}|${day.date}`) && !closed.has(day.date))
      .map((day) => ({
        date: day.date,
        time: notBusyRemainder(
          day.hours * 60,
          Number(filled.find((row) => row.date === day.date)?.minutes ?? 0),
        ),
      }))
      .filter((day) => day.time > 0);
    return { customer_id: projectId, days: projectId ? remainder : [] };
  }

  /** POST /timesheet/writes-for-approve: the «не занят» remainder, then every new or rejected write → 2. */
  async send(actor: AuthUser, userId: number, start: string, end: string) {
    const preview = await this.notBusyPreview(actor, userId, start, end);
    const toSend = await this.db
      .select()
      .from(timesheetWrites)
      .where(
        and(
          eq(timesheetWrites.userId, userId),
          isNull(timesheetWrites.deletedAt),
          inPeriod(start, end),
          inArray(timesheetWrites.status, [TS_STATUS.new, TS_STATUS.rejected]),
        ),
      );
    const dates = [...new Set([...toSend.map((row) => row.date), ...preview.days.map((day) => day.date)])];
    await this.periods.assertWritable(actor, dates);
    await this.db.transaction(async (tx) => {
      const entries: HistoryEntry[] = toSend.map((row) => ({
        entityId: row.id,
        action: 'send',
        oldStatus: row.status,
        newStatus: TS_STATUS.forApproving,
        oldMinutes: row.minutes,
        newMinutes: row.minutes,
      }));
      if (toSend.length) {
        await tx
          .update(timesheetWrites)
          .set({ status: TS_STATUS.forApproving, updatedBy: actor.id, updatedAt: this.clock.now() })
          .where(
            inArray(
              timesheetWrites.id,
              toSend.map((row) => row.id),
            ),
          );
      }
      // The «не занят» remainder of every day in one statement, added to a cell that exists already.
      const notBusy = preview.days.length
        ? await tx
            .insert(timesheetWrites)
            .values(
              preview.days.map((day) => ({
                userId,
                customerId: preview.customer_id!,
                date: day.date,
                minutes: day.time,
                status: TS_STATUS.forApproving,
                automatic: true,
                createdBy: actor.id,
                updatedBy: actor.id,
              })),
            )
            .onConflictDoUpdate({
              ...LIVE_CELL,
              set: {
                minutes: sql`${timesheetWrites.minutes} + excluded.minutes`,
                status: TS_STATUS.forApproving,
                updatedBy: actor.id,
                updatedAt: this.clock.now(),
              },
              // An approved «не занят» stays as approved (the preview leaves its day out too).
              setWhere: sql`${timesheetWrites.status} <> ${TS_STATUS.approved}`,
            })
            .returning()
        : [];
      for (const created of notBusy)
        entries.push({
          entityId: created.id,
          action: 'send',
          newMinutes: created.minutes,
          newStatus: TS_STATUS.forApproving,
          comment: 'Остаток дня на «не занят»',
        });
      await recordHistory(tx, 'write', actor.id, entries);
    });
    return { sent: toSend.length, not_busy: preview.days };
  }

  /** PUT /timesheet/writes: a bulk action over selected writes through the TimeSheet workflow. */
  async act(
    actor: AuthUser,
    ids: number[],
    action: Exclude<TsAction, 'delete'>,
    comment: string | null | undefined,
  ) {
    await applyWorkflow(this.workflow, ids, action, actor, { input: { comment } });
    return this.present(actor, await selectWrites(this.db, inArray(timesheetWrites.id, ids)));
  }

  /**
   * Of these people, those whose approval needs the charge-code override the actor lacks (`chargeCoded`: who
   * of them has a charge code, when the caller has read it already).
   */
  private async chargeLockedFor(
    actor: AuthUser,
    userIds: number[],
    chargeCoded?: Set<number>,
  ): Promise<Set<number>> {
    if (hasPermission(actor, 'timesheet.override_charge_codes')) return new Set();
    return chargeCoded ?? chargeCodedPeople(this.db, [...new Set(userIds)]);
  }

  /** DELETE /timesheet/writes: through the workflow (own drafts freely; the rest by owners with the right). */
  async remove(actor: AuthUser, ids: number[]): Promise<void> {
    await applyWorkflow(this.workflow, ids, 'delete', actor, { input: {} });
  }

  /** The history of one cell, newest first. */
  async historyOf(actor: AuthUser, id: number) {
    const [row] = await this.db.select().from(timesheetWrites).where(eq(timesheetWrites.id, id));
    if (!row) throw notFound('Запись не найдена');
    const owners = await ownersOf(this.db, [row.customerId]);
    const fills = await fillablePeople(this.db, actor, [row.userId]);
    if (!fills.has(row.userId) && !canApproveProject(actor, owners.get(row.customerId) ?? []))
      throw notFound('Запись не найдена');
    // Oldest first from the platform's reader; the cell's dialog lists them newest first.
    const entries = (await readWorkflowHistory(this.db, TIMESHEET_HISTORY_KIND, [id])).reverse();
    const actorIds = [...new Set(entries.flatMap((entry) => entry.actorId ?? []))];
    const actors = actorIds.length
      ? await this.db
          .select({ id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic })
          .from(users)
          .where(inArray(users.id, actorIds))
      : [];
    const byId = new Map(actors.map((user) => [user.id, { id: user.id, full_name: fullName(user) }]));
    return entries.map((entry) => {
      const change = timesheetChangeOf(entry);
      return {
        action: entry.action,
        old_time: change.oldMinutes,
        new_time: change.newMinutes,
        old_status: change.oldStatus,
        new_status: change.newStatus,
        comment: entry.comment,
        changed_by: (entry.actorId === null ? null : byId.get(entry.actorId)) ?? null,
        changed_at: entry.createdAt.toISOString(),
      };
    });
  }
}
