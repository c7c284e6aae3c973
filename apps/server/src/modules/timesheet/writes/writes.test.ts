import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TS_MESSAGES } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { buildEditablePeriod } from '../timesheet.factory.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildDepartment, buildUser, buildProject } from '../../../../test/factories.ts';
import { customerOwners } from '../../users/users.schema.ts';

// 2 … 8 November 2026: Monday to Sunday; 4 November is a public holiday in Russia.
const WEEK = { date_start: '2026-11-02', date_end: '2026-11-08' };
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let approver: Session;
let stranger: Session;
let employeeId: number;
let projectId: number;
let otherProjectId: number;
let notBusyId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const practice = await buildDepartment(db);
  const filler = await buildUser(db, { roles: ['ts_filling'], departmentId: practice.id });
  employeeId = filler.id;
  employee = await api.as(filler);
  const approverUser = await buildUser(db, { roles: ['project_manager'] });
  approver = await api.as(approverUser);
  const strangerUser = await buildUser(db, { roles: ['project_manager'] });
  stranger = await api.as(strangerUser);
  const customer = await buildProject(db, {
    name: 'АО «Клиент»',
    typeId: 1,
    selectable: false,
    parentId: null,
  });
  const project = await buildProject(db, { name: 'Проект А', typeId: 2, parentId: customer.id });
  const other = await buildProject(db, { name: 'Проект Б', typeId: 2, parentId: customer.id });
  const notBusy = await buildProject(db, {
    name: 'Не занят',
    typeId: 4,
    structureId: practice.id,
    parentId: null,
  });
  projectId = project.id;
  otherProjectId = other.id;
  notBusyId = notBusy.id;
  await db.insert(customerOwners).values([
    { customerId: projectId, userId: approverUser.id },
    { customerId: notBusyId, userId: approverUser.id },
  ]);
  await buildEditablePeriod(db, '2026-11-01', '2026-11-30');
});
afterAll(async () => ctx?.close());

type Write = {
  id: number;
  date: string;
  time: number;
  status: { id: number; name: string };
  updated_at: string;
  automatic: boolean;
  customer: { id: number };
};
const save = (writes: object[], session = employee) => session.post('/api/timesheet/writes', { writes });
const act = (payload: object, session = approver) => session.put('/api/timesheet/writes', payload);
const myWeek = async () =>
  (await employee.get(`/api/timesheet/writes?date_start=${WEEK.date_start}&date_end=${WEEK.date_end}`)).json<{
    data: Write[];
  }>().data;

describe('fill', () => {
  it('saves cells as «Новый» and lists the period', async () => {
    const response = await save([
      { customer_id: projectId, date: '2026-11-02', time: 360, comment: 'Разработка' },
      { customer_id: projectId, date: '2026-11-03', time: 480 },
    ]);
    expect(response.statusCode).toBe(200);
    const week = await myWeek();
    expect(week.map((write) => [write.date, write.time, write.status.name])).toEqual([
      ['2026-11-02', 360, 'Новый'],
      ['2026-11-03', 480, 'Новый'],
    ]);
  });

  it('refuses dates outside the editable periods (409) and bad input (400)', async () => {
    const closed = await save([{ customer_id: projectId, date: '2026-10-30', time: 60 }]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ message: string }>().message).toContain(TS_MESSAGES.notEditable);
    expect((await save([{ customer_id: projectId, date: '2026-11-05', time: 1500 }])).statusCode).toBe(400);
    expect((await save([{ customer_id: projectId, date: '05.11.2026', time: 60 }])).statusCode).toBe(400);
    const overflow = await save([
      { customer_id: projectId, date: '2026-11-06', time: 800 },
      { customer_id: otherProjectId, date: '2026-11-06', time: 800 },
    ]);
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json<{ message: string }>().message).toContain(TS_MESSAGES.dayOverflow);
    expect((await myWeek()).some((write) => write.date === '2026-11-06')).toBe(false);
  });

  it('is 403 without a fill role and for someone else’s period', async () => {
    const plain = await buildUser(ctx.database.db);
    const session = await api.as(plain);
    expect((await save([{ customer_id: projectId, date: '2026-11-02', time: 60 }], session)).statusCode).toBe(
      403,
    );
    const otherFiller = await buildUser(ctx.database.db, { roles: ['ts_filling'] });
    const otherSession = await api.as(otherFiller);
    const foreign = await otherSession.get(
      `/api/timesheet/writes?date_start=2026-11-02&date_end=2026-11-08&user_id=${employeeId}`,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a stale edit with 409', async () => {
    const [first] = await myWeek();
    await save([{ customer_id: projectId, date: first!.date, time: 300, updated_at: first!.updated_at }]);
    const stale = await save([
      { customer_id: projectId, date: first!.date, time: 240, updated_at: first!.updated_at },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(TS_MESSAGES.stale);
  });
});

describe('send and approve', () => {
  it('previews and writes the «не занят» remainder on working days when the period is sent', async () => {
    const preview = await employee.get(
      `/api/timesheet/not_busy_preview?date_start=${WEEK.date_start}&date_end=${WEEK.date_end}`,
    );
    // Mon 300 filled -> 180; Tue 480 -> 0; Wed 4 Nov holiday; Thu, Fri 480.
    expect(preview.json<{ data: { customer_id: number; days: unknown[] } }>().data).toEqual({
      customer_id: notBusyId,
      days: [
        { date: '2026-11-02', time: 180 },
        { date: '2026-11-05', time: 480 },
        { date: '2026-11-06', time: 480 },
      ],
    });
    const sent = await employee.post('/api/timesheet/writes-for-approve', WEEK);
    expect(sent.json<{ data: { sent: number } }>().data.sent).toBe(2);
    const week = await myWeek();
    expect(week.every((write) => write.status.id === 2)).toBe(true);
    expect(week.filter((write) => write.automatic).map((write) => write.time)).toEqual([180, 480, 480]);
  });

  it('shows the project to its approver only', async () => {
    const url = `/api/timesheet/writes?date_start=${WEEK.date_start}&date_end=${WEEK.date_end}&customer_ids=${projectId}`;
    expect((await approver.get(url)).json<{ data: unknown[] }>().data).toHaveLength(2);
    expect((await stranger.get(url)).statusCode).toBe(403);
    const projects = await approver.get('/api/timesheet/approvable_projects?date_start=2026-11-01');
    expect(projects.json<{ data: { name: string }[] }>().data.map((project) => project.name)).toEqual([
      'Не занят',
      'Проект А',
    ]);
  });

  it('rejects with a comment, lets the employee correct and re-send, then approves', async () => {
    const [monday] = (await myWeek()).filter((write) => write.customer.id === projectId);
    expect((await act({ ids: [monday!.id], action: 'reject' })).statusCode).toBe(400);
    expect(
      (await act({ ids: [monday!.id], action: 'reject', comment: 'Не тот проект' }, stranger)).statusCode,
    ).toBe(403);
    const rejected = await act({ ids: [monday!.id], action: 'reject', comment: 'Уточните работы' });
    const [back] = rejected.json<{
      data: { status: { id: number }; reject_comment: string; updated_at: string }[];
    }>().data;
    expect(back).toMatchObject({ status: { id: 4 }, reject_comment: 'Уточните работы' });
    await save([
      {
        customer_id: projectId,
        date: monday!.date,
        time: 420,
        comment: 'Исправлено',
        updated_at: back!.updated_at,
      },
    ]);
    expect((await myWeek()).find((write) => write.id === monday!.id)?.status.id).toBe(1);
    await employee.post('/api/timesheet/writes-for-approve', WEEK);
    const ids = (await myWeek()).filter((write) => write.customer.id === projectId).map((write) => write.id);
    const approved = await act({ ids, action: 'approve' });
    expect(
      approved.json<{ data: { status: { id: number } }[] }>().data.map((write) => write.status.id),
    ).toEqual([3, 3]);
    expect((await act({ ids, action: 'approve' })).statusCode).toBe(409);
  });

  it('locks approved cells, and unapprove returns them for approval', async () => {
    const [monday] = (await myWeek()).filter((write) => write.customer.id === projectId);
    const locked = await save([{ customer_id: projectId, date: monday!.date, time: 60 }]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json<{ message: string }>().message).toContain(TS_MESSAGES.approvedLocked);
    const back = await act({ ids: [monday!.id], action: 'unapprove' });
    expect(back.json<{ data: { status: { id: number } }[] }>().data[0]!.status.id).toBe(2);
  });

  it('keeps the history of a cell', async () => {
    const [monday] = (await myWeek()).filter((write) => write.customer.id === projectId);
    const history = await employee.get(`/api/timesheet/writes/${monday!.id}/history`);
    const actions = history.json<{ data: { action: string }[] }>().data.map((entry) => entry.action);
    expect(actions).toEqual(['unapprove', 'approve', 'send', 'update', 'reject', 'send', 'update', 'create']);
    expect((await stranger.get(`/api/timesheet/writes/${monday!.id}/history`)).statusCode).toBe(404);
  });
});

describe('guards of the fill calls', () => {
  it('refuses every fill call to a user without a fill role (403), and bad periods (400)', async () => {
    const plain = await buildUser(ctx.database.db);
    const session = await api.as(plain);
    const period = `date_start=${WEEK.date_start}&date_end=${WEEK.date_end}`;
    const calls = [
      session.get('/api/timesheet/selectable_users'),
      session.get(`/api/timesheet/not_busy_preview?${period}`),
      session.get(`/api/timesheet/previous_period?${period}`),
      session.post('/api/timesheet/writes-for-approve', WEEK),
    ];
    expect((await Promise.all(calls)).map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    const backwards = await employee.post('/api/timesheet/writes-for-approve', {
      date_start: WEEK.date_end,
      date_end: WEEK.date_start,
    });
    expect(backwards.statusCode).toBe(400);
    const users = await employee.get('/api/timesheet/selectable_users');
    expect(users.json<{ data: { id: number }[] }>().data.map((user) => user.id)).toEqual([employeeId]);
    const statuses = await employee.get('/api/timesheet/writes_statuses');
    expect(statuses.json<{ data: { name: string }[] }>().data.map((status) => status.name)).toEqual([
      'Новый',
      'На согласовании',
      'Согласован',
      'Отклонен',
    ]);
  });
});

describe('copy the previous period', () => {
  it('offers the projects written to in the previous period', async () => {
    const response = await employee.get(
      '/api/timesheet/copy_period?date_start=2026-11-09&date_end=2026-11-15',
    );
    expect(response.json<{ data: { name: string }[] }>().data.map((project) => project.name)).toEqual([
      'Проект А',
    ]);
    const plain = await buildUser(ctx.database.db);
    const session = await api.as(plain);
    expect(
      (await session.get('/api/timesheet/copy_period?date_start=2026-11-09&date_end=2026-11-15')).statusCode,
    ).toBe(403);
  });
});

describe('delete', () => {
  it('deletes an own draft, refuses others without the permission, soft-deletes sent ones with it', async () => {
    await save([{ customer_id: otherProjectId, date: '2026-11-09', time: 120 }]);
    const draft = (
      await employee.get('/api/timesheet/writes?date_start=2026-11-09&date_end=2026-11-09')
    ).json<{ data: Write[] }>().data[0]!;
    expect((await employee.delete(`/api/timesheet/writes?ids=${draft.id}`)).statusCode).toBe(204);

    const notBusy = (await myWeek()).find((write) => write.automatic)!;
    const del = (session: Session) => session.delete(`/api/timesheet/writes?ids=${notBusy.id}`);
    expect((await del(approver)).statusCode).toBe(403);
    const admin = await buildUser(ctx.database.db, { roles: ['admin'] });
    const adminSession = await api.as(admin);
    const me = (await approver.get('/api/me')).json<{
      data: { id: number };
    }>().data;
    const toggle = await adminSession.post('/api/permission/toggle', {
      permission_id: 1,
      user_id: me.id,
      granted: true,
    });
    expect(toggle.statusCode).toBe(204);
    expect((await del(approver)).statusCode).toBe(204);
    expect((await myWeek()).some((write) => write.id === notBusy.id)).toBe(false);
    const history = await employee.get(`/api/timesheet/writes/${notBusy.id}/history`);
    expect(history.json<{ data: { action: string }[] }>().data[0]!.action).toBe('delete');
    expect((await employee.delete('/api/timesheet/writes?ids=abc')).statusCode).toBe(400);
  });
});
