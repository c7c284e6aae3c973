import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_LOCK_MESSAGE, CORRECTION_KINDS } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { buildEditablePeriod } from '../timesheet.factory.ts';
import { client, type ApiClient, type Session, type TestUser } from '../../../../test/api-client.ts';
import { buildDepartment, buildUser, buildProject } from '../../../../test/factories.ts';
import { structures } from '../../organisation/organisation.schema.ts';
import { userStatuses } from '../../user-statuses/user-statuses.schema.ts';
import { customerOwners } from '../../users/users.schema.ts';
import { vacations } from '../../vacation/vacation.schema.ts';
import { timesheetWrites } from '../timesheet.schema.ts';

// 2 … 8 November 2026: Monday to Sunday; 4 November is a public holiday in Russia.
const WEEK = 'date_start=2026-11-02&date_end=2026-11-08';
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let manager: Session;
let stranger: Session;
let admin: Session;
let employeeId: number;
let belarusianId: number;
let projectId: number;
let notBusyId: number;
let practiceId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const practice = await buildDepartment(db);
  practiceId = practice.id;
  const managerUser = await buildUser(db, { roles: ['manager'] });
  manager = await api.as(managerUser);
  const filler = await buildUser(db, {
    roles: ['ts_filling'],
    departmentId: practice.id,
    managerId: managerUser.id,
    countryId: 1,
    chargeCode: 'SAP-1001',
  });
  employeeId = filler.id;
  employee = await api.as(filler);
  belarusianId = (await buildUser(db, { countryId: 4, managerId: managerUser.id })).id;
  const strangerUser = await buildUser(db, { roles: ['project_manager', 'ts_filling'] });
  stranger = await api.as(strangerUser);
  const adminUser = await buildUser(db, { roles: ['ts_admin'] });
  admin = await api.as(adminUser);
  const project = await buildProject(db, { name: 'Проект Ц', typeId: 2, parentId: null });
  const notBusy = await buildProject(db, {
    name: 'Не занят',
    typeId: 4,
    structureId: practice.id,
    parentId: null,
  });
  projectId = project.id;
  notBusyId = notBusy.id;
  await db.insert(customerOwners).values({ customerId: projectId, userId: managerUser.id });
  await buildEditablePeriod(db, '2026-11-01', '2026-11-30');
  // Sick on Thursday and Friday; the Belarusian colleague too.
  await db.insert(userStatuses).values([
    { userId: employeeId, statusTypeId: 1, dateStart: '2026-11-05', dateEnd: '2026-11-06' },
    { userId: belarusianId, statusTypeId: 1, dateStart: '2026-11-05', dateEnd: '2026-11-06' },
  ]);
  // Monday and Tuesday 6 hours each, Wednesday 8, then sent: «не занят» gets 2 h and 1 h (Tuesday is a
  // short day before the holiday of the 4th).
  const saved = await employee.post('/api/timesheet/writes', {
    writes: [
      { customer_id: projectId, date: '2026-11-02', time: 360 },
      { customer_id: projectId, date: '2026-11-03', time: 360 },
      { customer_id: projectId, date: '2026-11-04', time: 480 },
    ],
  });
  expect(saved.statusCode).toBe(200);
  const sent = await employee.post('/api/timesheet/writes-for-approve', {
    date_start: '2026-11-02',
    date_end: '2026-11-08',
  });
  expect(sent.statusCode).toBe(200);
});
afterAll(async () => ctx?.close());

const get = (url: string, session: Session) => session.get(`/api/${url}`);
const post = (url: string, payload: object, session: Session) => session.post(`/api/${url}`, payload);

describe('shadow writes', () => {
  it('fill the working days of a sick leave with the norm, shown as approved', async () => {
    const response = await get(`timesheet/shadow/writes?${WEEK}`, employee);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<{ data: { date: string; time: number; reason: { name: string }; status: { id: number } }[] }>()
        .data.map((row) => [row.date, row.time, row.reason.name, row.status.id]),
    ).toEqual([
      ['2026-11-05', 480, 'Больничный', 3],
      ['2026-11-06', 480, 'Больничный', 3],
    ]);
  });

  it('are not made for the offices of Belarus, and are visible to the manager but not to a stranger', async () => {
    const both = await get(`timesheet/shadow/writes?${WEEK}&user_ids=${employeeId},${belarusianId}`, manager);
    expect(both.statusCode).toBe(200);
    expect(
      both.json<{ data: { user: { id: number } }[] }>().data.every((row) => row.user.id === employeeId),
    ).toBe(true);
    expect((await get(`timesheet/shadow/writes?${WEEK}&user_id=${employeeId}`, stranger)).statusCode).toBe(
      403,
    );
    expect(
      (await get('timesheet/shadow/writes?date_start=2026-11-08&date_end=2026-11-01', employee)).statusCode,
    ).toBe(400);
  });

  it('count approved vacation days of the planner, by their type, and skip waiting or deleted ones', async () => {
    const day = (userId: number, date: string, typeId: number, statusId: number, deleted = false) => ({
      userId,
      date,
      typeId,
      statusId,
      deletedAt: deleted ? new Date() : null,
    });
    await ctx.database.db
      .insert(vacations)
      .values([
        day(employeeId, '2026-11-09', 1, 2),
        day(employeeId, '2026-11-10', 1, 1),
        day(employeeId, '2026-11-11', 3, 2),
        day(employeeId, '2026-11-12', 2, 22, true),
        day(belarusianId, '2026-11-09', 1, 2),
      ]);
    const response = await get(
      `timesheet/shadow/writes?date_start=2026-11-09&date_end=2026-11-15&user_ids=${employeeId},${belarusianId}`,
      manager,
    );
    expect(
      response
        .json<{ data: { date: string; time: number; reason: { name: string }; user: { id: number } }[] }>()
        .data.map((row) => [row.date, row.time, row.reason.name, row.user.id]),
    ).toEqual([
      ['2026-11-09', 480, 'Отпуск', employeeId],
      ['2026-11-11', 480, 'Учебный отпуск', employeeId],
    ]);
  });
});

describe('«не занят» and absences', () => {
  it('owes nothing for approved planner vacations, but a business trip is a working day', async () => {
    await ctx.database.db
      .insert(userStatuses)
      .values({ userId: employeeId, statusTypeId: 5, dateStart: '2026-11-12', dateEnd: '2026-11-12' });
    const preview = await get(
      'timesheet/not_busy_preview?date_start=2026-11-09&date_end=2026-11-13',
      employee,
    );
    expect(preview.statusCode).toBe(200);
    // 9th and 11th: approved vacation days (see the shadow writes above); the 10th waits for approval.
    expect(preview.json<{ data: { days: { date: string }[] } }>().data.days.map((day) => day.date)).toEqual([
      '2026-11-10',
      '2026-11-12',
      '2026-11-13',
    ]);
  });
});

describe('assistants', () => {
  it('fill for the people of their own block only', async () => {
    const db = ctx.database.db;
    const [practice] = await db.select().from(structures).where(eq(structures.id, practiceId));
    const sameBlock = await buildUser(db, {
      roles: ['assistant'],
      departmentId: (await buildDepartment(db, { parentId: practice!.parentId })).id,
    });
    const otherBlock = await buildUser(db, { roles: ['assistant'] });
    const write = { customer_id: projectId, date: '2026-11-09', time: 60 };
    const save = async (user: TestUser) => {
      const session = await api.as(user);
      return post('timesheet/writes', { writes: [write], user_id: employeeId }, session);
    };
    expect((await save(otherBlock)).statusCode).toBe(403);
    const saved = await save(sameBlock);
    expect(saved.statusCode).toBe(200);
    const ids = saved.json<{ data: { id: number }[] }>().data.map((row) => row.id);
    expect((await employee.delete(`/api/timesheet/writes?ids=${ids.join(',')}`)).statusCode).toBeLessThan(
      300,
    );
  });
});

describe('employee view and charge codes', () => {
  it('lets the manager read the whole period of a subordinate, flagged by the charge code', async () => {
    const response = await get(`timesheet/writes?${WEEK}&user_id=${employeeId}`, manager);
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: { charge_coded: boolean; customer: { id: number } }[] }>().data;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => row.charge_coded)).toBe(true);
    expect((await get(`timesheet/writes?${WEEK}&user_id=${employeeId}`, stranger)).statusCode).toBe(403);
  });
});

describe('period statuses', () => {
  it('give the fill tape per day: waiting, approved by shadow, empty, blocked outside open periods', async () => {
    const response = await get(
      `timesheet/periods_statuses/fill?date_start=2026-10-31&date_end=2026-11-06`,
      employee,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { date: string; state: string }[] }>().data).toEqual([
      { date: '2026-10-31', state: 'blocked' },
      { date: '2026-11-01', state: 'empty' },
      { date: '2026-11-02', state: 'forApproving' },
      { date: '2026-11-03', state: 'forApproving' },
      { date: '2026-11-04', state: 'forApproving' },
      { date: '2026-11-05', state: 'approved' },
      { date: '2026-11-06', state: 'approved' },
    ]);
  });

  it('give the approve tape for owned projects only; an unknown tab is 400', async () => {
    const own = await get(`timesheet/periods_statuses/approve?${WEEK}&customer_ids=${projectId}`, manager);
    expect(own.json<{ data: { state: string }[] }>().data[0]!.state).toBe('forApproving');
    expect(
      (await get(`timesheet/periods_statuses/approve?${WEEK}&customer_ids=${projectId}`, stranger))
        .statusCode,
    ).toBe(403);
    expect((await get(`timesheet/periods_statuses/report?${WEEK}`, employee)).statusCode).toBe(400);
  });
});

describe('presets', () => {
  it('tell the fill screen the norm, the «не занят» project, autofill and exemption', async () => {
    const response = await post(
      'work_conditions/presets/timesheet',
      { users: [employeeId, belarusianId] },
      manager,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json<{
      data: { user_id: number; autofill_absences: boolean; not_busy_project: unknown }[];
    }>().data;
    const own = rows.find((row) => row.user_id === employeeId)!;
    expect(own).toMatchObject({ day_norm: 480, autofill_absences: true, exempt: false, country_id: 1 });
    expect(own.not_busy_project).toEqual({ id: notBusyId, name: 'Не занят' });
    expect(rows.find((row) => row.user_id === belarusianId)!.autofill_absences).toBe(false);
    expect(
      (await post('work_conditions/presets/timesheet', { users: [employeeId] }, stranger)).statusCode,
    ).toBe(403);
    expect((await post('work_conditions/presets/timesheet', { users: [] }, employee)).statusCode).toBe(400);
  });
});

describe('correct', () => {
  it('finds «не занят» out of line with the norm and mends it for one person', async () => {
    // After sending, Monday's 6 hours become 8 (as if corrected after a reject): «не занят» 2 h is too much.
    await ctx.database.db
      .update(timesheetWrites)
      .set({ minutes: 480 })
      .where(eq(timesheetWrites.date, '2026-11-02'))
      .execute()
      .then(async () =>
        ctx.database.db
          .update(timesheetWrites)
          .set({ minutes: 120 })
          .where(eq(timesheetWrites.customerId, notBusyId)),
      );
    await ctx.database.db.delete(timesheetWrites).where(eq(timesheetWrites.date, '2026-11-03'));
    await ctx.database.db
      .insert(timesheetWrites)
      .values({ userId: employeeId, customerId: projectId, date: '2026-11-03', minutes: 300, status: 2 });
    await ctx.database.db
      .insert(timesheetWrites)
      .values({ userId: employeeId, customerId: projectId, date: '2026-11-05', minutes: 60, status: 1 });
    const found = await get(`timesheet/correct?${WEEK}`, admin);
    expect(found.statusCode).toBe(200);
    const errors = found.json<{ data: { errors: { kind: string; date: string }[] }[] }>().data[0]!.errors;
    expect(errors.map((error) => [error.kind, error.date])).toEqual([
      ['notBusySurplus', '2026-11-02'],
      ['notBusyMissing', '2026-11-03'],
      ['workOnAbsence', '2026-11-05'],
    ]);

    const fixed = await post(
      `timesheet/correct/users/${employeeId}`,
      { date_start: '2026-11-02', date_end: '2026-11-08' },
      admin,
    );
    expect(fixed.statusCode).toBe(200);
    const result = fixed.json<{ data: { errors: { message: string }[]; corrected: number }[] }>().data[0]!;
    expect(result.corrected).toBe(2);
    expect(result.errors.map((error) => error.message)).toEqual([CORRECTION_KINDS.workOnAbsence]);
    const notBusy = await ctx.database.db
      .select()
      .from(timesheetWrites)
      .where(eq(timesheetWrites.customerId, notBusyId));
    expect(notBusy.map((row) => [row.date, row.minutes, row.deletedAt !== null]).sort()).toEqual([
      ['2026-11-02', 120, true],
      // 3 November is a short day (7 h) before the holiday: 7 - 5 = 2 h.
      ['2026-11-03', 120, false],
    ]);
  });

  it('is for timesheet administrators, with a valid period', async () => {
    expect((await get(`timesheet/correct?${WEEK}`, manager)).statusCode).toBe(403);
    expect(
      (await post('timesheet/correct', { date_start: 'вчера', date_end: '2026-11-08' }, admin)).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          `timesheet/correct/users/999999`,
          { date_start: '2026-11-02', date_end: '2026-11-08' },
          admin,
        )
      ).statusCode,
    ).toBe(404);
    const all = await post('timesheet/correct', { date_start: '2026-11-02', date_end: '2026-11-08' }, admin);
    expect(all.json<{ data: { corrected: number }[] }>().data[0]!.corrected).toBe(0);
  });
});

describe('work statuses', () => {
  it('give the catalogue with what the caller may do', async () => {
    const forEmployee = await get('dba/timesheet-work-statuses/statuses', employee);
    expect(
      forEmployee.json<{ data: { statuses: { title: string }[]; responsibilities: object } }>().data,
    ).toMatchObject({
      responsibilities: { view: false, edit: false },
    });
    const forAdmin = await get('dba/timesheet-work-statuses/statuses', admin);
    const catalogue = forAdmin.json<{ data: { statuses: { title: string }[]; responsibilities: object } }>()
      .data;
    expect(catalogue.responsibilities).toEqual({ view: true, edit: true });
    expect(catalogue.statuses.map((status) => status.title)).toContain('Совместитель');
  });

  it('are set once per person, changed, listed; others get 403, bad input 400, a second set 409', async () => {
    const created = await post(
      'dba/timesheet-work-statuses',
      { user_id: employeeId, work_status_id: 2 },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    expect(
      (await post('dba/timesheet-work-statuses', { user_id: employeeId, work_status_id: 3 }, admin))
        .statusCode,
    ).toBe(409);
    const changed = await admin.put('/api/dba/timesheet-work-statuses', { id, work_status_id: 3 });
    expect(changed.json<{ data: { title: string } }>().data.title).toBe('Стажер');
    const listed = await get(`dba/timesheet-work-statuses?user_ids=${employeeId}`, manager);
    expect(listed.json<{ data: { work_status_id: number }[] }>().data).toEqual([
      expect.objectContaining({ work_status_id: 3 }),
    ]);
    expect((await get('dba/timesheet-work-statuses', employee)).statusCode).toBe(403);
    expect(
      (await post('dba/timesheet-work-statuses', { user_id: employeeId, work_status_id: 2 }, manager))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('dba/timesheet-work-statuses', { user_id: employeeId, work_status_id: 99 }, admin))
        .statusCode,
    ).toBe(400);
  });
});

describe('charge-code lock', () => {
  it('refuses approving a Russian employee with a charge code until the approver holds the override', async () => {
    const writes = await get(`timesheet/writes?${WEEK}&user_id=${employeeId}`, manager);
    const waiting = writes
      .json<{ data: { id: number; status: { id: number }; customer: { id: number } }[] }>()
      .data.filter((write) => write.customer.id === projectId && write.status.id === 2)
      .map((write) => write.id);
    expect(waiting.length).toBeGreaterThan(0);
    const approve = () => manager.put('/api/timesheet/writes', { ids: waiting, action: 'approve' });
    const refused = await approve();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(CHARGE_LOCK_MESSAGE);
    const managerId = (await get('me', manager)).json<{ data: { id: number } }>().data.id;
    const granted = await post(
      'permission/toggle',
      { permission_id: 2, user_id: managerId, granted: true },
      admin,
    );
    expect(granted.statusCode).toBe(204);
    expect((await approve()).statusCode).toBe(200);
  });
});
