import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TYPE, TS_STATUS, type FinanceStatisticCheck, type JobRun } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildCompany, buildProject, buildUser } from '../../../../test/factories.ts';
import { buildWrite } from '../timesheet.factory.ts';
import { timesheetDistributions } from '../timesheet.schema.ts';
import { previousMonth } from './finance-statistic.service.ts';

const WAIT = { timeout: 30_000, interval: 100 };
const base = '/api/timesheet/finance_statistic';

let ctx: TestContext;
let api: ApiClient;
let admin: Session;
let serviceOwnerId: number;

beforeAll(async () => {
  // "Today" is 2026-03-10: «Сформировать» exports February 2026.
  ctx = await createTestApp({
    today: '2026-03-10',
    app: { jobs: { workers: true, pollingIntervalSeconds: 0.5 } },
  });
  api = await client(ctx);
  const db = ctx.database.db;
  const alpha = await buildCompany(db, { name: 'Альфа' });
  const beta = await buildCompany(db, { name: 'Бета' });
  const ivanov = await buildUser(db, {
    companyId: alpha.id,
    lastName: 'Иванов',
    name: 'Иван',
    patronymic: null,
  });
  const petrov = await buildUser(db, {
    companyId: beta.id,
    lastName: 'Петров',
    name: 'Пётр',
    patronymic: null,
  });
  const owner = await buildUser(db, { email: 'owner@example.com' });
  serviceOwnerId = owner.id;
  const project = await buildProject(db, { name: 'Сайт' });
  const service = await buildProject(db, {
    name: 'Поддержка',
    typeId: CUSTOMER_TYPE.service,
    owners: [owner.id],
  });
  const approved = TS_STATUS.approved;
  await buildWrite(db, {
    userId: ivanov.id,
    customerId: project.id,
    date: '2026-02-02',
    minutes: 480,
    status: approved,
  });
  await buildWrite(db, {
    userId: ivanov.id,
    customerId: project.id,
    date: '2026-02-03',
    minutes: 240,
    status: approved,
  });
  // Not approved: out of the default export, counted as «Не согласовано» in the totals.
  await buildWrite(db, { userId: petrov.id, customerId: project.id, date: '2026-02-04', minutes: 300 });
  // Another month: out of the period.
  await buildWrite(db, {
    userId: petrov.id,
    customerId: project.id,
    date: '2026-03-02',
    minutes: 480,
    status: approved,
  });
  await db.insert(timesheetDistributions).values({
    userId: ivanov.id,
    date: '2026-02-02',
    minutes: 120,
    customerFromId: project.id,
    customerToId: service.id,
    status: approved,
    createdBy: ivanov.id,
    updatedBy: ivanov.id,
  });
  const user = await buildUser(db, { roles: ['ts_admin'] });
  admin = await api.as(user);
});
afterAll(() => ctx.close());

async function check(): Promise<FinanceStatisticCheck> {
  const response = await admin.get(`${base}/check`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: FinanceStatisticCheck }>().data;
}

async function sheetRows(zip: JSZip, file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await zip.file(file)!.async('nodebuffer')) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('previousMonth', () => {
  it('is the calendar month before today, across a year', () => {
    expect(previousMonth('2026-03-10')).toEqual({ date_start: '2026-02-01', date_end: '2026-02-28' });
    expect(previousMonth('2026-01-31')).toEqual({ date_start: '2025-12-01', date_end: '2025-12-31' });
    expect(previousMonth('2024-03-01')).toEqual({ date_start: '2024-02-01', date_end: '2024-02-29' });
  });
});

describe('finance statistics', () => {
  it('goes from default through in progress to done, then downloads a zip of three workbooks once', async () => {
    expect((await check()).state).toBe('default');
    const early = await admin.get(`${base}/load?with_clear=true`);
    expect(early.statusCode).toBe(409);

    const started = await admin.post(`${base}/start`);
    expect(started.statusCode).toBe(200);
    expect(started.json<{ data: JobRun }>().data.params).toMatchObject({
      date_start: '2026-02-01',
      date_end: '2026-02-28',
      approved_only: true,
    });
    await vi.waitFor(async () => expect((await check()).state).toBe('done'), WAIT);
    const done = await check();
    expect(done.run).toMatchObject({ state: 'completed', step: 4, max_steps: 4 });

    const last = await admin.get(`${base}/last`);
    expect(last.json<{ data: JobRun }>().data.id).toBe(done.run!.id);

    // The generic run calls: shown to the kind's access, not found for others; a finished run stays as it was.
    const run = await admin.get(`/api/jobs/${done.run!.id}`);
    expect(run.statusCode).toBe(200);
    expect(run.json<{ data: JobRun }>().data).toMatchObject({
      kind: 'timesheet.finance_statistic',
      state: 'completed',
    });
    const filler = await buildUser(ctx.database.db, { roles: ['ts_filling'] });
    const fillerSession = await api.as(filler);
    const hidden = await fillerSession.get(`/api/jobs/${done.run!.id}`);
    expect(hidden.statusCode).toBe(404);
    const cancelled = await admin.post(`/api/jobs/${done.run!.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: JobRun }>().data).toMatchObject({
      state: 'completed',
      cancel_requested: false,
    });

    const download = await admin.get(`${base}/load?with_clear=true`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(decodeURIComponent(String(download.headers['content-disposition']))).toContain(
      'Финансовая статистика 2026-02-01-2026-02-28.zip',
    );
    const zip = await JSZip.loadAsync(download.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([
      'Итоги по компаниям.xlsx',
      'Сервисы.xlsx',
      'Часы по проектам.xlsx',
    ]);
    const hours = await sheetRows(zip, 'Часы по проектам.xlsx');
    expect(hours[0]).toEqual(['Компания', 'Клиент', 'Проект', 'Сотрудник', 'Часы']);
    expect(hours.slice(1)).toEqual([['Альфа', expect.stringMatching(/^Клиент/), 'Сайт', 'Иванов Иван', 12]]);
    const services = await sheetRows(zip, 'Сервисы.xlsx');
    expect(services.slice(1)).toEqual([['Поддержка', 'Сайт', 'Альфа', 'Иванов Иван', 2]]);
    const totals = await sheetRows(zip, 'Итоги по компаниям.xlsx');
    expect(totals.slice(1)).toEqual([
      ['Альфа', 1, 12, 12, 0, 0],
      ['Бета', 1, 5, 0, 5, 0],
    ]);

    // with_clear: the export is forgotten once sent.
    await vi.waitFor(async () => expect((await check()).state).toBe('default'), WAIT);
    const again = await admin.get(`${base}/load`);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a second start while one runs, and checks the advanced payload', async () => {
    const bad = await admin.post(`${base}/startAdvance`, {
      date_start: '2026-02-28',
      date_end: '2026-02-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.date_end).toEqual([
      'Дата окончания раньше даты начала',
    ]);
    const first = await admin.post(`${base}/startAdvance`, {
      date_start: '2026-02-01',
      date_end: '2026-02-28',
      approved_only: false,
    });
    expect(first.statusCode).toBe(200);
    const second = await admin.post(`${base}/start`);
    // Either still running (409) or, on a fast machine, already done and started again (200).
    if (second.statusCode === 409)
      expect(second.json<{ message: string }>().message).toBe('Задача уже выполняется');
    else expect(second.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await check()).state).toBe('done'), WAIT);
  });

  it('tells the owners of services that received hours, in the app and by e-mail', async () => {
    await vi.waitFor(async () => expect((await check()).state).toBe('done'), WAIT);
    const response = await admin.get(`${base}/notify_service_owners`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { notified: number } }>().data.notified).toBe(1);
    const notifications = await ctx.services.notifications.list(serviceOwnerId, { page: 1, per_page: 10 });
    expect(notifications.data[0]).toMatchObject({
      title: 'Финансовая статистика',
      link: '/timesheet/services',
    });
    const mail = await ctx.services.mail.list(1, 10);
    expect(mail.rows[0]).toMatchObject({ to: ['owner@example.com'], subject: 'Финансовая статистика' });
  });

  it('is for the settings roles only: 403 for others', async () => {
    const user = await buildUser(ctx.database.db, { roles: ['ts_filling'] });
    const session = await api.as(user);
    for (const [method, url] of [
      ['GET', `${base}/check`],
      ['POST', `${base}/start`],
      ['GET', `${base}/load`],
    ] as const) {
      const response = await session.request(method, url);
      expect(response.statusCode).toBe(403);
    }
  });
});
