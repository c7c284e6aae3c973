import { fakerRU } from '@faker-js/faker';
import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import {
  addDays,
  dayOfWeek,
  isDayOff,
  SHADOW_STATUS_TYPE_IDS,
  TS_STATUS,
  VACATION_STATUS,
  type TsStatus,
  type WorkDayType,
} from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { customers, structures } from '../organisation/organisation.schema.ts';
import { timesheetEditablePeriods, timesheetHistory, timesheetWrites } from './timesheet.schema.ts';
import { userStatuses } from '../user-statuses/user-statuses.schema.ts';
import { vacations } from '../vacation/vacation.schema.ts';
import { workCalendarDays } from '../work-calendar/work-calendar.schema.ts';
import { customerOwners, users } from '../users/users.schema.ts';
import { DEMO_SEED } from '../../seed/demo-organisation.ts';

const WEEKS_BACK = 6;

function mondayOf(isoDate: string): string {
  return addDays(isoDate, -((dayOfWeek(isoDate) + 6) % 7));
}

/**
 * The demo timesheet: six weeks of written-off time for every demo employee on their practice's projects,
 * old weeks approved (a few rejected), the week before last waiting for approval, the last two new; and
 * the previous and current months open for writing. Laid around the seeding day, like the statuses.
 */
export async function seedTimesheetDemo(db: Db, userIds: number[], today: string): Promise<number> {
  const faker = fakerRU;
  faker.seed(DEMO_SEED + 5);
  const start = addDays(mondayOf(today), -7 * (WEEKS_BACK - 1));
  const end = addDays(today, -1);

  const people = await db.select().from(users).where(inArray(users.id, userIds));
  const projectNodes = await db
    .select()
    .from(structures)
    .where(inArray(structures.level, [3]));
  const projects = await db.select().from(customers);
  const special = await db
    .select()
    .from(workCalendarDays)
    .where(and(gte(workCalendarDays.date, start), lte(workCalendarDays.date, end)));
  // Nobody writes time on the days of their sick leave or vacation: shadow writes count those.
  const away = await db
    .select()
    .from(userStatuses)
    .where(
      and(
        inArray(userStatuses.userId, userIds),
        inArray(userStatuses.statusTypeId, [...SHADOW_STATUS_TYPE_IDS]),
      ),
    );
  const onVacation = new Set(
    (
      await db
        .select({ userId: vacations.userId, date: vacations.date })
        .from(vacations)
        .where(
          and(
            inArray(vacations.userId, userIds),
            eq(vacations.statusId, VACATION_STATUS.approved),
            isNull(vacations.deletedAt),
            gte(vacations.date, start),
            lte(vacations.date, end),
          ),
        )
    ).map((day) => `${day.userId}|${day.date}`),
  );
  const isAway = (userId: number, date: string) =>
    onVacation.has(`${userId}|${date}`) ||
    away.some((status) => status.userId === userId && status.dateStart <= date && status.dateEnd >= date);
  const dayType = (countryId: number, date: string) =>
    special.find((day) => day.countryId === countryId && day.date === date)?.type as WorkDayType | undefined;

  const rows: (typeof timesheetWrites.$inferInsert)[] = [];
  for (const person of people.sort((a, b) => a.id - b.id)) {
    if (!person.departmentId) continue;
    const nodeIds = projectNodes
      .filter((node) => node.parentId === person.departmentId)
      .map((node) => node.id);
    const own = projects.filter(
      (project) =>
        project.typeId === 2 && project.structureId !== null && nodeIds.includes(project.structureId),
    );
    const notBusy = projects.find(
      (project) => project.typeId === 4 && project.structureId === person.departmentId,
    );
    if (own.length === 0) continue;
    const main = own[person.id % own.length]!;
    const second = own.length > 1 ? own[(person.id + 1) % own.length]! : notBusy;
    for (let date = start; date <= end; date = addDays(date, 1)) {
      if (isDayOff(date, dayType(person.countryId ?? 1, date)) || isAway(person.id, date)) continue;
      const age = Math.floor((Date.parse(mondayOf(today)) - Date.parse(mondayOf(date))) / (7 * 86_400_000));
      let status: TsStatus = age >= 2 ? TS_STATUS.approved : TS_STATUS.new;
      if (age === 2) status = TS_STATUS.forApproving;
      if (age >= 2 && faker.number.int({ min: 1, max: 40 }) === 1) status = TS_STATUS.rejected;
      const split = faker.helpers.weightedArrayElement([
        { value: [480, 0], weight: 6 },
        { value: [360, 120], weight: 3 },
        { value: [420, 0], weight: 1 },
      ]);
      const base = {
        userId: person.id,
        date,
        status,
        createdBy: person.id,
        updatedBy: person.id,
        rejectComment: status === TS_STATUS.rejected ? 'Уточните, какие работы выполнялись' : null,
      };
      rows.push({
        ...base,
        customerId: main.id,
        minutes: split[0],
        comment: faker.helpers.arrayElement([
          null,
          'Разработка',
          'Созвоны с заказчиком',
          'Исправление ошибок',
          'Код-ревью',
        ]),
      });
      if (split[1] > 0 && second)
        rows.push({ ...base, customerId: second.id, minutes: split[1], comment: null });
    }
  }
  await db
    .delete(timesheetHistory)
    .where(
      and(
        eq(timesheetHistory.entity, 'write'),
        inArray(
          timesheetHistory.entityId,
          db
            .select({ id: timesheetWrites.id })
            .from(timesheetWrites)
            .where(inArray(timesheetWrites.userId, userIds)),
        ),
      ),
    );
  await db.delete(timesheetWrites).where(inArray(timesheetWrites.userId, userIds));
  // Each seeded cell gets the history it would have: created, sent, then approved or rejected by an owner.
  const owners = await db.select().from(customerOwners);
  const ownerOf = (customerId: number) =>
    owners.find((owner) => owner.customerId === customerId)?.userId ?? null;
  for (let offset = 0; offset < rows.length; offset += 1000) {
    const inserted = await db
      .insert(timesheetWrites)
      .values(rows.slice(offset, offset + 1000))
      .returning({
        id: timesheetWrites.id,
        userId: timesheetWrites.userId,
        customerId: timesheetWrites.customerId,
        minutes: timesheetWrites.minutes,
        status: timesheetWrites.status,
        rejectComment: timesheetWrites.rejectComment,
      });
    const history = inserted.flatMap((write) => {
      const base = {
        entity: 'write' as const,
        entityId: write.id,
        oldMinutes: write.minutes,
        newMinutes: write.minutes,
      };
      const entries: (typeof timesheetHistory.$inferInsert)[] = [
        { ...base, action: 'create', oldMinutes: null, newStatus: TS_STATUS.new, changedBy: write.userId },
      ];
      if (write.status === TS_STATUS.new) return entries;
      entries.push({
        ...base,
        action: 'send',
        oldStatus: TS_STATUS.new,
        newStatus: TS_STATUS.forApproving,
        changedBy: write.userId,
      });
      if (write.status === TS_STATUS.approved || write.status === TS_STATUS.rejected) {
        const action = write.status === TS_STATUS.approved ? 'approve' : 'reject';
        entries.push({
          ...base,
          action,
          oldStatus: TS_STATUS.forApproving,
          newStatus: write.status,
          comment: write.rejectComment,
          changedBy: ownerOf(write.customerId),
        });
      }
      return entries;
    });
    await db.insert(timesheetHistory).values(history);
  }

  // The previous and the current month are open to everyone, unless someone already opened them.
  const monthStart = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  const nextMonth = addDays(`${today.slice(0, 7)}-28`, 4);
  const monthEnd = addDays(`${nextMonth.slice(0, 7)}-01`, -1);
  const [open] = await db
    .select({ id: timesheetEditablePeriods.id })
    .from(timesheetEditablePeriods)
    .where(
      and(
        isNull(timesheetEditablePeriods.roleId),
        lte(timesheetEditablePeriods.dateStart, monthEnd),
        gte(timesheetEditablePeriods.dateEnd, monthStart),
      ),
    )
    .limit(1);
  if (!open)
    await db
      .insert(timesheetEditablePeriods)
      .values({ dateStart: monthStart, dateEnd: monthEnd, roleId: null });
  return rows.length;
}
