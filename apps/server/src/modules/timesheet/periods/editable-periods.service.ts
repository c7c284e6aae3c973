import { and, desc, eq, gte, isNull, lte, ne, or, inArray, type SQL } from 'drizzle-orm';
import {
  EDITABLE_PERIOD_OVERLAP_MESSAGE,
  TS_MESSAGES,
  TS_START_DATE,
  type EditablePeriod,
} from '@intranet/contracts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import { ignoresEditablePeriods } from '../timesheet.policy.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/app-error.ts';
import { roles } from '../../users/users.schema.ts';
import { timesheetEditablePeriods } from '../timesheet.schema.ts';

export interface PeriodInput {
  dateStart: string;
  dateEnd: string;
  roleId: number | null;
}

function toPeriod(row: {
  period: typeof timesheetEditablePeriods.$inferSelect;
  role: { id: number; label: string } | null;
}): EditablePeriod {
  return {
    id: row.period.id,
    date_start: row.period.dateStart,
    date_end: row.period.dateEnd,
    role: row.role,
  };
}

/** Periods open for writing; a period with an empty role applies to everyone. */
export class EditablePeriodsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private select() {
    return this.db
      .select({ period: timesheetEditablePeriods, role: { id: roles.id, label: roles.label } })
      .from(timesheetEditablePeriods)
      .leftJoin(roles, eq(roles.id, timesheetEditablePeriods.roleId));
  }

  async list(): Promise<EditablePeriod[]> {
    const rows = await this.select().orderBy(
      desc(timesheetEditablePeriods.dateStart),
      timesheetEditablePeriods.id,
    );
    return rows.map(toPeriod);
  }

  /** The periods open to these roles that touch [start, end]. */
  async findOpen(roleNames: readonly string[], start: string, end: string): Promise<EditablePeriod[]> {
    const forRoles: SQL[] = [isNull(timesheetEditablePeriods.roleId)];
    if (roleNames.length > 0) forRoles.push(inArray(roles.name, [...roleNames]));
    const rows = await this.select()
      .where(
        and(
          lte(timesheetEditablePeriods.dateStart, end),
          gte(timesheetEditablePeriods.dateEnd, start),
          or(...forRoles),
        ),
      )
      .orderBy(timesheetEditablePeriods.dateStart);
    return rows.map(toPeriod);
  }

  /** Whether every date lies in a period open to these roles. */
  async allEditable(roleNames: readonly string[], dates: readonly string[]): Promise<string[]> {
    if (dates.length === 0) return [];
    const sorted = [...dates].sort();
    const open = await this.findOpen(roleNames, sorted[0]!, sorted[sorted.length - 1]!);
    return sorted.filter(
      (date) => !open.some((period) => period.date_start <= date && period.date_end >= date),
    );
  }

  /**
   * Refuses dates before the timesheet start (400) and, for everyone but timesheet administrators, dates
   * outside the periods open to their roles (409).
   */
  async assertWritable(actor: AuthUser, dates: string[]): Promise<void> {
    if (dates.some((date) => date < TS_START_DATE)) throw fieldError('date', TS_MESSAGES.beforeStart);
    if (ignoresEditablePeriods(actor)) return;
    const closed = await this.allEditable(actor.roles, dates);
    if (closed.length > 0)
      throw conflict(`${TS_MESSAGES.notEditable}: ${[...new Set(closed)].slice(0, 5).join(', ')}`);
  }

  private async assertValid(input: PeriodInput, exceptId?: number): Promise<void> {
    if (input.roleId !== null) {
      const [role] = await this.db.select({ id: roles.id }).from(roles).where(eq(roles.id, input.roleId));
      if (!role) throw fieldError('role_id', 'Роль не найдена');
    }
    const [overlap] = await this.db
      .select({ id: timesheetEditablePeriods.id })
      .from(timesheetEditablePeriods)
      .where(
        and(
          input.roleId === null
            ? isNull(timesheetEditablePeriods.roleId)
            : eq(timesheetEditablePeriods.roleId, input.roleId),
          lte(timesheetEditablePeriods.dateStart, input.dateEnd),
          gte(timesheetEditablePeriods.dateEnd, input.dateStart),
          exceptId ? ne(timesheetEditablePeriods.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (overlap) throw conflict(EDITABLE_PERIOD_OVERLAP_MESSAGE);
  }

  private async get(id: number): Promise<EditablePeriod> {
    const [row] = await this.select().where(eq(timesheetEditablePeriods.id, id));
    if (!row) throw notFound('Период не найден');
    return toPeriod(row);
  }

  async create(actorId: number, input: PeriodInput): Promise<EditablePeriod> {
    await this.assertValid(input);
    const [row] = await this.db
      .insert(timesheetEditablePeriods)
      .values({
        dateStart: input.dateStart,
        dateEnd: input.dateEnd,
        roleId: input.roleId,
        createdBy: actorId,
      })
      .returning({ id: timesheetEditablePeriods.id });
    return this.get(row!.id);
  }

  /**
   * PUT: the old service's body is the dates; a body without `role_id` keeps the period's role (so an edit
   * never opens a role's period to everyone by omission). Audited with the old values.
   */
  async update(
    actor: AuthUser,
    id: number,
    input: Omit<PeriodInput, 'roleId'> & { roleId?: number | null },
  ): Promise<EditablePeriod> {
    const before = await this.get(id);
    const next: PeriodInput = {
      dateStart: input.dateStart,
      dateEnd: input.dateEnd,
      roleId: input.roleId === undefined ? (before.role?.id ?? null) : input.roleId,
    };
    await this.assertValid(next, id);
    await this.db.transaction(async (tx) => {
      await tx
        .update(timesheetEditablePeriods)
        .set({ ...next, updatedAt: this.clock.now() })
        .where(eq(timesheetEditablePeriods.id, id));
      await recordAudit(tx, {
        actor,
        action: 'timesheet.editable_period.update',
        targetType: 'timesheet_editable_period',
        targetId: id,
        details: { before, after: next },
      });
    });
    return this.get(id);
  }

  async remove(actor: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(timesheetEditablePeriods)
        .where(eq(timesheetEditablePeriods.id, id))
        .returning();
      if (!deleted) throw notFound('Период не найден');
      await recordAudit(tx, {
        actor,
        action: 'timesheet.editable_period.delete',
        targetType: 'timesheet_editable_period',
        targetId: id,
        details: { date_start: deleted.dateStart, date_end: deleted.dateEnd, role_id: deleted.roleId },
      });
    });
  }
}
