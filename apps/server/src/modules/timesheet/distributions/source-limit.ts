import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatRussianDate, TS_DISTRIBUTION_MESSAGES } from '@intranet/contracts';
import type { Db } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { customers } from '../../organisation/organisation.schema.ts';
import { timesheetDistributions, timesheetWrites } from '../timesheet.schema.ts';

/** A person, a day and a source project whose hours were touched. */
export interface SourceCell {
  userId: number;
  date: string;
  customerId: number;
}

/** A source whose distributions exceed what is written to it (no live write: `written` 0). */
export interface OverdrawnSource extends SourceCell {
  name: string;
  distributed: number;
  written: number;
}

/**
 * The invariant of distributions: per person, day and source project, the live distributions never exceed
 * the live write. Checks only the given cells (so old data elsewhere blocks nothing); the first broken one,
 * or null. Runs on whatever transaction the caller is in.
 */
export async function findOverdrawnSource(
  db: Db,
  cells: readonly SourceCell[],
): Promise<OverdrawnSource | null> {
  if (cells.length === 0) return null;
  const key = (cell: SourceCell) => `${cell.userId}|${cell.date}|${cell.customerId}`;
  const wanted = new Set(cells.map(key));
  const userIds = [...new Set(cells.map((cell) => cell.userId))];
  const dates = [...new Set(cells.map((cell) => cell.date))];
  const customerIds = [...new Set(cells.map((cell) => cell.customerId))];
  const totals = await db
    .select({
      userId: timesheetDistributions.userId,
      date: timesheetDistributions.date,
      customerId: timesheetDistributions.customerFromId,
      minutes: sql<number>`sum(${timesheetDistributions.minutes})::int`,
      name: sql<string>`min(${customers.name})`,
      written: sql<number>`coalesce(min(${timesheetWrites.minutes}), 0)::int`,
    })
    .from(timesheetDistributions)
    .innerJoin(customers, eq(customers.id, timesheetDistributions.customerFromId))
    .leftJoin(
      timesheetWrites,
      and(
        eq(timesheetWrites.userId, timesheetDistributions.userId),
        eq(timesheetWrites.date, timesheetDistributions.date),
        eq(timesheetWrites.customerId, timesheetDistributions.customerFromId),
        isNull(timesheetWrites.deletedAt),
      ),
    )
    .where(
      and(
        isNull(timesheetDistributions.deletedAt),
        inArray(timesheetDistributions.userId, userIds),
        inArray(timesheetDistributions.date, dates),
        inArray(timesheetDistributions.customerFromId, customerIds),
      ),
    )
    .groupBy(
      timesheetDistributions.userId,
      timesheetDistributions.date,
      timesheetDistributions.customerFromId,
    )
    .orderBy(timesheetDistributions.date, timesheetDistributions.customerFromId);
  const broken = totals.find((row) => wanted.has(key(row)) && Number(row.minutes) > Number(row.written));
  return broken ? { ...broken, distributed: Number(broken.minutes), written: Number(broken.written) } : null;
}

/**
 * The text of a refusal: the `###` marker the screens split at, then the project and the day (shown in bold).
 */
export function overdrawnText(source: Pick<OverdrawnSource, 'name' | 'date'>, prefix: string): string {
  return `${prefix}###${source.name}, ${formatRussianDate(source.date)}`;
}

/**
 * After a source write was lowered or deleted: 409 with the `###` text when its distributions now exceed it.
 * The distributions are not reduced silently: the person decides which service loses the hours.
 */
export async function assertSourcesCover(db: Db, cells: readonly SourceCell[]): Promise<void> {
  const broken = await findOverdrawnSource(db, cells);
  if (broken) throw conflict(overdrawnText(broken, TS_DISTRIBUTION_MESSAGES.belowDistributions));
}

/** Minutes distributed from each cell's project, keyed `userId|date` (the cells name one project a day). */
export async function findDistributedFrom(
  db: Db,
  cells: readonly SourceCell[],
): Promise<Map<string, number>> {
  if (cells.length === 0) return new Map();
  const wanted = new Set(cells.map((cell) => `${cell.userId}|${cell.date}|${cell.customerId}`));
  const rows = await db
    .select({
      userId: timesheetDistributions.userId,
      date: timesheetDistributions.date,
      customerId: timesheetDistributions.customerFromId,
      minutes: sql<number>`sum(${timesheetDistributions.minutes})::int`,
    })
    .from(timesheetDistributions)
    .where(
      and(
        isNull(timesheetDistributions.deletedAt),
        inArray(timesheetDistributions.userId, [...new Set(cells.map((cell) => cell.userId))]),
        inArray(timesheetDistributions.date, [...new Set(cells.map((cell) => cell.date))]),
        inArray(timesheetDistributions.customerFromId, [...new Set(cells.map((cell) => cell.customerId))]),
      ),
    )
    .groupBy(
      timesheetDistributions.userId,
      timesheetDistributions.date,
      timesheetDistributions.customerFromId,
    );
  return new Map(
    rows
      .filter((row) => wanted.has(`${row.userId}|${row.date}|${row.customerId}`))
      .map((row) => [`${row.userId}|${row.date}`, Number(row.minutes)]),
  );
}
