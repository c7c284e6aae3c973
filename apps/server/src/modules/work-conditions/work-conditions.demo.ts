import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, CUSTOMER_TYPE } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { customers, structures } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';
import { wcPositionHistory, wcPositions } from './work-conditions.schema.ts';

type Conditions = Omit<
  typeof wcPositions.$inferInsert,
  'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'
>;

const JUNIOR = (position: string) =>
  position.startsWith('Руковод')
    ? 'Ведущий специалист'
    : `Младший ${position.charAt(0).toLowerCase()}${position.slice(1)}`;
const SENIOR = (position: string) =>
  position.startsWith('Руковод')
    ? position
    : `Старший ${position.charAt(0).toLowerCase()}${position.slice(1)}`;
const uidOf = (login: string) => {
  const hex = createHash('sha1').update(`wc-${login}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};
const clampDay = (day: string, min: string) => (day < min ? min : day);

/**
 * Work conditions of every demo person: a default position from their card with its
 * history — hired a grade lower, promoted later; every fifth person has a change scheduled two weeks ahead
 * (it applies on its day), every seventh a second, part-time mentoring position. Re-runnable: it replaces the
 * positions of the people it is given.
 */
export async function seedWorkConditionsDemo(db: Db, userIds: number[], today: string): Promise<number> {
  if (userIds.length === 0) return 0;
  const people = await db.select().from(users).where(inArray(users.id, userIds)).orderBy(users.id);
  const projects = await db
    .select({ id: customers.id, parentId: customers.parentId, practiceId: structures.parentId })
    .from(customers)
    .leftJoin(structures, eq(structures.id, customers.structureId))
    .where(and(eq(customers.typeId, CUSTOMER_TYPE.project), eq(customers.selectable, true)))
    .orderBy(customers.id);
  let count = 0;
  await db.transaction(async () => {
    await db.delete(wcPositions).where(inArray(wcPositions.userId, userIds));
    for (const [index, person] of people.entries()) {
      const hireDate = person.hireDate ?? '2020-03-01';
      const own = projects.filter((project) => project.practiceId === person.departmentId);
      const project = own[index % Math.max(1, own.length)] ?? null;
      const current: Conditions = {
        locationId: person.officeId,
        departmentId: person.departmentId,
        defaultProjectId: project?.id ?? null,
        defaultCustomerId: project?.parentId ?? null,
        workPosition: person.workPosition ?? 'Специалист',
        workRate: index % 9 === 4 ? '0.50' : '1.00',
        hireDate,
        fireDate: null,
        employmentStatusId: 1,
        tabNumber: `Т-${String(1000 + person.id).padStart(5, '0')}`,
        uid: uidOf(person.login),
        userStatusId: 1,
      };
      // Promoted a year after hire, when that day has come; else the card's position from the hire date.
      const promotion = addDays(hireDate, 365);
      const entries: (Conditions & { dateApply: string; comment: string | null })[] =
        promotion <= today
          ? [
              {
                ...current,
                workPosition: JUNIOR(current.workPosition),
                dateApply: hireDate,
                comment: 'Прием на работу',
              },
              { ...current, dateApply: promotion, comment: 'Повышение по итогам года' },
            ]
          : [{ ...current, dateApply: hireDate, comment: 'Прием на работу' }];
      if (index % 5 === 2 && hireDate <= today) {
        entries.push({
          ...current,
          workPosition: SENIOR(current.workPosition),
          dateApply: clampDay(addDays(today, 14), hireDate),
          comment: 'Повышение с начала следующего периода',
        });
      }
      const inForce = entries.filter((entry) => entry.dateApply <= today).at(-1) ?? entries[0]!;
      const { dateApply: _d, comment: _c, ...row } = inForce;
      const [position] = await db
        .insert(wcPositions)
        .values({ userId: person.id, isDefault: true, ...row })
        .returning({ id: wcPositions.id });
      await db.insert(wcPositionHistory).values(
        entries.map((entry) => ({
          positionId: position!.id,
          ...entry,
          appliedAt: entry.dateApply <= today ? new Date(`${entry.dateApply}T09:00:00Z`) : null,
        })),
      );
      count += 1;
      if (index % 7 === 3) {
        const mentoring = {
          ...current,
          locationId: null,
          workPosition: 'Наставник',
          workRate: '0.25',
          employmentStatusId: 2,
          tabNumber: `${current.tabNumber}-1`,
          hireDate: clampDay(addDays(hireDate, 200), hireDate),
        };
        const [second] = await db
          .insert(wcPositions)
          .values({ userId: person.id, isDefault: false, ...mentoring })
          .returning({ id: wcPositions.id });
        await db.insert(wcPositionHistory).values({
          positionId: second!.id,
          ...mentoring,
          dateApply: mentoring.hireDate,
          comment: 'Внутреннее совместительство',
          appliedAt: mentoring.hireDate <= today ? new Date(`${mentoring.hireDate}T09:00:00Z`) : null,
        });
        count += 1;
      }
    }
  });
  return count;
}
