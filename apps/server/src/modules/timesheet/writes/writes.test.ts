import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TS_MESSAGES } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { buildDepartment, buildUser } from '../../../../test/factories.ts';
import { signIn, type SignedIn } from '../../../../test/http.ts';
import { customers } from '../../organisation/organisation.schema.ts';
import { customerOwners } from '../../users/users.schema.ts';
import { timesheetEditablePeriods } from '../timesheet.schema.ts';

// 2 … 8 November 2026: Monday to Sunday; 4 November is a public holiday in Russia.
const WEEK = { date_start: '2026-11-02', date_end: '2026-11-08' };
let ctx: TestContext;
let employee: SignedIn;
let approver: SignedIn;
let stranger: SignedIn;
let employeeId: number;
let projectId: number;
let otherProjectId: number;
let notBusyId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const practice = await buildDepartment(db);
  const filler = await buildUser(db, { roles: ['ts_filling'], departmentId: practice.id });
  employeeId = filler.id;
  employee = await signIn(ctx.app, filler.login, filler.password);
  const approverUser = await buildUser(db, { roles: ['project_manager'] });
  approver = await signIn(ctx.app, approverUser.login, approverUser.password);
  const strangerUser = await buildUser(db, { roles: ['project_manager'] });
  stranger = await signIn(ctx.app, strangerUser.login, strangerUser.password);
  const [client] = await db
    .insert(customers)
    .values({ name: 'АО «Клиент»', typeId: 1, selectable: false })
    .returning();
  const [project] = await db
    .insert(customers)
    .values({ name: 'Проект А', typeId: 2, parentId: client!.id })
    .returning();
  const [other] = await db
    .insert(customers)
    .values({ name: 'Проект Б', typeId: 2, parentId: client!.id })
    .returning();
  const [notBusy] = await db
    .insert(customers)
    .values({ name: 'Не занят', typeId: 4, structureId: practice.id })
    .returning();
  projectId = project!.id;
  otherProjectId = other!.id;
  notBusyId = notBusy!.id;
  await db.insert(customerOwners).values([
    { customerId: projectId, userId: approverUser.id },
    { customerId: notBusyId, userId: approverUser.id },
  ]);
  await db
    .insert(timesheetEditablePeriods)
    .values({ dateStart: '2026-11-01', dateEnd: '2026-11-30', roleId: null });
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
const save = (writes: object[], session = employee) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/timesheet/writes',
    payload: { writes },
    headers: session.headers,
  });
const act = (payload: object, session = approver) =>
  ctx.app.inject({ method: 'PUT', url: '/api/timesheet/writes', payload, headers: session.headers });
const myWeek = async () =>
  (
    await ctx.app.inject({
      url: `/api/timesheet/writes?date_start=${WEEK.date_start}&date_end=${WEEK.date_end}`,
      headers: employee.headers,
    })
  ).json<{ data: Write[] }>().data;

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
    const session = await signIn(ctx.app, plain.login, plain.password);
    expect((await save([{ customer_id: projectId, date: '2026-11-02', time: 60 }], session)).statusCode).toBe(
      403,
    );
    const otherFiller = await buildUser(ctx.database.db, { roles: ['ts_filling'] });
    const otherSession = await signIn(ctx.app, otherFiller.login, otherFiller.password);
    const foreign = await ctx.app.inject({
      url: `/api/timesheet/writes?date_start=2026-11-02&date_end=2026-11-08&user_id=${employeeId}`,
      headers: otherSession.headers,
    });
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
    const preview = await ctx.app.inject({
      url: `/api/timesheet/not_busy_preview?date_start=${WEEK.date_start}&date_end=${WEEK.date_end}`,
      headers: employee.headers,
    });
    // Mon 300 filled -> 180; Tue 480 -> 0; Wed 4 Nov holiday; Thu, Fri 480.
    expect(preview.json<{ data: { customer_id: number; days: unknown[] } }>().data).toEqual({
      customer_id: notBusyId,
      days: [
        { date: '2026-11-02', time: 180 },
        { date: '2026-11-05', time: 480 },
        { date: '2026-11-06', time: 480 },
      ],
    });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/timesheet/writes-for-approve',
      payload: WEEK,
      headers: employee.headers,
    });
    expect(sent.json<{ data: { sent: number } }>().data.sent).toBe(2);
    const week = await myWeek();
    expect(week.every((write) => write.status.id === 2)).toBe(true);
    expect(week.filter((write) => write.automatic).map((write) => write.time)).toEqual([180, 480, 480]);
  });

  it('shows the project to its approver only', async () => {
    const url = `/api/timesheet/writes?date_start=${WEEK.date_start}&date_end=${WEEK.date_end}&customer_ids=${projectId}`;
    expect(
      (await ctx.app.inject({ url, headers: approver.headers })).json<{ data: unknown[] }>().data,
    ).toHaveLength(2);
    expect((await ctx.app.inject({ url, headers: stranger.headers })).statusCode).toBe(403);
    const projects = await ctx.app.inject({
      url: '/api/timesheet/approvable_projects?date_start=2026-11-01',
      headers: approver.headers,
    });
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
    await ctx.app.inject({
      method: 'POST',
      url: '/api/timesheet/writes-for-approve',
      payload: WEEK,
      headers: employee.headers,
    });
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
    const history = await ctx.app.inject({
      url: `/api/timesheet/writes/${monday!.id}/history`,
      headers: employee.headers,
    });
    const actions = history.json<{ data: { action: string }[] }>().data.map((entry) => entry.action);
    expect(actions).toEqual(['unapprove', 'approve', 'send', 'update', 'reject', 'send', 'update', 'create']);
    expect(
      (
        await ctx.app.inject({
          url: `/api/timesheet/writes/${monday!.id}/history`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('guards of the fill calls', () => {
  it('refuses every fill call to a user without a fill role (403), and bad periods (400)', async () => {
    const plain = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, plain.login, plain.password);
    const period = `date_start=${WEEK.date_start}&date_end=${WEEK.date_end}`;
    const calls = [
      ctx.app.inject({ url: '/api/timesheet/selectable_users', headers: session.headers }),
      ctx.app.inject({ url: `/api/timesheet/not_busy_preview?${period}`, headers: session.headers }),
      ctx.app.inject({ url: `/api/timesheet/previous_period?${period}`, headers: session.headers }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/timesheet/writes-for-approve',
        payload: WEEK,
        headers: session.headers,
      }),
    ];
    expect((await Promise.all(calls)).map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    const backwards = await ctx.app.inject({
      method: 'POST',
      url: '/api/timesheet/writes-for-approve',
      payload: { date_start: WEEK.date_end, date_end: WEEK.date_start },
      headers: employee.headers,
    });
    expect(backwards.statusCode).toBe(400);
    const users = await ctx.app.inject({ url: '/api/timesheet/selectable_users', headers: employee.headers });
    expect(users.json<{ data: { id: number }[] }>().data.map((user) => user.id)).toEqual([employeeId]);
    const statuses = await ctx.app.inject({
      url: '/api/timesheet/writes_statuses',
      headers: employee.headers,
    });
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
    const response = await ctx.app.inject({
      url: '/api/timesheet/copy_period?date_start=2026-11-09&date_end=2026-11-15',
      headers: employee.headers,
    });
    expect(response.json<{ data: { name: string }[] }>().data.map((project) => project.name)).toEqual([
      'Проект А',
    ]);
    const plain = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, plain.login, plain.password);
    expect(
      (
        await ctx.app.inject({
          url: '/api/timesheet/copy_period?date_start=2026-11-09&date_end=2026-11-15',
          headers: session.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('delete', () => {
  it('deletes an own draft, refuses others without the permission, soft-deletes sent ones with it', async () => {
    await save([{ customer_id: otherProjectId, date: '2026-11-09', time: 120 }]);
    const draft = (
      await ctx.app.inject({
        url: '/api/timesheet/writes?date_start=2026-11-09&date_end=2026-11-09',
        headers: employee.headers,
      })
    ).json<{ data: Write[] }>().data[0]!;
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/timesheet/writes?ids=${draft.id}`,
          headers: employee.headers,
        })
      ).statusCode,
    ).toBe(204);

    const notBusy = (await myWeek()).find((write) => write.automatic)!;
    const del = (session: SignedIn) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/timesheet/writes?ids=${notBusy.id}`,
        headers: session.headers,
      });
    expect((await del(approver)).statusCode).toBe(403);
    const admin = await buildUser(ctx.database.db, { roles: ['admin'] });
    const adminSession = await signIn(ctx.app, admin.login, admin.password);
    const me = (await ctx.app.inject({ url: '/api/me', headers: approver.headers })).json<{
      data: { id: number };
    }>().data;
    const toggle = await ctx.app.inject({
      method: 'POST',
      url: '/api/permission/toggle',
      payload: { permission_id: 1, user_id: me.id, granted: true },
      headers: adminSession.headers,
    });
    expect(toggle.statusCode).toBe(204);
    expect((await del(approver)).statusCode).toBe(204);
    expect((await myWeek()).some((write) => write.id === notBusy.id)).toBe(false);
    const history = await ctx.app.inject({
      url: `/api/timesheet/writes/${notBusy.id}/history`,
      headers: employee.headers,
    });
    expect(history.json<{ data: { action: string }[] }>().data[0]!.action).toBe('delete');
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/timesheet/writes?ids=abc',
          headers: employee.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});
