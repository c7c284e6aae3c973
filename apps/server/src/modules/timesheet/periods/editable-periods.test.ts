import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITABLE_PERIOD_OVERLAP_MESSAGE } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildUser } from '../../../../test/factories.ts';
import { roles } from '../../users/users.schema.ts';

let ctx: TestContext;
let api: ApiClient;
let tsAdmin: Session;
let employee: Session;
let assistantRoleId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const admin = await buildUser(ctx.database.db, { roles: ['ts_admin'] });
  tsAdmin = await api.as(admin);
  const user = await buildUser(ctx.database.db, { roles: ['ts_filling'] });
  employee = await api.as(user);
  assistantRoleId = (await ctx.database.db.select().from(roles).where(eq(roles.name, 'assistant')))[0]!.id;
});
afterAll(async () => ctx?.close());

const url = '/api/timesheet/settings/editable_periods';
const create = (payload: object, session = tsAdmin) => session.post(url, payload);

describe('editable periods', () => {
  it('creates periods for everyone and per role; an overlap within one role is 409', async () => {
    const all = await create({ date_start: '2026-12-01', date_end: '2026-12-15' });
    expect(all.statusCode).toBe(201);
    expect(all.json<{ data: { role: null } }>().data.role).toBeNull();
    const overlap = await create({ date_start: '2026-12-10', date_end: '2026-12-20' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ message: EDITABLE_PERIOD_OVERLAP_MESSAGE });
    const forRole = await create({
      date_start: '2026-12-10',
      date_end: '2026-12-20',
      role_id: assistantRoleId,
    });
    expect(forRole.json<{ data: { role: { label: string } } }>().data.role.label).toBe('Ассистент');
  });

  it('tells which period a date belongs to for the caller’s roles', async () => {
    const open = await employee.get('/api/timesheet/editable_period/2026-12-05');
    expect(open.json<{ data: { date_start: string } }>().data.date_start).toBe('2026-12-01');
    const closed = await employee.get('/api/timesheet/editable_period/2026-12-18');
    expect(closed.json()).toEqual({ data: null });
  });

  it('edits and deletes; 404 for a missing one, 400 for a backwards period, 403 for a filler', async () => {
    const list = (await tsAdmin.get(url)).json<{
      data: { id: number; date_start: string }[];
    }>().data;
    const period = list.find((item) => item.date_start === '2026-12-01')!;
    const edited = await tsAdmin.put(`${url}/${period.id}`, {
      date_start: '2026-12-01',
      date_end: '2026-12-05',
    });
    expect(edited.json<{ data: { date_end: string } }>().data.date_end).toBe('2026-12-05');
    // The spec's body has only the dates: the role of a role's period stays.
    const rolePeriod = (await tsAdmin.get(url))
      .json<{ data: { id: number; role: { id: number } | null }[] }>()
      .data.find((item) => item.role?.id === assistantRoleId)!;
    const datesOnly = await tsAdmin.put(`${url}/${rolePeriod.id}`, {
      date_start: '2026-12-10',
      date_end: '2026-12-21',
    });
    expect(datesOnly.json<{ data: { role: { id: number } | null } }>().data.role?.id).toBe(assistantRoleId);
    expect((await create({ date_start: '2026-12-09', date_end: '2026-12-01' })).statusCode).toBe(400);
    expect((await create({ date_start: '2027-01-01', date_end: '2027-01-31' }, employee)).statusCode).toBe(
      403,
    );
    expect((await employee.get(url)).statusCode).toBe(403);
    expect((await tsAdmin.delete(`${url}/${period.id}`)).statusCode).toBe(204);
    expect((await tsAdmin.delete(`${url}/${period.id}`)).statusCode).toBe(404);
  });
});

describe('previous period and copy', () => {
  it('gives the previous period of the same length and its projects, or «Отсутствуют проекты для переноса»', async () => {
    const previous = await employee.get(
      '/api/timesheet/previous_period?date_start=2026-11-16&date_end=2026-11-22',
    );
    expect(previous.json()).toEqual({ data: { date_start: '2026-11-09', date_end: '2026-11-15' } });
    const nothing = await employee.get(
      '/api/timesheet/copy_period?date_start=2026-11-16&date_end=2026-11-22',
    );
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json()).toEqual({ message: 'Отсутствуют проекты для переноса' });
    expect(
      (await employee.get('/api/timesheet/copy_period?date_start=2026-11-22&date_end=2026-11-16')).statusCode,
    ).toBe(400);
    expect(
      (await tsAdmin.get('/api/timesheet/copy_period?date_start=2026-11-16&date_end=2026-11-22')).statusCode,
    ).toBe(404);
  });
});
