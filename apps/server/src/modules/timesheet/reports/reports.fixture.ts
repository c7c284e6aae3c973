import { CUSTOMER_TYPE } from '@intranet/contracts';
import type { Db } from '../../../platform/db/database.ts';
import {
  buildCompany,
  buildDepartment,
  buildOrganisation,
  buildProject,
  buildUser,
} from '../../../../test/factories.ts';
import { buildWrite } from '../timesheet.factory.ts';
import { customers } from '../../organisation/organisation.schema.ts';
import { vacations } from '../../vacation/vacation.schema.ts';
import { workCalendarDays } from '../../work-calendar/work-calendar.schema.ts';
import { timesheetDistributions, timesheetHistory } from '../timesheet.schema.ts';

/** The week of the data set: Monday 10 to Sunday 16 March 2031; Wednesday 12 is a holiday. */
export const WEEK = { date_start: '2031-03-10', date_end: '2031-03-16' } as const;
export const day = (n: number) => `2031-03-${String(9 + n).padStart(2, '0')}`;

/**
 * A small organisation with a known week of time (each report test file builds its own):
 * block «Блок Тест» with practices «Практика Альфа» (E1, manager M) and «Практика Бета» (E2, E3, assistant A);
 * E1 reports to M, E2 to E1; M is a team lead (E1's and, through E1, E2's). PM owns «Проект Один», M owns «Проект Два». Outside the block: PM, the
 * administrator, a reporter, a manager with nobody (O) and a plain employee.
 */
export async function buildReportsData(db: Db) {
  const org = await buildOrganisation(db);
  const alpha = await buildCompany(db, { name: 'Альфа ООО' });
  const beta = await buildCompany(db, { name: 'Бета АО' });
  const person = (lastName: string, departmentId: number, companyId: number, extra: object = {}) =>
    buildUser(db, { lastName, name: 'Иван', patronymic: 'Петрович', departmentId, companyId, ...extra });
  const m = await person('Григорьев', org.practiceA.id, alpha.id, { roles: ['manager', 'team_lead'] });
  const e1 = await person('Алексеев', org.practiceA.id, alpha.id, {
    managerId: m.id,
    workPosition: 'Аналитик',
    phoneCorp: '+7 495 000-00-01',
  });
  const e2 = await person('Борисов', org.practiceB.id, beta.id, { managerId: e1.id });
  const e3 = await person('Васильев', org.practiceB.id, beta.id);
  const a = await person('Дмитриев', org.practiceB.id, beta.id, { roles: ['assistant'] });
  const outside = await buildDepartment(db, { name: 'Внешний отдел' });
  const pm = await person('Егоров', outside.id, alpha.id, { roles: ['project_manager'] });
  const admin = await person('Жуков', outside.id, alpha.id, { roles: ['ts_admin'] });
  const o = await person('Зайцев', outside.id, alpha.id, { roles: ['manager'] });
  const reporter = await person('Ильин', outside.id, alpha.id, { roles: ['ts_reporter'] });
  const plain = await person('Кузнецов', outside.id, alpha.id, { roles: ['ts_filling'] });

  const p1 = await buildProject(db, { name: 'Проект Один', owners: [pm.id] });
  const p2 = await buildProject(db, { name: 'Проект Два', owners: [m.id] });
  const [nb] = await db
    .insert(customers)
    .values({
      name: 'Не занят (Практика Альфа)',
      typeId: CUSTOMER_TYPE.internal,
      structureId: org.practiceA.id,
    })
    .returning();
  const [edu] = await db
    .insert(customers)
    .values({ name: 'Обучение', typeId: CUSTOMER_TYPE.internal })
    .returning();
  const [service] = await db
    .insert(customers)
    .values({ name: 'Сервис поддержки', typeId: CUSTOMER_TYPE.service, utilityType: 'FLOW' })
    .returning();
  await db.insert(workCalendarDays).values({ countryId: 1, date: day(3), type: 1, name: 'Праздник' });

  const w = (
    userId: number,
    customerId: number,
    n: number,
    minutes: number,
    status: number,
    comment?: string,
  ) => buildWrite(db, { userId, customerId, date: day(n), minutes, status, comment });
  const e1d1 = await w(e1.id, p1.id, 1, 480, 3);
  await w(e1.id, p1.id, 2, 240, 1);
  await w(e1.id, nb!.id, 2, 240, 3);
  await w(e1.id, p2.id, 4, 600, 2);
  await w(e1.id, p1.id, 6, 120, 3, 'Релиз');
  await w(e2.id, edu!.id, 1, 480, 3);
  const e2d2 = await w(e2.id, p1.id, 2, 480, 4);
  const e2d4 = await w(e2.id, p1.id, 4, 480, 3);
  await w(e2.id, p1.id, 5, 300, 1);
  for (const n of [1, 2, 4, 5]) await w(m.id, p2.id, n, 480, 3);
  await w(m.id, p2.id, 3, 60, 1);
  await db.insert(vacations).values({ userId: e3.id, date: day(4), typeId: 1, statusId: 2 });

  const at = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
  await db.insert(timesheetHistory).values([
    {
      entity: 'write',
      entityId: e1d1.id,
      action: 'approve',
      oldStatus: 2,
      newStatus: 3,
      changedBy: pm.id,
      changedAt: at('2031-03-12', '10:00'),
    },
    {
      entity: 'write',
      entityId: e2d4.id,
      action: 'approve',
      oldStatus: 2,
      newStatus: 3,
      changedBy: pm.id,
      changedAt: at('2031-03-17', '11:30'),
    },
    {
      entity: 'write',
      entityId: e2d2.id,
      action: 'approve',
      oldStatus: 2,
      newStatus: 3,
      changedBy: pm.id,
      changedAt: at('2031-03-12', '09:00'),
    },
    {
      entity: 'write',
      entityId: e2d2.id,
      action: 'unapprove',
      oldStatus: 3,
      newStatus: 2,
      oldMinutes: 480,
      newMinutes: 480,
      comment: 'Не тот проект',
      changedBy: pm.id,
      changedAt: at('2031-03-13', '15:45'),
    },
    {
      entity: 'write',
      entityId: e2d2.id,
      action: 'reject',
      oldStatus: 2,
      newStatus: 4,
      changedBy: pm.id,
      changedAt: at('2031-03-13', '15:46'),
    },
  ]);
  // e2d2 was approved once, then unapproved and rejected: it is not approved now, so no approval lag counts it.
  await db.insert(timesheetDistributions).values({
    userId: e1.id,
    date: day(1),
    minutes: 120,
    customerFromId: p1.id,
    customerToId: service!.id,
    status: 1,
  });
  return {
    org,
    alpha,
    beta,
    m,
    e1,
    e2,
    e3,
    a,
    pm,
    admin,
    o,
    reporter,
    plain,
    p1,
    p2,
    nb: nb!,
    edu: edu!,
    service: service!,
  };
}

export const fullName = (lastName: string) => `${lastName} Иван Петрович`;
