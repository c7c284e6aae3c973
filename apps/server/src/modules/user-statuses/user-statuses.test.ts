import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, STATUS_OVERLAP_MESSAGE } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildDepartment, buildUser } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';

/** The app's fixed "today": which status is the current one is decided against it. */
const TODAY = '2026-06-15';

let ctx: TestContext;
let api: ApiClient;
let manager: Session;
let employee: Session;
let departmentId: number;
let subjectId: number;
let otherId: number;
beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  const db = ctx.database.db;
  departmentId = (await buildDepartment(db)).id;
  const statusesUser = await buildUser(db, { roles: ['user_statuses'], departmentId });
  manager = await api.as(statusesUser);
  const plain = await buildUser(db, { departmentId });
  employee = await api.as(plain);
  subjectId = (await buildUser(db, { departmentId, lastName: 'Болеющий' })).id;
  otherId = (await buildUser(db, { departmentId, lastName: 'Здоровый' })).id;
});
afterAll(async () => ctx?.close());

/** `days` after TODAY (before it when negative). */
function shift(days: number): string {
  return addDays(TODAY, days);
}

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session = manager) =>
  session.request(method, url, payload);
type Row = {
  user: { id: number; full_name: string };
  current: { name: string; date_start: string; date_end: string } | null;
};
const list = async (query = '') =>
  (await manager.get(`/api/dba_statuses/users?department_id=${departmentId}${query}`)).json<{
    data: Row[];
    meta: { total: number };
  }>();

describe('users statuses', () => {
  let statusId: number;
  let updatedAt: string;

  it('creates a status active today and shows it as the current one', async () => {
    const response = await send('POST', '/api/dba_statuses/users', {
      user_id: subjectId,
      status_type_id: 1,
      date_start: shift(-2),
      date_end: shift(3),
      comment: 'ОРВИ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{
      data: { id: number; name: string; active: boolean; updated_at: string };
    }>().data;
    expect(created).toMatchObject({ name: 'Больничный', active: true });
    statusId = created.id;
    updatedAt = created.updated_at;
    const rows = (await list()).data;
    expect(rows.find((row) => row.user.id === subjectId)?.current).toMatchObject({
      name: 'Больничный',
      date_start: shift(-2),
      date_end: shift(3),
    });
    expect(rows.find((row) => row.user.id === otherId)?.current).toBeNull();
  });

  it('filters by status, with 0 for people at work («Работает»)', async () => {
    expect((await list('&status_type_id=1')).data.map((row) => row.user.id)).toEqual([subjectId]);
    expect((await list('&status_type_id=0')).data.map((row) => row.user.id)).not.toContain(subjectId);
    expect((await list('&search=здоров')).data.map((row) => row.user.id)).toEqual([otherId]);
  });

  it('refuses an overlapping period with 409 and its text', async () => {
    const response = await send('POST', '/api/dba_statuses/users', {
      user_id: subjectId,
      status_type_id: 5,
      date_start: shift(3),
      date_end: shift(10),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: STATUS_OVERLAP_MESSAGE });
  });

  it('edits a status; a stale edit is 409', async () => {
    const body = {
      user_id: subjectId,
      status_type_id: 5,
      date_start: shift(-2),
      date_end: shift(1),
      updated_at: updatedAt,
    };
    const response = await send('PUT', `/api/dba_statuses/users/${statusId}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { name: string; date_end: string } }>().data).toMatchObject({
      name: 'Командировка',
      date_end: shift(1),
    });
    const stale = await send('PUT', `/api/dba_statuses/users/${statusId}`, body);
    expect(stale.statusCode).toBe(409);
  });

  it('answers 400 for an end before the start, an unknown user and a bad id', async () => {
    const backwards = await send('POST', '/api/dba_statuses/users', {
      user_id: otherId,
      status_type_id: 1,
      date_start: shift(5),
      date_end: shift(1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ errors: Record<string, string[]> }>().errors.date_end).toEqual([
      'Дата окончания раньше даты начала',
    ]);
    const unknown = await send('POST', '/api/dba_statuses/users', {
      user_id: 999999,
      status_type_id: 1,
      date_start: shift(1),
      date_end: shift(2),
    });
    expect(unknown.statusCode).toBe(400);
    expect((await send('DELETE', '/api/dba_statuses/users/abc')).statusCode).toBe(400);
  });

  it('is 403 for an employee without a statuses role', async () => {
    expect((await employee.get('/api/dba_statuses/users')).statusCode).toBe(403);
    const create = await send(
      'POST',
      '/api/dba_statuses/users',
      { user_id: otherId, status_type_id: 1, date_start: shift(1), date_end: shift(2) },
      employee,
    );
    expect(create.statusCode).toBe(403);
  });

  it('deletes a status, keeps it in the audit log, and the person reads «Работает» again', async () => {
    expect((await send('DELETE', `/api/dba_statuses/users/${statusId}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/dba_statuses/users/${statusId}`)).statusCode).toBe(404);
    expect((await list()).data.find((row) => row.user.id === subjectId)?.current).toBeNull();
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user_status.delete'), eq(auditLog.targetId, String(statusId))));
    expect(audit[0]?.details).toMatchObject({ user_id: subjectId, status_type_id: 5 });
  });
});
