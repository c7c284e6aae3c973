import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildOrganisation, buildUser } from '../../../test/factories.ts';
import { signIn, type SignedIn } from '../../../test/http.ts';
import { customers } from '../organisation/organisation.schema.ts';

let ctx: TestContext;
let admin: SignedIn;
let filler: SignedIn;
let userId: number;
let projectId: number;
let officeId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const org = await buildOrganisation(db);
  officeId = org.office.id;
  const exemptionUser = await buildUser(db, { roles: ['ts_exemption'] });
  admin = await signIn(ctx.app, exemptionUser.login, exemptionUser.password);
  const plain = await buildUser(db, { roles: ['ts_filling'] });
  filler = await signIn(ctx.app, plain.login, plain.password);
  userId = (await buildUser(db, { lastName: 'Освобожденный', officeId, hireDate: '2024-02-01' })).id;
  projectId = (await db.insert(customers).values({ name: 'Пилот', typeId: 2 }).returning())[0]!.id;
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, session = admin) =>
  ctx.app.inject({ method, url: `/api/timesheet/exemption${url}`, payload, headers: session.headers });

describe('exemptions', () => {
  it('adds people once, lists them with office and hire date, and removes them', async () => {
    await call('POST', '/users', { user_ids: [userId] });
    const twice = await call('POST', '/users', { user_ids: [userId] });
    const list = twice.json<{
      data: { id: number; user: { full_name: string }; office_name: string; hire_date: string }[];
    }>().data;
    expect(list).toEqual([expect.objectContaining({ office_name: 'Офис Тест', hire_date: '2024-02-01' })]);
    expect((await call('DELETE', `/users?ids=${list[0]!.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/users')).json()).toEqual({ data: [] });
    expect((await call('POST', '/users', { user_ids: [999999] })).statusCode).toBe(400);
  });

  it('adds a project for all offices (office null) and for one office, edits and checks existence', async () => {
    const added = await call('POST', '/projects', {
      projects: [{ project: projectId }, { project: projectId, office: officeId, hire_date: '2025-01-01' }],
    });
    const rows = added.json<{ data: { id: number; office: number | null; office_name: string | null }[] }>()
      .data;
    expect(rows.map((row) => row.office_name)).toEqual([null, 'Офис Тест']);
    const patched = await call('PATCH', `/projects/${rows[1]!.id}`, { hire_date: '2026-01-01' });
    expect(patched.json<{ data: { hire_date: string } }>().data.hire_date).toBe('2026-01-01');
    const exist = await call('GET', `/projects/exist?projects=${projectId}&offices=${officeId}`);
    expect(exist.json<{ data: unknown[] }>().data).toHaveLength(2);
    expect((await call('DELETE', `/projects?ids=${rows.map((row) => row.id).join(',')}`)).statusCode).toBe(
      204,
    );
  });

  it('gives the option lists', async () => {
    expect(
      (await call('GET', '/office-list')).json<{ data: { name: string }[] }>().data.map((item) => item.name),
    ).toContain('Офис Тест');
    expect(
      (await call('GET', '/project-list')).json<{ data: { name: string }[] }>().data.map((item) => item.name),
    ).toContain('Пилот');
    expect(
      (await call('GET', '/user-list?filter=Освоб')).json<{ data: { name: string }[] }>().data,
    ).toHaveLength(1);
    expect((await call('GET', '/user-list?filter=Ос')).statusCode).toBe(400);
  });

  it('is 403 for a filler and 400 for bad input', async () => {
    expect((await call('GET', '/projects', undefined, filler)).statusCode).toBe(403);
    expect((await call('POST', '/projects', { projects: [] })).statusCode).toBe(400);
    expect(
      (await call('POST', '/projects', { projects: [{ project: projectId, office: projectId }] })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', '/projects/999999', { hire_date: '2026-01-01' })).statusCode).toBe(404);
  });
});
