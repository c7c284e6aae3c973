import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WcHistoryEntry, WcPosition, WcReportRow, WcUserRow } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildDepartment, buildProject, buildUser } from '../../../test/factories.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { structures } from '../organisation/organisation.schema.ts';

/** The app's fixed "today"; a second app on the same database lives on a later day. */
const TODAY = '2026-06-15';
const LATER = '2026-07-01';

let ctx: TestContext;
let api: ApiClient;
let later: TestContext;
let admin: Session;
let assistant: Session;
let employee: Session;
let departmentId: number;
let otherDepartmentId: number;
let officeId: number;
let projectId: number;
let customerId: number;
let subjectId: number;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  later = await createTestApp({ database: ctx.database, today: LATER });
  const db = ctx.database.db;
  const department = await buildDepartment(db, { name: 'Практика Java' });
  departmentId = department.id;
  otherDepartmentId = (await buildDepartment(db, { name: 'Практика Аналитики' })).id;
  const [office] = await db
    .insert(structures)
    .values({ name: 'Офис Самара', level: 5, entityType: 5 })
    .returning();
  officeId = office!.id;
  const project = await buildProject(db, { name: 'Проект Альфа' });
  projectId = project.id;
  customerId = project.parentId!;
  const adminUser = await buildUser(db, { roles: ['ts_admin'], lastName: 'Админов' });
  admin = await api.as(adminUser);
  const wcUser = await buildUser(db, { roles: ['wc_assistant'], lastName: 'Ассистентов' });
  assistant = await api.as(wcUser);
  const plain = await buildUser(db, { lastName: 'Простов' });
  employee = await api.as(plain);
  subjectId = (await buildUser(db, { lastName: 'Условиев', name: 'Кирилл', departmentId: otherDepartmentId }))
    .id;
});
afterAll(async () => {
  await later?.close();
  await ctx?.close();
});

const send = (method: 'POST' | 'DELETE', url: string, payload?: object, session = admin, app = ctx) =>
  app.app.inject({ method, url: `/api${url}`, payload, headers: session.headers });
const get = (url: string, session = admin, app = ctx) =>
  app.app.inject({ url: `/api${url}`, headers: session.headers });

const conditions = (values: Record<string, unknown> = {}) => ({
  location_id: officeId,
  department_id: departmentId,
  default_project_id: projectId,
  default_customer_id: customerId,
  work_position: 'Разработчик',
  work_rate: 1,
  hire_date: '2025-02-03',
  fire_date: null,
  employment_status_id: 1,
  tab_number: 'Т-0042',
  uid: 'a1b2c3',
  user_status_id: 1,
  ...values,
});

let mainId: number;
let secondId: number;

describe('POST /work_conditions', () => {
  it('creates the first position as the default, with one history entry dated the hire date', async () => {
    const response = await send('POST', '/work_conditions', { user_id: subjectId, ...conditions() });
    expect(response.statusCode).toBe(201);
    const position = response.json<{ data: WcPosition }>().data;
    mainId = position.id;
    expect(position).toMatchObject({
      is_default: true,
      work_position: 'Разработчик',
      department: { id: departmentId, name: 'Практика Java' },
      location: { id: officeId, name: 'Офис Самара' },
      default_project: { id: projectId, name: 'Проект Альфа' },
      employment_status: { id: 1, name: 'Основное место работы' },
      user_status: { id: 1, name: 'Работает' },
      next_change: null,
      abilities: { edit: true, set_default: false, delete: false },
    });
    const history = (await get(`/work_conditions/${mainId}/history`)).json<{ data: WcHistoryEntry[] }>().data;
    expect(history.map((entry) => [entry.date_apply, entry.state])).toEqual([['2025-02-03', 'current']]);
  });

  it('lets wc_assistant add a second position (not default); an employee gets 403', async () => {
    const body = {
      user_id: subjectId,
      ...conditions({
        work_position: 'Наставник',
        work_rate: 0.25,
        employment_status_id: 2,
        tab_number: 'Т-0043',
        location_id: null,
      }),
    };
    const response = await send('POST', '/work_conditions', body, assistant);
    expect(response.statusCode).toBe(201);
    secondId = response.json<{ data: WcPosition }>().data.id;
    expect(response.json<{ data: WcPosition }>().data.is_default).toBe(false);
    expect((await send('POST', '/work_conditions', body, employee)).statusCode).toBe(403);
  });

  it('refuses bad input with Russian field texts', async () => {
    const bad = await send('POST', '/work_conditions', {
      user_id: subjectId,
      ...conditions({ work_position: ' ', work_rate: 2 }),
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.work_position).toEqual(['Укажите должность']);
    expect(errors.work_rate).toEqual(['Ставка от 0,01 до 1,5']);
    const fired = await send('POST', '/work_conditions', {
      user_id: subjectId,
      ...conditions({ fire_date: '2025-01-01' }),
    });
    expect(fired.statusCode).toBe(400);
    expect(fired.json<{ errors: Record<string, string[]> }>().errors.fire_date).toEqual([
      'Дата увольнения не может быть раньше даты приема на работу',
    ]);
    const office = await send('POST', '/work_conditions', {
      user_id: subjectId,
      ...conditions({ location_id: departmentId }),
    });
    expect(office.statusCode).toBe(400);
    expect(office.json<{ message: string }>().message).toBe('Выберите офис');
  });
});

describe('history', () => {
  it('applies a past-dated change at once', async () => {
    const response = await send('POST', `/work_conditions/${mainId}/history`, {
      ...conditions({ work_position: 'Старший разработчик' }),
      date_apply: '2026-01-01',
      comment: 'Повышение',
    });
    expect(response.statusCode).toBe(201);
    expect(
      response.json<{ data: WcHistoryEntry[] }>().data.map((entry) => [entry.date_apply, entry.state]),
    ).toEqual([
      ['2026-01-01', 'current'],
      ['2025-02-03', 'applied'],
    ]);
    const list = (await get(`/work_conditions?user_id=${subjectId}`)).json<{ data: WcUserRow[] }>().data;
    expect(list[0]!.positions[0]).toMatchObject({ id: mainId, work_position: 'Старший разработчик' });
  });

  it('schedules a future-dated change: the position keeps today’s conditions and a job is queued for the day', async () => {
    const response = await send('POST', `/work_conditions/${mainId}/history`, {
      ...conditions({ work_position: 'Ведущий разработчик', work_rate: 0.5 }),
      date_apply: LATER,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: WcHistoryEntry[] }>().data[0]).toMatchObject({
      date_apply: LATER,
      state: 'scheduled',
    });
    const position = (await get(`/work_conditions?user_id=${subjectId}`)).json<{ data: WcUserRow[] }>()
      .data[0]!.positions[0]!;
    expect(position).toMatchObject({
      work_position: 'Старший разработчик',
      work_rate: 1,
      next_change: LATER,
    });
    const jobs = rowsOf<{ start_after: Date; data: { day: string } }>(
      await ctx.database.db.execute(
        sql`select start_after, data from pgboss.job where name = 'work_conditions.apply_changes'`,
      ),
    );
    expect(jobs.map((job) => job.data.day)).toContain(LATER);
  });

  it('on the change’s day the job applies it, and a read applies it too should the job be missed', async () => {
    // The read on LATER applies the due change (the job may not have run).
    const position = (await get(`/work_conditions?user_id=${subjectId}`, admin, later)).json<{
      data: WcUserRow[];
    }>().data[0]!.positions[0]!;
    expect(position).toMatchObject({
      work_position: 'Ведущий разработчик',
      work_rate: 0.5,
      next_change: null,
    });
    // The job's handler is idempotent: nothing is left to apply.
    expect(await later.services.workConditions.applyDue()).toBe(0);
    const history = (await get(`/work_conditions/${mainId}/history`, admin, later)).json<{
      data: WcHistoryEntry[];
    }>().data;
    expect(history.map((entry) => entry.state)).toEqual(['current', 'applied', 'applied']);
  });

  it('refuses an entry dated before the hire date (400, Russian) and an employee (403)', async () => {
    const early = await send('POST', `/work_conditions/${mainId}/history`, {
      ...conditions(),
      date_apply: '2025-01-31',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ errors: Record<string, string[]> }>().errors.date_apply).toEqual([
      'Дата применения изменений не может быть раньше даты приема на работу (03.02.2025)',
    ]);
    const badDate = await send('POST', `/work_conditions/${mainId}/history`, {
      ...conditions(),
      date_apply: '2026-02-31',
    });
    expect(badDate.statusCode).toBe(400);
    expect(
      (
        await send(
          'POST',
          `/work_conditions/${mainId}/history`,
          { ...conditions(), date_apply: '2026-03-01' },
          employee,
        )
      ).statusCode,
    ).toBe(403);
    expect((await get(`/work_conditions/${mainId}/history`, employee)).statusCode).toBe(403);
    expect((await get('/work_conditions/abc/history')).statusCode).toBe(400);
    expect((await get('/work_conditions/999999/history')).statusCode).toBe(404);
  });

  it('deletes an entry and reads the position back from the one in force; the only entry is a 409', async () => {
    const history = (await get(`/work_conditions/${mainId}/history`)).json<{ data: WcHistoryEntry[] }>().data;
    const current = history.find((entry) => entry.state === 'current')!;
    expect(
      (await send('DELETE', `/work_conditions/${mainId}/history/${current.id}`, undefined, employee))
        .statusCode,
    ).toBe(403);
    const removed = await send('DELETE', `/work_conditions/${mainId}/history/${current.id}`);
    expect(removed.statusCode).toBe(200);
    const position = (await get(`/work_conditions?user_id=${subjectId}`)).json<{ data: WcUserRow[] }>()
      .data[0]!.positions[0]!;
    expect(position.work_position).toBe('Разработчик');
    const [only] = (await get(`/work_conditions/${secondId}/history`)).json<{ data: WcHistoryEntry[] }>()
      .data;
    expect(only!.abilities.delete).toBe(false);
    const conflict = await send('DELETE', `/work_conditions/${secondId}/history/${only!.id}`);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<{ message: string }>().message).toBe(
      'Нельзя удалить единственную запись истории должности',
    );
    expect((await send('DELETE', `/work_conditions/${secondId}/history/x`)).statusCode).toBe(400);
  });
});

describe('default and delete', () => {
  it('moves the default mark; 403 for an employee, 400 for a bad id', async () => {
    expect((await send('POST', `/work_conditions/${secondId}/default`, undefined, employee)).statusCode).toBe(
      403,
    );
    expect((await send('POST', '/work_conditions/abc/default')).statusCode).toBe(400);
    const response = await send('POST', `/work_conditions/${secondId}/default`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: WcPosition }>().data.is_default).toBe(true);
    const positions = (await get(`/work_conditions?user_id=${subjectId}`)).json<{ data: WcUserRow[] }>()
      .data[0]!.positions;
    expect(positions.map((position) => [position.id, position.is_default])).toEqual([
      [secondId, true],
      [mainId, false],
    ]);
    await send('POST', `/work_conditions/${mainId}/default`);
  });

  it('deleting the only position of a person is a 409', async () => {
    const lone = await buildUser(ctx.database.db, { lastName: 'Одинов' });
    const created = await send('POST', '/work_conditions', {
      user_id: lone.id,
      ...conditions({ tab_number: 'Т-0099' }),
    });
    const id = created.json<{ data: WcPosition }>().data.id;
    const response = await send('DELETE', `/work_conditions/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'Нельзя удалить единственную должность сотрудника',
    );
    const extra = await send('POST', '/work_conditions', {
      user_id: lone.id,
      ...conditions({ tab_number: 'Т-0100' }),
    });
    const extraId = extra.json<{ data: WcPosition }>().data.id;
    expect((await send('DELETE', `/work_conditions/${extraId}`, undefined, employee)).statusCode).toBe(403);
    expect((await send('DELETE', `/work_conditions/${extraId}`)).statusCode).toBe(204);
  });
});

describe('GET /work_conditions', () => {
  it('lists people with positions by name and tab number; 403 and 400', async () => {
    const found = (await get('/work_conditions?search=Т-0042')).json<{
      data: WcUserRow[];
      meta: { total: number };
    }>();
    expect(found.data.map((row) => row.user.id)).toEqual([subjectId]);
    expect(found.data[0]!.user.full_name).toBe('Условиев Кирилл Петрович');
    expect((await get('/work_conditions', employee)).statusCode).toBe(403);
    expect((await get('/work_conditions?page=0')).statusCode).toBe(400);
  });
});

describe('report', () => {
  it('gives each position as it stood on the day, exactly', async () => {
    const response = await get(
      `/work_conditions/report?date=2026-02-01&department_id=${departmentId}&search=Условиев`,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: WcReportRow[] }>().data;
    expect(rows).toEqual([
      {
        position_id: mainId,
        user_id: subjectId,
        full_name: 'Условиев Кирилл Петрович',
        tab_number: 'Т-0042',
        uid: 'a1b2c3',
        location: 'Офис Самара',
        department: 'Практика Java',
        work_position: 'Разработчик',
        work_rate: 1,
        hire_date: '2025-02-03',
        fire_date: null,
        employment_status: 'Основное место работы',
        user_status: 'Работает',
        default_project: 'Проект Альфа',
        default_customer: expect.any(String) as string,
        is_default: true,
        date_apply: '2025-02-03',
      },
      {
        position_id: secondId,
        user_id: subjectId,
        full_name: 'Условиев Кирилл Петрович',
        tab_number: 'Т-0043',
        uid: 'a1b2c3',
        location: null,
        department: 'Практика Java',
        work_position: 'Наставник',
        work_rate: 0.25,
        hire_date: '2025-02-03',
        fire_date: null,
        employment_status: 'Внутреннее совместительство',
        user_status: 'Работает',
        default_project: 'Проект Альфа',
        default_customer: expect.any(String) as string,
        is_default: false,
        date_apply: '2025-02-03',
      },
    ]);
    const before = (await get(`/work_conditions/report?date=2025-01-01&search=Условиев`)).json<{
      data: WcReportRow[];
    }>();
    expect(before.data).toEqual([]);
    const part = (await get(`/work_conditions/report?search=Условиев&employment_status_id=2`)).json<{
      data: WcReportRow[];
    }>();
    expect(part.data.map((row) => row.position_id)).toEqual([secondId]);
  });

  it('403 for an employee, 400 for a bad date', async () => {
    expect((await get('/work_conditions/report', employee)).statusCode).toBe(403);
    const bad = await get('/work_conditions/report?date=01.02.2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.date).toEqual([
      'Дата в формате ГГГГ-ММ-ДД',
    ]);
  });

  it('exports the rows to xlsx that reads back the same', async () => {
    const response = await send('POST', '/work_conditions/report/excel', {
      date: '2026-02-01',
      search: 'Условиев',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename*=UTF-8');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Условия работы')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1).slice(0, 6)).toEqual([
      'Сотрудник',
      'Табельный номер',
      'Локация',
      'Подразделение',
      'Должность',
      'Ставка',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(values(2).slice(0, 7)).toEqual([
      'Условиев Кирилл Петрович',
      'Т-0042',
      'Офис Самара',
      'Практика Java',
      'Разработчик',
      1,
      '03.02.2025',
    ]);
    expect(values(3)[4]).toBe('Наставник');
    expect((await send('POST', '/work_conditions/report/excel', {}, employee)).statusCode).toBe(403);
    expect((await send('POST', '/work_conditions/report/excel', { date: 'вчера' })).statusCode).toBe(400);
  });
});

describe('search, hire date, parameters and presets', () => {
  it('searches from 3 characters, at most 30', async () => {
    const found = await get(`/work_conditions/users/search?filter=${encodeURIComponent('услов')}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ data: { id: number; positions: number }[] }>().data).toEqual([
      expect.objectContaining({ id: subjectId, positions: 2, department: 'Практика Java' }),
    ]);
    const short = await get(`/work_conditions/users/search?filter=${encodeURIComponent('ус')}`);
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toBe('Введите не менее 3 символов');
    expect((await get('/work_conditions/users/search?filter=услов&limit=31')).statusCode).toBe(400);
    expect((await get('/work_conditions/users/search?filter=услов', employee)).statusCode).toBe(403);
  });

  it('answers the hire date', async () => {
    const response = await get(`/work_conditions/dateHire/${subjectId}`);
    expect(response.json()).toEqual({ data: { user_id: subjectId, hire_date: '2025-02-03' } });
    expect((await get('/work_conditions/dateHire/999999')).statusCode).toBe(404);
    expect((await get('/work_conditions/dateHire/abc')).statusCode).toBe(400);
    expect((await get(`/work_conditions/dateHire/${subjectId}`, employee)).statusCode).toBe(403);
  });

  it('parameters and timesheet presets read the default position, not the card', async () => {
    const parameters = await get(
      `/work_conditions/parameters?users=${subjectId}&fields=department,office,work_position`,
      employee,
    );
    expect(parameters.json()).toEqual({
      data: [
        {
          user_id: subjectId,
          department: { id: departmentId, name: 'Практика Java' },
          office: { id: officeId, name: 'Офис Самара' },
          work_position: 'Разработчик',
        },
      ],
    });
    const presets = await send('POST', '/work_conditions/presets/timesheet', { users: [subjectId] });
    expect(presets.statusCode).toBe(200);
    expect(presets.json<{ data: { department: { id: number } | null }[] }>().data[0]!.department?.id).toBe(
      departmentId,
    );
  });
});
