import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatRussianDate } from '@intranet/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { bpRequests, bpStatuses } from '../requests/requests.schema.ts';
import type { StatusEntryHook } from '../requests/requests.workflow.ts';
import type { WorkConditionsService } from '../work-conditions/work-conditions.service.ts';
import { bpTransferUsers, bpTransfers } from './transfers.schema.ts';

/** The status whose entry puts a transfer's new positions into work conditions. */
const COMPLETED = 'completed';

/**
 * The `onStatusEntry` hook of transfers: a transfer entering «Выполнена» with a date of admission gives each
 * of its people a work-conditions entry of their default position dated that day (the new department, office
 * and position), in the transaction of the step, once (`applied_at`). A person without a position is
 * skipped (docs/modules/transfers.md): work conditions has nothing to change for them.
 */
export function completedTransferHook(deps: {
  db: Db;
  clock: Clock;
  workConditions: WorkConditionsService;
}): StatusEntryHook {
  const { db, clock, workConditions } = deps;
  return async ({ requestIds, actor }) => {
    const due = await db
      .select({ requestId: bpTransfers.requestId, date: bpTransfers.dateOfAdmission })
      .from(bpTransfers)
      .innerJoin(bpRequests, eq(bpRequests.id, bpTransfers.requestId))
      .innerJoin(bpStatuses, eq(bpStatuses.id, bpRequests.statusId))
      .where(
        and(
          inArray(bpTransfers.requestId, requestIds),
          eq(bpStatuses.code, COMPLETED),
          isNull(bpTransfers.appliedAt),
          sql`${bpTransfers.dateOfAdmission} is not null`,
        ),
      )
      .orderBy(asc(bpTransfers.requestId))
      .for('update', { of: bpTransfers });
    for (const transfer of due) {
      const people = await db
        .select()
        .from(bpTransferUsers)
        .where(eq(bpTransferUsers.requestId, transfer.requestId))
        .orderBy(asc(bpTransferUsers.position), asc(bpTransferUsers.id));
      for (const person of people)
        await workConditions.scheduleChange({
          userId: person.userId,
          dateApply: transfer.date!,
          change: {
            departmentId: person.departmentId,
            locationId: person.officeId,
            workPosition: person.workPosition,
          },
          comment: `Перевод по заявке № ${transfer.requestId} с ${formatRussianDate(transfer.date!)}`,
          actorId: actor.id,
        });
      await db
        .update(bpTransfers)
        .set({ appliedAt: clock.now() })
        .where(eq(bpTransfers.requestId, transfer.requestId));
    }
  };
}
