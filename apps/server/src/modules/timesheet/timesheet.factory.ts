import type { Db } from '../../platform/db/database.ts';
import { timesheetEditablePeriods, timesheetWrites } from './timesheet.schema.ts';

/** A period open for writing (for everyone unless a role is given). */
export async function buildEditablePeriod(
  db: Db,
  dateStart: string,
  dateEnd: string,
  roleId: number | null = null,
) {
  const [period] = await db
    .insert(timesheetEditablePeriods)
    .values({ dateStart, dateEnd, roleId })
    .returning();
  return period!;
}

/** A written-off cell, «Новый» unless a status is given. */
export async function buildWrite(
  db: Db,
  values: Pick<typeof timesheetWrites.$inferInsert, 'userId' | 'customerId' | 'date'> &
    Partial<typeof timesheetWrites.$inferInsert>,
) {
  const [write] = await db
    .insert(timesheetWrites)
    .values({ minutes: 480, createdBy: values.userId, updatedBy: values.userId, ...values })
    .returning();
  return write!;
}
