import { inArray } from 'drizzle-orm';
import { VACATION_STATUS, VACATION_TYPE } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { vacations } from './vacation.schema.ts';

/** A block of vacation days: the first is the parent of the others (as the planner stores them). */
export async function buildVacation(
  db: Db,
  values: { userId: number; dates: string[]; typeId?: number; statusId?: number; moved?: boolean },
  /** Columns every day of the block gets besides these (who and when, comments, a deletion). */
  extra: Partial<typeof vacations.$inferInsert> = {},
) {
  const rows = await db
    .insert(vacations)
    .values(
      values.dates.map((date) => ({
        userId: values.userId,
        date,
        typeId: values.typeId ?? VACATION_TYPE.divisible,
        statusId: values.statusId ?? VACATION_STATUS.new,
        moved: values.moved ?? false,
        createdBy: values.userId,
        updatedBy: values.userId,
        ...extra,
      })),
    )
    .returning();
  const [first, ...rest] = rows;
  if (rest.length)
    await db
      .update(vacations)
      .set({ parentId: first!.id })
      .where(
        inArray(
          vacations.id,
          rest.map((row) => row.id),
        ),
      );
  return rows;
}
