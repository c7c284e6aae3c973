import { fakerRU } from '@faker-js/faker';
import { and, gte, inArray, isNull, lte, eq } from 'drizzle-orm';
import { addDays, dayOfWeek, VACATION_STATUS, VACATION_TYPE, vacationDay } from '@intranet/contracts';
import { fixedClock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../users/users.schema.ts';
import { vacationBalances, vacations } from './vacation.schema.ts';
import { workCalendarDays } from '../work-calendar/work-calendar.schema.ts';
import { DEMO_SEED } from '../../seed/demo-organisation.ts';

type Block = { start: string; days: number; type: number; status: number };

function mondayOfWeek(year: number, week: number): string {
  let date = addDays(`${year}-01-01`, week * 7);
  while (dayOfWeek(date) !== 1) date = addDays(date, 1);
  return date;
}

/**
 * A year of vacation plans around the seeding day: for everyone a 14-day indivisible block this year
 * (approved when past, otherwise any status), a divisible week, some study and unpaid days, one moved block,
 * and next year's plans in progress — some people have none yet (red in matching). `employee` gets a fixed,
 * readable plan. Holidays are skipped like the planner skips them. Re-runnable: it replaces its own rows.
 */
export async function seedVacationDemo(db: Db, userIds: number[], today: string): Promise<number> {
  const faker = fakerRU;
  faker.seed(DEMO_SEED + 9);
  const year = Number(today.slice(0, 4));
  const people = (await db.select().from(users).where(inArray(users.id, userIds))).sort(
    (a, b) => a.id - b.id,
  );
  const special = await db
    .select()
    .from(workCalendarDays)
    .where(and(gte(workCalendarDays.date, `${year}-01-01`), lte(workCalendarDays.date, `${year + 1}-12-31`)));
  const typeOf = (countryId: number, date: string) =>
    special.find((day) => day.countryId === countryId && day.date === date)?.type ?? null;

  await db.delete(vacations).where(inArray(vacations.userId, userIds));
  await db.delete(vacationBalances).where(inArray(vacationBalances.userId, userIds));

  const pastOrFuture = (start: string): number => {
    if (start < today) return VACATION_STATUS.approved;
    return faker.helpers.weightedArrayElement([
      { value: VACATION_STATUS.approved, weight: 5 },
      { value: VACATION_STATUS.new, weight: 4 },
      { value: VACATION_STATUS.rejected, weight: 1 },
    ]);
  };

  // The old days of a moved block went on the demo's today (CLOCK_TODAY), not on the machine's.
  const movedAway = fixedClock(today).now();
  let count = 0;
  for (const person of people) {
    const blocks: Block[] = [];
    if (person.login === 'employee') {
      // Past days only, and no indivisible block: the demo journey is `employee` planning one.
      blocks.push(
        {
          start: mondayOfWeek(year, 27),
          days: 7,
          type: VACATION_TYPE.divisible,
          status: VACATION_STATUS.approved,
        },
        {
          start: mondayOfWeek(year, 35),
          days: 2,
          type: VACATION_TYPE.unpaid,
          status: VACATION_STATUS.approved,
        },
      );
    } else {
      const week = 20 + (person.id % 20);
      blocks.push({
        start: mondayOfWeek(year, week),
        days: 14,
        type: VACATION_TYPE.indivisible,
        status: pastOrFuture(mondayOfWeek(year, week)),
      });
      const divisible = mondayOfWeek(year, 8 + (person.id % 10));
      blocks.push({
        start: divisible,
        days: 7,
        type: VACATION_TYPE.divisible,
        status: pastOrFuture(divisible),
      });
      if (person.id % 11 === 0)
        blocks.push({ start: mondayOfWeek(year, 44), days: 3, type: VACATION_TYPE.study, status: 2 });
      if (person.id % 13 === 0)
        blocks.push({ start: mondayOfWeek(year, 47), days: 2, type: VACATION_TYPE.unpaid, status: 1 });
      if (person.id % 5 !== 0) {
        const next = mondayOfWeek(year + 1, 22 + (person.id % 16));
        blocks.push({
          start: next,
          days: 14,
          type: VACATION_TYPE.indivisible,
          status: faker.helpers.arrayElement([
            VACATION_STATUS.new,
            VACATION_STATUS.new,
            VACATION_STATUS.approved,
            VACATION_STATUS.rejected,
          ]),
        });
      }
    }
    for (const [index, block] of blocks.entries()) {
      const dates = Array.from({ length: block.days }, (_, offset) => addDays(block.start, offset)).filter(
        (date) => !vacationDay(date, typeOf(person.countryId ?? 1, date)).holiday,
      );
      if (dates.length === 0) continue;
      // One block in seven was moved here from two weeks earlier: the old days stay deleted (22).
      const moved = person.login !== 'employee' && index === 0 && person.id % 7 === 0;
      if (moved) {
        await insertBlock(
          db,
          person.id,
          dates.map((date) => addDays(date, -14)),
          block.type,
          VACATION_STATUS.approvedDeleted,
          false,
          movedAway,
        );
      }
      count += await insertBlock(db, person.id, dates, block.type, block.status, moved, null);
    }
    await db.insert(vacationBalances).values({
      userId: person.id,
      year,
      accumulated: person.id % 15,
      comment: 'Остаток прошлого года (демо)',
    });
  }
  return count;
}

async function insertBlock(
  db: Db,
  userId: number,
  dates: string[],
  typeId: number,
  statusId: number,
  moved: boolean,
  deletedAt: Date | null,
): Promise<number> {
  // A deleted copy may land on days already planned live; the unique index covers live days only.
  const rows = dates.map((date) => ({
    userId,
    date,
    typeId,
    statusId,
    moved,
    comment: statusId === VACATION_STATUS.rejected ? 'Пересекается с релизом, выберите другие даты' : null,
    createdBy: userId,
    updatedBy: userId,
    deletedAt,
  }));
  if (!deletedAt) {
    const taken = await db
      .select({ date: vacations.date })
      .from(vacations)
      .where(and(eq(vacations.userId, userId), isNull(vacations.deletedAt), inArray(vacations.date, dates)));
    if (taken.length) return 0;
  }
  const [first, ...rest] = await db.insert(vacations).values(rows).returning({ id: vacations.id });
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
  return rows.length;
}
