import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';

let ctx: TestContext;
let api: ApiClient;
let tsAdmin: Session;
let employee: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const admin = await buildUser(ctx.database.db, { roles: ['ts_admin'] });
  tsAdmin = await api.as(admin);
  const user = await buildUser(ctx.database.db);
  employee = await api.as(user);
});
afterAll(async () => ctx?.close());

const get = (url: string, session = employee) => session.get(url);
const importYear = (payload: object, session = tsAdmin) => session.post('/api/work_calendar/import', payload);

// Belarus (4) is used so that the reference calendar seeded for Russia does not interfere.
const CSV_2031 = [
  'date,type,name',
  '2031-01-01,1,Новый год',
  '2031-01-02,moved_holiday',
  '2031-01-04,2',
  '2031-01-06,4',
].join('\n');

describe('work calendar import', () => {
  it('previews a file with a message per bad line and writes nothing', async () => {
    const preview = await importYear({
      country_id: 4,
      year: 2031,
      csv: `${CSV_2031}\n2031-01-07,working_weekend\n2030-05-01,1`,
      dry_run: true,
    });
    expect(preview.statusCode).toBe(200);
    const data = preview.json<{
      data: { rows: unknown[]; errors: { line: number; message: string }[]; written: number };
    }>().data;
    expect(data.rows).toHaveLength(4);
    expect(data.errors.map((error) => error.line)).toEqual([6, 7]);
    expect(data.written).toBe(0);
    expect((await get('/api/work_calendar?country_id=4&year=2031')).json<{ data: unknown[] }>().data).toEqual(
      [],
    );
  });

  it('refuses a real import with a bad line (400, every line listed) and writes nothing', async () => {
    const response = await importYear({
      country_id: 4,
      year: 2031,
      csv: `${CSV_2031}\nвчера,1`,
      dry_run: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { csv: string[] } }>().errors.csv).toEqual([
      'Строка 6: Неверная дата «вчера»: нужен формат ГГГГ-ММ-ДД или ДД.ММ.ГГГГ',
    ]);
    expect((await get('/api/work_calendar?country_id=4&year=2031')).json<{ data: unknown[] }>().data).toEqual(
      [],
    );
  });

  it('imports a clean file, replacing the year', async () => {
    const response = await importYear({ country_id: 4, year: 2031, csv: CSV_2031, dry_run: false });
    expect(response.json<{ data: { written: number } }>().data.written).toBe(4);
    const again = await importYear({
      country_id: 4,
      year: 2031,
      csv: '2031-01-01,1,Новый год',
      dry_run: false,
    });
    expect(again.statusCode).toBe(200);
    const days = (await get('/api/work_calendar?country_id=4&year=2031')).json<{
      data: { date: string; country_code: string }[];
    }>().data;
    expect(days).toEqual([expect.objectContaining({ date: '2031-01-01', country_code: 'BLR' })]);
  });

  it('is 403 for an employee and 400 for a bad body', async () => {
    expect(
      (await importYear({ country_id: 4, year: 2031, csv: '', dry_run: true }, employee)).statusCode,
    ).toBe(403);
    expect((await importYear({ country_id: 9, year: 2031, csv: '' })).statusCode).toBe(400);
  });
});

describe('work calendar reads and edits', () => {
  it('has the reference calendar of Russia: 2024 holidays, moved days off and working Saturdays', async () => {
    const days = (await get('/api/work_calendar?country_id=1&year=2024')).json<{
      data: { date: string; type: number }[];
    }>().data;
    const typeOf = (date: string) => days.find((day) => day.date === date)?.type;
    expect([typeOf('2024-11-04'), typeOf('2024-12-30'), typeOf('2024-11-02'), typeOf('2024-02-22')]).toEqual([
      1, 3, 2, 4,
    ]);
    const weekends = (
      await get('/api/work_calendar/filter?country_id=1&date_start=2024-11-01&date_end=2024-11-04')
    ).json<{
      data: { is_weekend: boolean; hours: number }[];
    }>().data;
    expect(weekends.map((day) => day.is_weekend)).toEqual([false, false, true, true]);
  });

  it('sets and clears a day; a type that cannot stand on the date is 400', async () => {
    const put = (payload: object, session = tsAdmin) => session.put('/api/work_calendar/days', payload);
    const saturday = await put({ country_id: 4, date: '2032-01-03', type: 2, name: 'Перенос' });
    expect(saturday.statusCode).toBe(200);
    expect(saturday.json<{ data: { type: number } }>().data.type).toBe(2);
    const weekday = await put({ country_id: 4, date: '2032-01-05', type: 2 });
    expect(weekday.statusCode).toBe(400);
    expect(weekday.json<{ errors: { type: string[] } }>().errors.type).toEqual([
      'Рабочим выходным может быть только суббота или воскресенье',
    ]);
    expect((await put({ country_id: 4, date: '2032-01-03', type: 2 }, employee)).statusCode).toBe(403);

    const weekends = (
      await get('/api/work_calendar/filter?country_id=4&date_start=2032-01-02&date_end=2032-01-05')
    ).json<{
      data: { date: string; is_weekend: boolean; hours: number }[];
    }>().data;
    expect(weekends.map((day) => [day.date, day.is_weekend, day.hours])).toEqual([
      ['2032-01-02', false, 8],
      ['2032-01-03', false, 8],
      ['2032-01-04', true, 0],
      ['2032-01-05', false, 8],
    ]);
    expect((await put({ country_id: 4, date: '2032-01-03', type: null })).json()).toEqual({ data: null });
  });

  it('lists holidays, finds the country by code or name, and validates ranges', async () => {
    await importYear({ country_id: 3, year: 2033, csv: '2033-03-21,1,Наурыз\n2033-03-25,4', dry_run: false });
    const holidays = (await get('/api/work_calendar/holidays?country_id=3&year=2033')).json<{
      data: { date: string }[];
    }>().data;
    expect(holidays.map((day) => day.date)).toEqual(['2033-03-21']);
    const byName = (await get('/api/work_calendar/by-country-name?country=Казахстан&year=2033')).json<{
      data: unknown[];
    }>().data;
    expect(byName).toHaveLength(2);
    expect(
      (await get('/api/work_calendar/by-country-name?country=KAZ&year=2033')).json<{ data: unknown[] }>()
        .data,
    ).toHaveLength(2);
    expect((await get('/api/work_calendar/by-country-name?country=Марс')).statusCode).toBe(400);
    expect(
      (await get('/api/work_calendar/filter?date_start=2030-01-01&date_end=2036-01-01')).statusCode,
    ).toBe(400);
    expect(
      (await get('/api/work_calendar/filter?date_start=2030-02-01&date_end=2030-01-01')).statusCode,
    ).toBe(400);
  });
});
