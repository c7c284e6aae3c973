import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findTsReportType,
  formatRussianDate,
  type TsReportResponse,
  type TsReportType,
} from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { notifications } from '../../notifications/notifications.schema.ts';
import { timesheetWrites } from '../timesheet.schema.ts';
import { buildReportsData, fullName, WEEK } from './reports.fixture.ts';

let ctx: TestContext;
let api: ApiClient;
let data: Awaited<ReturnType<typeof buildReportsData>>;
const sessions: Record<string, Session> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  data = await buildReportsData(ctx.database.db);
  for (const key of ['admin', 'm', 'pm', 'a', 'o', 'reporter', 'plain'] as const)
    sessions[key] = await api.as(data[key]);
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, session: Session) =>
  session.post(`/api/timesheet/reports/${url}`, payload);

async function names(report: string, session: Session, key = 'employee') {
  const response = await post(report, { ...WEEK, per_page: 100 }, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TsReportResponse>().raw_data.map((row) => row[key]);
}

describe('report visibility by role', () => {
  it('a manager sees their people down the chain and the people on the projects they own', async () => {
    expect(await names('unfilled', sessions.m!)).toEqual([fullName('Алексеев'), fullName('Борисов')]);
    // All the time of E1 and E2 (his people) and his own: every project of the week.
    expect(await names('project_time', sessions.m!, 'customer')).toEqual([
      'Не занят (Практика Альфа)',
      'Обучение',
      'Проект Два',
      'Проект Один',
    ]);
  });

  it('a project manager sees the time on their projects and the people who wrote it', async () => {
    expect(await names('project_time', sessions.pm!, 'customer')).toEqual(['Проект Один']);
    expect(await names('unfilled', sessions.pm!)).toEqual([
      fullName('Алексеев'),
      fullName('Борисов'),
      fullName('Егоров'),
    ]);
  });

  it('an assistant sees the people of their block', async () => {
    expect(await names('employees', sessions.a!)).toEqual(
      ['Алексеев', 'Борисов', 'Васильев', 'Григорьев', 'Дмитриев'].map(fullName),
    );
  });

  it('a manager with nobody sees only themselves; a reporter sees everyone', async () => {
    expect(await names('project_time', sessions.o!, 'customer')).toEqual([]);
    expect(await names('unfilled', sessions.o!)).toEqual([fullName('Зайцев')]);
    expect(await names('project_time', sessions.reporter!, 'customer')).toEqual([
      'Не занят (Практика Альфа)',
      'Обучение',
      'Проект Два',
      'Проект Один',
    ]);
  });
});

describe('report calls: access and bad input', () => {
  it('serves the catalogue of 16 types to the reports roles only', async () => {
    const catalogue = await sessions.m!.get('/api/timesheet/reports');
    expect(catalogue.statusCode).toBe(200);
    const types = catalogue.json<{ data: TsReportType[] }>().data;
    expect(types.map((type) => type.id)).toEqual([...Array(16).keys()]);
    expect(types[0]).toMatchObject({ name: 'unfilled', label: 'Незаполненные' });
    const denied = await sessions.plain!.get('/api/timesheet/reports');
    expect(denied.statusCode).toBe(403);
  });

  it('403 for a role without the reports tab, 404 for an unknown report', async () => {
    expect((await post('unfilled', WEEK, sessions.plain!)).statusCode).toBe(403);
    expect((await post('unfilled/excel', WEEK, sessions.plain!)).statusCode).toBe(403);
    expect((await post('unfilled/send_notification', WEEK, sessions.plain!)).statusCode).toBe(403);
    const unknown = await post('nonexistent', WEEK, sessions.admin!);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Отчёт не найден' });
    expect((await post('nonexistent/excel', WEEK, sessions.admin!)).statusCode).toBe(404);
  });

  it('400 with a Russian text for a period over the cap, an inverted period or a bad date', async () => {
    const long = await post(
      'project_time',
      { date_start: '2030-01-01', date_end: '2031-01-02' },
      sessions.admin!,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { date_end: ['Период не длиннее 366 дней'] } });
    const longExcel = await post(
      'unfilled/excel',
      { date_start: '2030-01-01', date_end: '2031-01-02' },
      sessions.admin!,
    );
    expect(longExcel.statusCode).toBe(400);
    const inverted = await post(
      'unfilled',
      { date_start: '2031-03-16', date_end: '2031-03-10' },
      sessions.admin!,
    );
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({ errors: { date_end: ['Дата окончания раньше даты начала'] } });
    const badDate = await post(
      'unfilled',
      { date_start: '2031-02-30', date_end: '2031-03-10' },
      sessions.admin!,
    );
    expect(badDate.statusCode).toBe(400);
    const badPage = await post('unfilled', { ...WEEK, per_page: 5000 }, sessions.admin!);
    expect(badPage.statusCode).toBe(400);
  });
});

describe('report export and notices', () => {
  it('exports the whole report as xlsx that reads back', async () => {
    const response = await post(
      'unfilled/excel',
      { ...WEEK, structures: [data.org.block.id] },
      sessions.admin!,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      'Незаполненные 10.03.2031 – 16.03.2031.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Сотрудник',
      'Подразделение',
      'Компания',
      'Руководитель',
      'Тимлид',
      'Дней',
      'Не хватает часов',
    ]);
    expect(sheet.rowCount).toBe(5);
    expect(values(3)).toEqual([
      fullName('Борисов'),
      'Практика Бета',
      'Бета АО',
      fullName('Алексеев'),
      fullName('Григорьев'),
      1,
      3,
    ]);
  });

  it('writes every cell as the report call gives it: text as written, numbers, dates and empty cells', async () => {
    const type = findTsReportType('project_time_detail')!;
    // A comment that JSON must carry as it is: quotes, a backslash, a line break, JSON-like text.
    const tricky = 'Кавычки "так", обратная \\ черта,\nперенос и {"json": [1, null]}';
    await ctx.database.db
      .update(timesheetWrites)
      .set({ comment: tricky })
      .where(
        sql`${timesheetWrites.id} = (select min(id) from timesheet_writes
          where date between ${WEEK.date_start} and ${WEEK.date_end})`,
      );
    const rows = (await post(type.name, { ...WEEK, per_page: 100 }, sessions.admin!)).json<TsReportResponse>()
      .raw_data;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((row) => row.comment)).toContain(tricky);
    // The fixture has approved writes (approver and day given) and others (both empty).
    expect(rows.some((row) => row.approver === null)).toBe(true);
    expect(rows.some((row) => row.approver !== null)).toBe(true);

    const response = await post(`${type.name}/excel`, { ...WEEK, per_page: 100 }, sessions.admin!);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((row, index) => {
      const expected = type.columns.map((column) => {
        const value = row[column.key];
        if (value === null || value === undefined) return undefined;
        if (column.type === 'number') return Number(value);
        return column.type === 'date' ? formatRussianDate(String(value)) : value;
      });
      const cells = sheet.getRow(index + 2).values as unknown[];
      expect(type.columns.map((_, column) => cells[column + 1])).toEqual(expected);
    });
  });

  it('exports dates as dd.MM.yyyy', async () => {
    const response = await post(
      'weekends/excel',
      { ...WEEK, structures: [data.org.block.id] },
      sessions.admin!,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]!.getCell('A2');
    expect(cell.value).toBe('12.03.2031');
  });

  it('notifies everyone of the unfilled report in the app and by e-mail', async () => {
    const response = await post(
      'unfilled/send_notification',
      { ...WEEK, structures: [data.org.block.id] },
      sessions.admin!,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { notified: 4, emailed: 4 } });
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, data.e3.id));
    expect(notice).toMatchObject({
      title: 'Заполните TimeSheet',
      body: 'За период 10.03.2031 – 16.03.2031 не заполнено рабочих дней: 3 (не хватает 24 ч). Пожалуйста, заполните TimeSheet.',
      link: '/timesheet/fill',
    });
    const mail = await ctx.services.mail.list(1, 10);
    expect(mail.rows.map((letter) => letter.to).sort()).toEqual(
      [data.e1, data.e2, data.e3, data.a].map((person) => [person.email]).sort(),
    );
    expect(mail.rows.find((letter) => letter.to[0] === data.e3.email)).toMatchObject({
      subject: 'Заполните TimeSheet: 10.03.2031 – 16.03.2031',
      text: notice!.body,
    });
  });
});

describe('GET /work_conditions/parameters', () => {
  it('answers the asked fields of the asked people, department by default', async () => {
    const url = `/api/work_conditions/parameters?users=${data.e1.id},${data.e2.id}`;
    const response = await sessions.plain!.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { user_id: data.e1.id, department: { id: data.org.practiceA.id, name: 'Практика Альфа' } },
        { user_id: data.e2.id, department: { id: data.org.practiceB.id, name: 'Практика Бета' } },
      ],
    });
    const more = await sessions.plain!.get(
      `/api/work_conditions/parameters?users=${data.e1.id}&fields=company,work_position`,
    );
    expect(more.json()).toEqual({
      data: [
        { user_id: data.e1.id, company: { id: data.alpha.id, name: 'Альфа ООО' }, work_position: 'Аналитик' },
      ],
    });
  });

  it('400 for an unknown field or a bad id; 401 signed out', async () => {
    const bad = await sessions.plain!.get(
      `/api/work_conditions/parameters?users=${data.e1.id}&fields=salary`,
    );
    expect(bad.statusCode).toBe(400);
    const badId = await sessions.plain!.get('/api/work_conditions/parameters?users=abc');
    expect(badId.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/work_conditions/parameters?users=1' })).statusCode).toBe(401);
  });
});
