import { and, count, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import { VACATION_STATUS, VACATION_TYPE } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { vacationBalances, vacations } from './vacation.schema.ts';

/** Types paid from the yearly balance; study and unpaid leave are not. */
export const PAID_TYPES: readonly number[] = [
  VACATION_TYPE.indivisible,
  VACATION_TYPE.divisible,
  VACATION_TYPE.separated,
];

/** Paid days planned in a calendar year: rejected and deleted (moved) days left out. */
export async function plannedPaidDays(db: Db, userId: number, year: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vacations)
    .where(
      and(
        eq(vacations.userId, userId),
        isNull(vacations.deletedAt),
        inArray(vacations.typeId, [...PAID_TYPES]),
        ne(vacations.statusId, VACATION_STATUS.rejected),
        gte(vacations.date, `${year}-01-01`),
        lte(vacations.date, `${year}-12-31`),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Live indivisible days in a range (a work year): rejected ones still hold their place until moved. */
export async function indivisibleDays(db: Db, userId: number, start: string, end: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vacations)
    .where(
      and(
        eq(vacations.userId, userId),
        isNull(vacations.deletedAt),
        eq(vacations.typeId, VACATION_TYPE.indivisible),
        gte(vacations.date, start),
        lte(vacations.date, end),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Days carried into a calendar year (set by a vacation admin's correction). */
export async function accumulatedDays(db: Db, userId: number, year: number): Promise<number> {
  const [row] = await db
    .select()
    .from(vacationBalances)
    .where(and(eq(vacationBalances.userId, userId), eq(vacationBalances.year, year)));
  return row?.accumulated ?? 0;
}

/** Approved live days of people in a range: the timesheet counts them as filled (FAQ). */
export async function approvedDays(db: Db, userIds: number[], start: string, end: string) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: vacations.userId, date: vacations.date, typeId: vacations.typeId })
    .from(vacations)
    .where(
      and(
        inArray(vacations.userId, userIds),
        isNull(vacations.deletedAt),
        eq(vacations.statusId, VACATION_STATUS.approved),
        gte(vacations.date, start),
        lte(vacations.date, end),
      ),
    );
}
