import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TS_STATUS, tsApproveWritesSchema, type TsApproveWrites, type TsWrite } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildDepartment, buildProject, buildUser } from '../../../../test/factories.ts';
import { timesheetWrites } from '../timesheet.schema.ts';

// 2 … 8 November 2026, Monday to Sunday: day index 0 is the 2nd.
const WEEK = { date_start: '2026-11-02', date_end: '2026-11-08' };
let ctx: TestContext;
let api: ApiClient;
let approver: Session;
let stranger: Session;
let admin: Session;
let anna: { id: number; lastName: string };
let boris: { id: number; lastName: string };
let projectId: number;
let otherId: number;
const ids: Record<string, number> = {};
// PostgreSQL writes the rows' JSON: a comment must come back as it was written.
const TRICKY_COMMENT = 'Сказал "да",\\ потом\nещё {"x": 1} и \u0001';

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-11-23' });
  api = await client(ctx);
  const db = ctx.database.db;
  const practice = await buildDepartment(db);
  const approverUser = await buildUser(db, { roles: ['project_manager'] });
  approver = await api.as(approverUser);
  const strangerUser = await buildUser(db, { roles: ['project_manager'] });
  stranger = await api.as(strangerUser);
  const adminUser = await buildUser(db, { roles: ['ts_admin'] });
  admin = await api.as(adminUser);
  anna = await buildUser(db, { roles: ['ts_filling'], departmentId: practice.id, name: 'Анна' });
  // A Russian-country employee with a charge code: approving her needs the override permission.
  boris = await buildUser(db, {
    roles: ['ts_filling'],
    departmentId: practice.id,
    name: 'Борис',
    chargeCode: 'CC-1',
  });
  projectId = (await buildProject(db, { owners: [approverUser.id] })).id;
  otherId = (await buildProject(db, { owners: [strangerUser.id] })).id;
  const write = (key: string, values: Omit<typeof timesheetWrites.$inferInsert, 'createdBy' | 'updatedBy'>) =>
    db
      .insert(timesheetWrites)
      .values({ ...values, createdBy: values.userId, updatedBy: values.userId })
      .returning()
      .then(([row]) => (ids[key] = row!.id));
  await write('a2', { userId: anna.id, customerId: projectId, date: '2026-11-02', minutes: 480, status: 2 });
  await write('a3', {
    userId: anna.id,
    customerId: projectId,
    date: '2026-11-03',
    minutes: 240,
    status: 2,
    comment: 'Созвон',
  });
  await write('a5', { userId: anna.id, customerId: projectId, date: '2026-11-05', minutes: 480, status: 3 });
  // Outside the week, deleted, and on a project not asked for: none of these in the answer.
  await write('aOut', { userId: anna.id, customerId: projectId, date: '2026-11-09', minutes: 60, status: 2 });
  await write('aDel', {
    userId: anna.id,
    customerId: projectId,
    date: '2026-11-06',
    minutes: 60,
    status: 2,
    deletedAt: new Date(),
  });
  await write('b4', { userId: boris.id, customerId: projectId, date: '2026-11-04', minutes: 90, status: 2 });
  await write('bOther', {
    userId: boris.id,
    customerId: otherId,
    date: '2026-11-04',
    minutes: 30,
    status: 2,
    comment: TRICKY_COMMENT,
  });
});
afterAll(async () => ctx?.close());

const grid = (session: Session, query: Record<string, string>) =>
  session.get(`/api/timesheet/approve_writes?${new URLSearchParams(query).toString()}`);

const CAN_APPROVE = { send: false, approve: true, reject: true, unapprove: false, delete: false };
const LOCKED = { send: false, approve: false, reject: false, unapprove: false, delete: false };

describe('GET /timesheet/approve_writes', () => {
  it('gives one row per project and person with the week as arrays, the people once', async () => {
    const response = await grid(approver, { ...WEEK, customer_ids: String(projectId) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const data = response.json<{ data: TsApproveWrites }>().data;
    expect(tsApproveWritesSchema.strict().parse(data)).toEqual(data);
    expect(data.date_start).toBe(WEEK.date_start);
    expect(data.date_end).toBe(WEEK.date_end);
    expect([...data.users].sort((a, b) => a.id - b.id)).toEqual([
      { id: anna.id, full_name: `${anna.lastName} Анна Петрович`, charge_coded: false },
      { id: boris.id, full_name: `${boris.lastName} Борис Петрович`, charge_coded: true },
    ]);
    expect(data.rows).toEqual([
      {
        customer_id: projectId,
        user_id: anna.id,
        days: [0, 1, 3],
        ids: [ids.a2, ids.a3, ids.a5],
        time: [480, 240, 480],
        status: [2, 2, 3],
        comments: { '1': 'Созвон' },
        abilities: {
          [TS_STATUS.forApproving]: CAN_APPROVE,
          [TS_STATUS.approved]: { ...LOCKED, unapprove: true },
        },
      },
      {
        customer_id: projectId,
        user_id: boris.id,
        days: [2],
        ids: [ids.b4],
        time: [90],
        status: [2],
        comments: {},
        // The charge-code lock: project_manager holds no override.
        abilities: { [TS_STATUS.forApproving]: LOCKED },
      },
    ]);
  });

  it('answers with the same abilities as the write-per-cell call', async () => {
    const query = { ...WEEK, customer_ids: String(projectId) };
    const compact = (await grid(approver, query)).json<{ data: TsApproveWrites }>().data;
    const full = (await approver.get(`/api/timesheet/writes?${new URLSearchParams(query).toString()}`)).json<{
      data: TsWrite[];
    }>().data;
    for (const write of full) {
      const row = compact.rows.find((item) => item.user_id === write.user.id)!;
      const day = row.ids.indexOf(write.id);
      expect(row.time[day]).toBe(write.time);
      expect(row.abilities[String(write.status.id)]).toEqual(write.abilities);
    }
    expect(compact.rows.flatMap((row) => row.ids)).toHaveLength(full.length);
  });

  it('lets ts_admin read any project, empty rows where nobody wrote', async () => {
    const response = await grid(admin, { ...WEEK, customer_ids: `${projectId},${otherId}` });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: TsApproveWrites }>().data;
    expect(data.rows.map((row) => [row.customer_id, row.user_id])).toEqual([
      [projectId, anna.id],
      [projectId, boris.id],
      [otherId, boris.id],
    ]);
    expect(data.rows[2]).toMatchObject({ days: [2], ids: [ids.bOther], comments: { '2': TRICKY_COMMENT } });
    const empty = await grid(admin, {
      date_start: '2026-10-05',
      date_end: '2026-10-11',
      customer_ids: String(projectId),
    });
    expect(empty.json()).toEqual({
      data: { date_start: '2026-10-05', date_end: '2026-10-11', users: [], rows: [] },
    });
  });

  it('is 403 for a project the viewer does not approve', async () => {
    const response = await grid(stranger, { ...WEEK, customer_ids: `${otherId},${projectId}` });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe('Вы не согласуете этот проект');
  });

  it('is 400 without projects, for a reversed or an overlong period', async () => {
    expect((await grid(approver, { ...WEEK })).statusCode).toBe(400);
    expect((await grid(approver, { ...WEEK, customer_ids: 'x' })).statusCode).toBe(400);
    const reversed = await grid(approver, {
      date_start: WEEK.date_end,
      date_end: WEEK.date_start,
      customer_ids: String(projectId),
    });
    expect(reversed.statusCode).toBe(400);
    const year = await grid(approver, {
      date_start: '2026-01-01',
      date_end: '2027-12-31',
      customer_ids: String(projectId),
    });
    expect(year.statusCode).toBe(400);
  });
});
