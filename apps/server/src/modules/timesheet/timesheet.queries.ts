import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  canAccess,
  STRUCTURE_LEVEL,
  TS_STATUS_LABELS,
  type TsStatus,
  type TsWrite,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PreparedReads } from '../../platform/db/prepared.ts';
import { inIds, rowsOf } from '../../platform/db/sql.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import {
  canFillFor,
  canViewPeriodOf,
  isChargeCoded,
  isTimesheetAdmin,
  seesOwnPeriod,
} from './timesheet.policy.ts';
import { customers, structures } from '../organisation/organisation.schema.ts';
import { fullName } from '../users/users.service.ts';
import { customerOwners, users } from '../users/users.schema.ts';
import { timesheetWrites } from './timesheet.schema.ts';

export type WriteRow = typeof timesheetWrites.$inferSelect;
/** A write as the web gets it, before the service adds the viewer's abilities. */
export type WriteView = Omit<TsWrite, 'abilities'>;

/** Live (not deleted) writes matching the conditions, with project and person names, by date (the query). */
function writesQuery(db: Db, ...conditions: (SQL | undefined)[]) {
  return (
    db
      // Only the name parts of the person: whole user rows made the approve screen's sort spill to disk.
      .select({
        write: timesheetWrites,
        customer: { id: customers.id, name: customers.name },
        user: {
          id: users.id,
          name: users.name,
          lastName: users.lastName,
          patronymic: users.patronymic,
          countryId: users.countryId,
          chargeCode: users.chargeCode,
        },
      })
      .from(timesheetWrites)
      .innerJoin(customers, eq(customers.id, timesheetWrites.customerId))
      .innerJoin(users, eq(users.id, timesheetWrites.userId))
      .where(and(isNull(timesheetWrites.deletedAt), ...conditions))
      .orderBy(timesheetWrites.date, timesheetWrites.customerId, timesheetWrites.userId)
  );
}

function toWriteView({ write, customer, user }: Awaited<ReturnType<typeof writesQuery>>[number]): WriteView {
  return {
    id: write.id,
    date: write.date,
    time: write.minutes,
    customer,
    user: { id: user.id, full_name: fullName(user) },
    status: { id: write.status, name: TS_STATUS_LABELS[write.status as TsStatus] },
    comment: write.comment,
    reject_comment: write.rejectComment,
    checked: write.checked,
    automatic: write.automatic,
    charge_coded: isChargeCoded(user),
    created_at: write.createdAt.toISOString(),
    created_by: write.createdBy,
    updated_at: write.updatedAt.toISOString(),
    updated_by: write.updatedBy,
  };
}

/** Live (not deleted) writes matching the conditions, with project and person names, by date. */
export async function selectWrites(db: Db, ...conditions: (SQL | undefined)[]): Promise<WriteView[]> {
  return (await writesQuery(db, ...conditions)).map(toWriteView);
}

/** One person's live writes in a period: the fill grid's read, prepared (platform/db/prepared.ts). */
export async function selectPersonWrites(
  db: Db,
  prepared: PreparedReads,
  query: { userId: number; start: string; end: string },
): Promise<WriteView[]> {
  const rows = await prepared.run(
    'timesheet_person_writes',
    () =>
      writesQuery(
        db,
        eq(timesheetWrites.userId, sql.placeholder('userId')),
        gte(timesheetWrites.date, sql.placeholder('start')),
        lte(timesheetWrites.date, sql.placeholder('end')),
      ),
    query,
  );
  return rows.map(toWriteView);
}

export function inPeriod(start: string, end: string): SQL {
  return and(gte(timesheetWrites.date, start), lte(timesheetWrites.date, end))!;
}

/** Owners of each project, for the approval policy. */
export async function ownersOf(db: Db, customerIds: number[]): Promise<Map<number, number[]>> {
  const owners = new Map<number, number[]>();
  if (customerIds.length === 0) return owners;
  // A plain statement: building a select costs more than this read (bench:timesheet, the fill grid).
  const rows = rowsOf<{ customer_id: number; user_id: number }>(
    await db.execute(sql`select customer_id, user_id from ${customerOwners}
      where ${inIds(sql`customer_id`, customerIds)}`),
  );
  for (const row of rows) owners.set(row.customer_id, [...(owners.get(row.customer_id) ?? []), row.user_id]);
  return owners;
}

/**
 * Of the given people, those whose period the actor may see (policy `canViewPeriodOf`): one read of the
 * people and one of the projects they wrote to in the period that the actor owns.
 */
export async function viewablePeople(
  db: Db,
  actor: AuthUser,
  userIds: number[],
  start: string,
  end: string,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  if (userIds.every((id) => seesOwnPeriod(actor, id))) return new Set(userIds);
  const people = await db
    .select({ id: users.id, managerId: users.managerId })
    .from(users)
    .where(inArray(users.id, userIds));
  const approved = await db
    .selectDistinct({ userId: timesheetWrites.userId })
    .from(timesheetWrites)
    .innerJoin(
      customerOwners,
      and(eq(customerOwners.customerId, timesheetWrites.customerId), eq(customerOwners.userId, actor.id)),
    )
    .where(
      and(inArray(timesheetWrites.userId, userIds), inPeriod(start, end), isNull(timesheetWrites.deletedAt)),
    );
  const approves = new Set(approved.map((row) => row.userId));
  const fills = await fillablePeople(db, actor, userIds);
  return new Set(
    people
      .filter((person) => canViewPeriodOf(actor, person, fills.has(person.id), approves.has(person.id)))
      .map((person) => person.id),
  );
}

/** The block of each person: their department if it is a block, else the department's parent. */
export async function blocksOf(db: Db, userIds: number[]): Promise<Map<number, number | null>> {
  const rows = await db
    .select({
      id: users.id,
      departmentId: structures.id,
      level: structures.level,
      parentId: structures.parentId,
    })
    .from(users)
    .leftJoin(structures, eq(structures.id, users.departmentId))
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((row) => [
      row.id,
      row.level === STRUCTURE_LEVEL.block ? row.departmentId : (row.parentId ?? null),
    ]),
  );
}

/** Of the given people, those the actor may fill for (policy `canFillFor`): at most one read of blocks. */
export async function fillablePeople(db: Db, actor: AuthUser, userIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (isTimesheetAdmin(actor)) return new Set(ids);
  if (!canAccess(actor.roles, 'timesheet.fill-for-block'))
    return new Set(ids.filter((id) => id === actor.id));
  const blocks = await blocksOf(db, [...ids, actor.id]);
  const actorBlock = blocks.get(actor.id) ?? null;
  return new Set(ids.filter((id) => canFillFor(actor, { id, blockId: blocks.get(id) ?? null }, actorBlock)));
}

/** 403 unless the actor may fill for the person. */
export async function assertFillsFor(
  db: Db,
  actor: AuthUser,
  userId: number,
  message?: string,
): Promise<void> {
  if (!(await fillablePeople(db, actor, [userId])).has(userId)) throw forbidden(message);
}

/** Of the given people, Russian-country employees with a charge code (their approval is locked). */
export async function chargeCodedPeople(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id, countryId: users.countryId, chargeCode: users.chargeCode })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Set(rows.filter(isChargeCoded).map((row) => row.id));
}

/**
 * Whether a save names the version of the row it meets: `seen` is the updated_at the editor saw, absent when
 * it saw an empty cell, so a row that appeared meanwhile is never overwritten (409).
 */
export function sameVersion(seen: string | null | undefined, current: Date): boolean {
  return seen != null && new Date(seen).getTime() === current.getTime();
}
