import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CUSTOMER_TYPE, dayOfWeek, TS_STATUS } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { customers, structures } from '../organisation/organisation.schema.ts';
import { rolePermissions } from '../permissions/permissions.schema.ts';
import {
  timesheetDistributions,
  timesheetExemptProjects,
  timesheetExemptUsers,
  timesheetUserWorkStatuses,
  timesheetWrites,
} from './timesheet.schema.ts';
import { roles, users } from '../users/users.schema.ts';

/** Who gets which permission in the demo (administrators change it on the permissions screen). */
const ROLE_PERMISSIONS: { role: string; permissionIds: number[] }[] = [
  { role: 'ts_admin', permissionIds: [1, 2] },
  { role: 'admin', permissionIds: [1] },
];

/**
 * The rest of a meaningful TimeSheet demo: role permissions, Friday hours moved to services (their statuses
 * follow the day's writes), a few exemptions and work statuses. Re-runnable: it replaces its own rows.
 */
export async function seedTimesheetExtras(db: Db, userIds: number[]): Promise<void> {
  const roleRows = await db.select().from(roles);
  for (const grant of ROLE_PERMISSIONS) {
    const role = roleRows.find((row) => row.name === grant.role);
    if (!role) continue;
    await db
      .insert(rolePermissions)
      .values(grant.permissionIds.map((permissionId) => ({ roleId: role.id, permissionId })))
      .onConflictDoNothing();
  }

  const services = await db
    .select()
    .from(customers)
    .where(and(eq(customers.typeId, CUSTOMER_TYPE.service), eq(customers.selectable, true)));
  const flow = services.filter((service) => service.utilityType !== null);
  await db.delete(timesheetDistributions).where(inArray(timesheetDistributions.userId, userIds));
  const people = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.id, userIds));
  const movers = people.filter(
    (person, index) => ['employee', 'assistant'].includes(person.login) || index % 9 === 0,
  );
  const writes = await db
    .select()
    .from(timesheetWrites)
    .where(
      and(
        inArray(
          timesheetWrites.userId,
          movers.map((person) => person.id),
        ),
        isNull(timesheetWrites.deletedAt),
        eq(timesheetWrites.automatic, false),
      ),
    );
  const fridays = writes.filter((write) => dayOfWeek(write.date) === 5 && write.minutes >= 120);
  if (flow.length > 0 && fridays.length > 0) {
    const seen = new Set<string>();
    const rows = fridays.flatMap((write) => {
      const key = `${write.userId}|${write.date}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [
        {
          userId: write.userId,
          date: write.date,
          minutes: 60,
          customerFromId: write.customerId,
          customerToId: flow[write.userId % flow.length]!.id,
          status: write.status === TS_STATUS.rejected ? TS_STATUS.new : write.status,
          comment: 'Внутренние заявки за неделю',
          createdBy: write.userId,
          updatedBy: write.userId,
        },
      ];
    });
    await db.insert(timesheetDistributions).values(rows);
  }

  // Exemptions: three people, a project for all offices, one for the Minsk office for people hired from 2026.
  await db.delete(timesheetExemptUsers).where(inArray(timesheetExemptUsers.userId, userIds));
  const exempt = people.filter((_, index) => index % 47 === 5).slice(0, 3);
  if (exempt.length)
    await db.insert(timesheetExemptUsers).values(exempt.map((person) => ({ userId: person.id })));
  const projects = await db.select().from(customers).where(eq(customers.typeId, CUSTOMER_TYPE.project));
  const minsk = (await db.select().from(structures)).find((node) => node.name.includes('Минск'));
  const adaptation = projects.find((project) => project.name === 'Программа адаптации') ?? projects[0];
  const second = projects[3];
  const exemptProjectIds = [adaptation, second].filter((project) => project !== undefined).map((p) => p.id);
  if (exemptProjectIds.length)
    await db
      .delete(timesheetExemptProjects)
      .where(inArray(timesheetExemptProjects.customerId, exemptProjectIds));
  if (adaptation) await db.insert(timesheetExemptProjects).values({ customerId: adaptation.id });
  if (second && minsk)
    await db
      .insert(timesheetExemptProjects)
      .values({ customerId: second.id, officeId: minsk.id, hireDate: '2026-01-01' });

  // Work statuses: a few part-timers and interns.
  await db.delete(timesheetUserWorkStatuses).where(inArray(timesheetUserWorkStatuses.userId, userIds));
  const statuses = people
    .filter((_, index) => index % 31 === 7)
    .map((person, index) => ({ userId: person.id, workStatusId: index % 2 === 0 ? 2 : 3 }));
  if (statuses.length) await db.insert(timesheetUserWorkStatuses).values(statuses);
}
