import { and, eq, inArray, isNull } from 'drizzle-orm';
import { datesBetween, tapeState, type TsStatus } from '@intranet/contracts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Db } from '../../../platform/db/database.ts';
import { forbidden } from '../../../platform/http/app-error.ts';
import type { EditablePeriodsService } from './editable-periods.service.ts';
import type { ShadowWritesService } from '../writes/shadow-writes.service.ts';
import { canApproveProject, ignoresEditablePeriods } from '../timesheet.policy.ts';
import { inPeriod, ownersOf, viewablePeople } from '../timesheet.queries.ts';
import { timesheetWrites } from '../timesheet.schema.ts';

type Tab = 'fill' | 'approve';

/**
 * `GET /timesheet/periods_statuses/{tab}`: the tape over the days of a period (empty, approved,
 * rejected, blocked, forApproving). Fill: one person's writes and shadow writes, blocked where the days are
 * closed to the viewer. Approve: the writes of the chosen projects, blocked where no period is open to all.
 */
export class PeriodStatusesService {
  constructor(
    private readonly db: Db,
    private readonly periods: EditablePeriodsService,
    private readonly shadow: ShadowWritesService,
  ) {}

  async tape(
    actor: AuthUser,
    tab: Tab,
    query: { start: string; end: string; userId?: number; customerIds?: number[] },
  ): Promise<{ date: string; state: ReturnType<typeof tapeState> }[]> {
    const dates = datesBetween(query.start, query.end);
    const statuses = new Map<string, TsStatus[]>();
    const add = (date: string, status: number) =>
      statuses.set(date, [...(statuses.get(date) ?? []), status as TsStatus]);
    let closed: string[];
    if (tab === 'fill') {
      const userId = query.userId ?? actor.id;
      if (!(await viewablePeople(this.db, actor, [userId], query.start, query.end)).has(userId))
        throw forbidden();
      const rows = await this.db
        .select({ date: timesheetWrites.date, status: timesheetWrites.status })
        .from(timesheetWrites)
        .where(
          and(
            eq(timesheetWrites.userId, userId),
            isNull(timesheetWrites.deletedAt),
            inPeriod(query.start, query.end),
          ),
        );
      for (const row of rows) add(row.date, row.status);
      for (const row of await this.shadow.compute([userId], query.start, query.end))
        add(row.date, row.status.id);
      closed = ignoresEditablePeriods(actor) ? [] : await this.periods.allEditable(actor.roles, dates);
    } else {
      const customerIds = query.customerIds ?? [];
      const owners = await ownersOf(this.db, customerIds);
      if (customerIds.some((id) => !canApproveProject(actor, owners.get(id) ?? [])))
        throw forbidden('Вы не согласуете этот проект');
      const rows = customerIds.length
        ? await this.db
            .select({ date: timesheetWrites.date, status: timesheetWrites.status })
            .from(timesheetWrites)
            .where(
              and(
                inArray(timesheetWrites.customerId, customerIds),
                isNull(timesheetWrites.deletedAt),
                inPeriod(query.start, query.end),
              ),
            )
        : [];
      for (const row of rows) add(row.date, row.status);
      closed = await this.periods.allEditable([], dates);
    }
    const closedSet = new Set(closed);
    return dates.map((date) => ({ date, state: tapeState(statuses.get(date) ?? [], closedSet.has(date)) }));
  }
}
