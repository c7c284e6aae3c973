import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXEMPTION_NOTIFICATION_TEXT } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildOrganisation, buildUser } from '../../../../test/factories.ts';
import { notifications } from '../../notifications/notifications.schema.ts';
import { customers } from '../../organisation/organisation.schema.ts';

let ctx: TestContext;
let api: ApiClient;
let admin: Session;
let filler: Session;
let userId: number;
let projectId: number;
let officeId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const org = await buildOrganisation(db);
  officeId = org.office.id;
  const exemptionUser = await buildUser(db, { roles: ['ts_exemption'] });
  admin = await api.as(exemptionUser);
  const plain = await buildUser(db, { roles: ['ts_filling'] });
  filler = await api.as(plain);
  userId = (await buildUser(db, { lastName: 'Освобожденный', officeId, hireDate: '2024-02-01' })).id;
  projectId = (await db.insert(customers).values({ name: 'Пилот', typeId: 2 }).returning())[0]!.id;
});
afterAll(async () => ctx?.close());

describe('exemptions', () => {
  it('adds people once, lists them with office and hire date, and removes them', async () => {
    await admin.post('/api/timesheet/exemption/users', { user_ids: [userId] });
    const twice = await admin.post('/api/timesheet/exemption/users', { user_ids: [userId] });
    const list = twice.json<{
      data: { id: number; user: { full_name: string }; office_name: string; hire_date: string }[];
    }>().data;
    expect(list).toEqual([expect.objectContaining({ office_name: 'Офис Тест', hire_date: '2024-02-01' })]);
    expect((await admin.delete(`/api/timesheet/exemption/users?ids=${list[0]!.id}`)).statusCode).toBe(204);
    expect((await admin.get('/api/timesheet/exemption/users')).json()).toEqual({ data: [] });
    expect((await admin.post('/api/timesheet/exemption/users', { user_ids: [999999] })).statusCode).toBe(400);
  });

  it('adds a project for all offices (office null) and for one office, edits and checks existence', async () => {
    const added = await admin.post('/api/timesheet/exemption/projects', {
      projects: [{ project: projectId }, { project: projectId, office: officeId, hire_date: '2025-01-01' }],
    });
    const rows = added.json<{ data: { id: number; office: number | null; office_name: string | null }[] }>()
      .data;
    expect(rows.map((row) => row.office_name)).toEqual([null, 'Офис Тест']);
    const patched = await admin.patch(`/api/timesheet/exemption/projects/${rows[1]!.id}`, {
      hire_date: '2026-01-01',
    });
    expect(patched.json<{ data: { hire_date: string } }>().data.hire_date).toBe('2026-01-01');
    const exist = await admin.get(
      `/api/timesheet/exemption/projects/exist?projects=${projectId}&offices=${officeId}`,
    );
    expect(exist.json<{ data: unknown[] }>().data).toHaveLength(2);
    expect(
      (await admin.delete(`/api/timesheet/exemption/projects?ids=${rows.map((row) => row.id).join(',')}`))
        .statusCode,
    ).toBe(204);
  });

  it('gives the option lists', async () => {
    expect(
      (await admin.get('/api/timesheet/exemption/office-list'))
        .json<{ data: { name: string }[] }>()
        .data.map((item) => item.name),
    ).toContain('Офис Тест');
    expect(
      (await admin.get('/api/timesheet/exemption/project-list'))
        .json<{ data: { name: string }[] }>()
        .data.map((item) => item.name),
    ).toContain('Пилот');
    expect(
      (await admin.get('/api/timesheet/exemption/user-list?filter=Освоб')).json<{
        data: { name: string }[];
      }>().data,
    ).toHaveLength(1);
    expect((await admin.get('/api/timesheet/exemption/user-list?filter=Ос')).statusCode).toBe(400);
  });

  it('is 403 for a filler and 400 for bad input', async () => {
    expect((await filler.get('/api/timesheet/exemption/projects')).statusCode).toBe(403);
    expect((await admin.post('/api/timesheet/exemption/projects', { projects: [] })).statusCode).toBe(400);
    expect(
      (
        await admin.post('/api/timesheet/exemption/projects', {
          projects: [{ project: projectId, office: projectId }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await admin.patch('/api/timesheet/exemption/projects/999999', { hire_date: '2026-01-01' })).statusCode,
    ).toBe(404);
  });

  it('tells exempt people in the bell, all of them or the chosen ones, and no one else', async () => {
    const other = await buildUser(ctx.database.db, { lastName: 'Неосвобожденный' });
    await admin.post('/api/timesheet/exemption/users', { user_ids: [userId] });
    const all = await admin.post('/api/timesheet/exemption/notification', {});
    expect(all.json()).toEqual({ data: { sent: 1 } });
    const received = await ctx.database.db.select().from(notifications);
    expect(received.map((row) => [row.userId, row.body])).toEqual([[userId, EXEMPTION_NOTIFICATION_TEXT]]);
    const outsider = await admin.post('/api/timesheet/exemption/notification', { user_ids: [other.id] });
    expect(outsider.statusCode).toBe(400);
    expect((await filler.post('/api/timesheet/exemption/notification', {})).statusCode).toBe(403);
    expect((await admin.post('/api/timesheet/exemption/notification', { user_ids: ['x'] })).statusCode).toBe(
      400,
    );
  });

  it('downloads each list as a workbook; an unknown list is 400', async () => {
    await admin.post('/api/timesheet/exemption/projects', { projects: [{ project: projectId }] });
    const response = await admin.get('/api/timesheet/exemption/projects/report');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Проект', 'Офис', 'Принятые с']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Пилот', 'Все офисы', '']);
    const users = await admin.get('/api/timesheet/exemption/users/report');
    await book.xlsx.load(users.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(2).getCell(3).value).toBe('01.02.2024');
    expect((await admin.get('/api/timesheet/exemption/offices/report')).statusCode).toBe(400);
    expect((await filler.get('/api/timesheet/exemption/users/report')).statusCode).toBe(403);
  });
});
