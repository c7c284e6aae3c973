import { alias } from 'drizzle-orm/pg-core';
import { and, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import {
  hasPermission,
  CUSTOMER_TYPE,
  isDistributionTarget,
  TS_DISTRIBUTION_MESSAGES,
  TS_MESSAGES,
  TS_STATUS,
  TS_STATUS_LABELS,
  type Customer,
  type TsAction,
  type TsDistribution,
  type TsDistributionInput,
  type TsStatus,
} from '@intranet/contracts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { conflict, fieldError, forbidden } from '../../../platform/http/app-error.ts';
import { customers } from '../../organisation/organisation.schema.ts';
import type { OrganisationService } from '../../organisation/organisation.service.ts';
import type { SettingsService } from '../../settings/settings.service.ts';
import { fullName } from '../../users/users.service.ts';
import { users } from '../../users/users.schema.ts';
import type { EditablePeriodsService } from '../periods/editable-periods.service.ts';
import { canApproveProject } from '../timesheet.policy.ts';
import {
  recordHistory,
  timesheetWorkflow,
  type HistoryEntry,
  type TimesheetWorkflow,
} from '../timesheet.workflow.ts';
import { applyWorkflow } from '../../../platform/workflow/workflow.ts';
import { assertFillsFor, chargeCodedPeople, ownersOf, sameVersion } from '../timesheet.queries.ts';
import { findOverdrawnSource, overdrawnText } from './source-limit.ts';
import { timesheetDistributions, timesheetWrites } from '../timesheet.schema.ts';

const from = alias(customers, 'customer_from');
const to = alias(customers, 'customer_to');

/**
 * Redistribution of written-off hours to services (docs/modules/timesheet.md): the hours moved from a source
 * project on a day never exceed what was written to it; targets are selectable FLOW/DISCRETE services that
 * end after the cut-off (setting `timesheet_service_cutoff`). The workflow is the writes' table of
 * transitions; approvers are the owners of the target service.
 */
export class TimesheetDistributionsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly periods: EditablePeriodsService,
    private readonly organisation: OrganisationService,
    private readonly settings: SettingsService,
  ) {
    this.workflow = timesheetWorkflow({
      db,
      clock,
      entity: 'distribution',
      target: {
        table: timesheetDistributions,
        id: timesheetDistributions.id,
        status: timesheetDistributions.status,
        deletedAt: timesheetDistributions.deletedAt,
      },
      select: (ids) =>
        db
          .select({
            id: timesheetDistributions.id,
            status: timesheetDistributions.status,
            updatedAt: timesheetDistributions.updatedAt,
            userId: timesheetDistributions.userId,
            date: timesheetDistributions.date,
            minutes: timesheetDistributions.minutes,
            projectId: timesheetDistributions.customerToId,
          })
          .from(timesheetDistributions)
          .where(and(inArray(timesheetDistributions.id, [...ids]), isNull(timesheetDistributions.deletedAt)))
          .orderBy(timesheetDistributions.id),
      periods,
      // The charge-code lock holds for hours moved to services as for the writes themselves.
      chargeLockedOf: async (actor, userIds, chargeCoded) =>
        hasPermission(actor, 'timesheet.override_charge_codes')
          ? new Set<number>()
          : (chargeCoded ?? chargeCodedPeople(db, [...new Set(userIds)])),
      ownDeletes: 'any',
      // Deleting is soft; approved records stay (the workflow table refuses them).
      remove: async (actor, rows) => {
        await db
          .update(timesheetDistributions)
          .set({ deletedAt: this.clock.now(), deletedBy: actor.id })
          .where(
            inArray(
              timesheetDistributions.id,
              rows.map((row) => row.id),
            ),
          );
        await recordHistory(
          db,
          'distribution',
          actor.id,
          rows.map((row) => ({
            entityId: row.id,
            action: 'delete',
            oldMinutes: row.minutes,
            oldStatus: row.status,
          })),
        );
      },
      historyMinutes: false,
    });
  }

  /** Send, approve, reject, unapprove and delete of distributions (TS_WORKFLOW), by the platform's engine. */
  readonly workflow: TimesheetWorkflow;

  /** Live distributions matching the conditions, each with the actor's abilities from the workflow's policy. */
  private async select(actor: AuthUser, ...conditions: (SQL | undefined)[]): Promise<TsDistribution[]> {
    const rows = await this.db
      .select({
        row: timesheetDistributions,
        from: { id: from.id, name: from.name },
        to: { id: to.id, name: to.name },
        user: users,
        sourceMinutes: timesheetWrites.minutes,
      })
      .from(timesheetDistributions)
      .innerJoin(from, eq(from.id, timesheetDistributions.customerFromId))
      .innerJoin(to, eq(to.id, timesheetDistributions.customerToId))
      .innerJoin(users, eq(users.id, timesheetDistributions.userId))
      .leftJoin(
        timesheetWrites,
        and(
          eq(timesheetWrites.userId, timesheetDistributions.userId),
          eq(timesheetWrites.date, timesheetDistributions.date),
          eq(timesheetWrites.customerId, timesheetDistributions.customerFromId),
          isNull(timesheetWrites.deletedAt),
        ),
      )
      .where(and(isNull(timesheetDistributions.deletedAt), ...conditions))
      .orderBy(timesheetDistributions.date, timesheetDistributions.id);
    const abilities = await this.workflow.abilities(
      actor,
      rows.map(({ row }) => ({ ...row, projectId: row.customerToId })),
    );
    return rows.map(({ row, from: source, to: target, user, sourceMinutes }) => ({
      id: row.id,
      date: row.date,
      time: row.minutes,
      customer_from: source,
      customer_to: target,
      user: { id: user.id, full_name: fullName(user) },
      status: { id: row.status, name: TS_STATUS_LABELS[row.status as TsStatus] },
      comment: row.comment,
      reject_comment: row.rejectComment,
      ent_counter: row.entCounter,
      source_time: sourceMinutes ?? 0,
      user_position_id: row.userPositionId,
      created_by: row.createdBy,
      updated_at: row.updatedAt.toISOString(),
      abilities: abilities.get(row.id)!,
    }));
  }

  private inPeriod(start: string, end: string): SQL {
    return and(gte(timesheetDistributions.date, start), lte(timesheetDistributions.date, end))!;
  }

  /** Services ending on or before this date receive no hours (setting `timesheet_service_cutoff`). */
  async cutOff(): Promise<string> {
    return this.settings.value('timesheet_service_cutoff');
  }

  /** Changes the cut-off (ts_admin, admin); audited with the old value. */
  async setCutOff(actor: AuthUser, date: string): Promise<string> {
    const before = await this.cutOff();
    await this.db.transaction(async (tx) => {
      await this.settings.set('timesheet_service_cutoff', date, tx);
      await recordAudit(tx, {
        actor,
        action: 'timesheet.service_cutoff.update',
        targetType: 'settings',
        details: { before, after: date },
      });
    });
    return date;
  }

  /** Services that may receive hours now. */
  async targets(): Promise<Customer[]> {
    const cutOff = await this.cutOff();
    const services = await this.organisation.listCustomers({ typeIds: [CUSTOMER_TYPE.service] });
    return services.filter((service) => isDistributionTarget(service, cutOff));
  }

  async list(
    actor: AuthUser,
    query: { start: string; end: string; userId?: number; customerIds?: number[] },
  ) {
    if (query.customerIds?.length) {
      const owners = await ownersOf(this.db, query.customerIds);
      if (query.customerIds.some((id) => !canApproveProject(actor, owners.get(id) ?? [])))
        throw forbidden('Вы не согласуете этот сервис');
      return this.select(
        actor,
        this.inPeriod(query.start, query.end),
        inArray(timesheetDistributions.customerToId, query.customerIds),
      );
    }
    const userId = query.userId ?? actor.id;
    await assertFillsFor(this.db, actor, userId);
    return this.select(
      actor,
      this.inPeriod(query.start, query.end),
      eq(timesheetDistributions.userId, userId),
    );
  }

  /** POST /timesheet/distributions: saves as new; 0 minutes removes; totals checked against the source. */
  async save(actor: AuthUser, userId: number, inputs: TsDistributionInput[]): Promise<TsDistribution[]> {
    await this.assertCanSave(actor, userId, inputs);
    await this.db.transaction((tx) => this.saveIn(tx, actor, userId, inputs));
    const dates = inputs.map((input) => input.date).sort();
    return this.select(
      actor,
      this.inPeriod(dates[0]!, dates[dates.length - 1]!),
      eq(timesheetDistributions.userId, userId),
    );
  }

  /**
   * The checks of a save that read outside its transaction: who, which services, which days are open.
   * (PGlite has one connection: a read through `this.db` inside an open transaction would wait forever.)
   */
  async assertCanSave(actor: AuthUser, userId: number, inputs: TsDistributionInput[]): Promise<void> {
    await assertFillsFor(this.db, actor, userId);
    const targetIds = new Set((await this.targets()).map((service) => service.id));
    for (const input of inputs) {
      if (input.time > 0 && !targetIds.has(input.customer_to))
        throw fieldError('customer_to', TS_DISTRIBUTION_MESSAGES.notTarget);
    }
    await this.periods.assertWritable(actor, [...new Set(inputs.map((input) => input.date))]);
  }

  /**
   * The writes of a save, checked against the source totals, in the caller's transaction. A screen's save
   * names the version of each row it saw (none: it saw no row); `replace` (the Excel upload, a file the
   * person chose to load) overwrites what is there unless approved.
   */
  async saveIn(
    tx: Db,
    actor: AuthUser,
    userId: number,
    inputs: TsDistributionInput[],
    options: { replace?: boolean } = {},
  ): Promise<void> {
    const dates = [...new Set(inputs.map((input) => input.date))].sort();
    const existing = await tx
      .select()
      .from(timesheetDistributions)
      .where(
        and(
          eq(timesheetDistributions.userId, userId),
          isNull(timesheetDistributions.deletedAt),
          inArray(timesheetDistributions.date, dates),
        ),
      );
    const entries: HistoryEntry[] = [];
    for (const input of inputs) {
      const row = existing.find(
        (item) =>
          item.date === input.date &&
          item.customerFromId === input.customer_from &&
          item.customerToId === input.customer_to,
      );
      if (row?.status === TS_STATUS.approved) throw conflict(`${TS_MESSAGES.approvedLocked}: ${input.date}`);
      if (row && !options.replace && !sameVersion(input.updated_at, row.updatedAt))
        throw conflict(TS_MESSAGES.stale);
      if (!row && input.time === 0) continue;
      if (row && input.time === 0) {
        await tx
          .update(timesheetDistributions)
          .set({ deletedAt: this.clock.now(), deletedBy: actor.id })
          .where(eq(timesheetDistributions.id, row.id));
        entries.push({
          entityId: row.id,
          action: 'delete',
          oldMinutes: row.minutes,
          oldStatus: row.status,
        });
        continue;
      }
      const values = {
        minutes: input.time,
        comment: input.comment ?? null,
        entCounter: input.ent_counter ?? null,
        status: TS_STATUS.new,
        updatedBy: actor.id,
        updatedAt: this.clock.now(),
      };
      if (row) {
        await tx.update(timesheetDistributions).set(values).where(eq(timesheetDistributions.id, row.id));
        entries.push({
          entityId: row.id,
          action: 'update',
          oldMinutes: row.minutes,
          newMinutes: input.time,
          oldStatus: row.status,
          newStatus: TS_STATUS.new,
        });
      } else {
        const [created] = await tx
          .insert(timesheetDistributions)
          .values({
            ...values,
            userId,
            date: input.date,
            customerFromId: input.customer_from,
            customerToId: input.customer_to,
            createdBy: actor.id,
          })
          .returning();
        entries.push({
          entityId: created!.id,
          action: 'create',
          newMinutes: input.time,
          newStatus: TS_STATUS.new,
        });
      }
    }
    await recordHistory(tx, 'distribution', actor.id, entries);
    await this.assertWithinSources(tx, userId, inputs);
  }

  /** Per day and source project: distributed ≤ written. The error names the project after `###`. */
  private async assertWithinSources(db: Db, userId: number, inputs: TsDistributionInput[]): Promise<void> {
    const broken = await findOverdrawnSource(
      db,
      inputs.map((input) => ({ userId, date: input.date, customerId: input.customer_from })),
    );
    if (!broken) return;
    if (broken.written === 0)
      throw fieldError('customer_from', `${TS_DISTRIBUTION_MESSAGES.noSource} (${broken.date})`);
    throw fieldError('time', overdrawnText(broken, TS_DISTRIBUTION_MESSAGES.overSource));
  }

  async send(actor: AuthUser, userId: number, start: string, end: string): Promise<{ sent: number }> {
    await assertFillsFor(this.db, actor, userId);
    const rows = await this.db
      .select()
      .from(timesheetDistributions)
      .where(
        and(
          eq(timesheetDistributions.userId, userId),
          isNull(timesheetDistributions.deletedAt),
          this.inPeriod(start, end),
          inArray(timesheetDistributions.status, [TS_STATUS.new, TS_STATUS.rejected]),
        ),
      );
    await this.periods.assertWritable(actor, [...new Set(rows.map((row) => row.date))]);
    if (rows.length === 0) return { sent: 0 };
    await this.db.transaction(async (tx) => {
      await tx
        .update(timesheetDistributions)
        .set({ status: TS_STATUS.forApproving, updatedBy: actor.id, updatedAt: this.clock.now() })
        .where(
          inArray(
            timesheetDistributions.id,
            rows.map((row) => row.id),
          ),
        );
      await recordHistory(
        tx,
        'distribution',
        actor.id,
        rows.map((row) => ({
          entityId: row.id,
          action: 'send',
          oldStatus: row.status,
          newStatus: TS_STATUS.forApproving,
        })),
      );
    });
    return { sent: rows.length };
  }

  /** PUT: a bulk action over selected distributions through the TimeSheet workflow. */
  async act(
    actor: AuthUser,
    ids: number[],
    action: Exclude<TsAction, 'delete'>,
    comment: string | null | undefined,
  ) {
    await applyWorkflow(this.workflow, ids, action, actor, { input: { comment } });
    return this.select(actor, inArray(timesheetDistributions.id, ids));
  }

  /** DELETE: through the workflow; whoever fills deletes what is not approved yet, softly. */
  async remove(actor: AuthUser, ids: number[]): Promise<void> {
    await applyWorkflow(this.workflow, ids, 'delete', actor, { input: {} });
  }
}
