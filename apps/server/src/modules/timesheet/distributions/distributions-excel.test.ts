import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRIBUTION_EXCEL_COLUMNS, DISTRIBUTION_EXCEL_MESSAGES } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { buildEditablePeriod } from '../timesheet.factory.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildUser } from '../../../../test/factories.ts';
import { multipart } from '../../../../test/http.ts';
import { customers } from '../../organisation/organisation.schema.ts';
import { readDistributionSheet } from './distributions-excel.service.ts';
import { timesheetDistributions } from '../timesheet.schema.ts';

let ctx: TestContext;
let api: ApiClient;
let assistant: Session;
let filler: Session;
let reporter: Session;
let fillerLogin: string;

async function workbook(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Лист');
  sheet.addRow([...DISTRIBUTION_EXCEL_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * A workbook whose first sheet holds `rows` more numbered rows after the template's: built as XML and
 * deflated, so a million rows are a few megabytes on disk (what a spreadsheet of numbers packs to).
 */
async function longWorkbook(rows: string, level = 9): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await workbook([]));
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  zip.file('xl/worksheets/sheet1.xml', sheet.replace('</sheetData>', `${rows}</sheetData>`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level } });
}

const upload = (content: Buffer, session: Session, fields: Record<string, string> = {}) => {
  const body = multipart(fields, [{ field: 'file', name: 'перераспределение.xlsx', content }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/timesheet/distributions/excel',
    payload: body.payload,
    headers: { ...session.headers, ...body.headers },
  });
};

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const assistantUser = await buildUser(db, { roles: ['assistant'] });
  assistant = await api.as(assistantUser);
  // The filler works in the assistant's block: assistants distribute for their own block only.
  const fillerUser = await buildUser(db, {
    roles: ['ts_approver', 'ts_filling'],
    departmentId: assistantUser.departmentId,
  });
  fillerLogin = fillerUser.login;
  filler = await api.as(fillerUser);
  const reporterUser = await buildUser(db, { roles: ['ts_reporter'] });
  reporter = await api.as(reporterUser);
  await db.insert(customers).values([
    { name: 'Проект Альфа', typeId: 2 },
    { name: 'Сервис-деск', typeId: 3, utilityType: 'DISCRETE' },
    { name: 'Обучение', typeId: 3, utilityType: 'FLOW' },
  ]);
  await buildEditablePeriod(db, '2026-11-01', '2026-11-30');
  const alpha = (await db.select().from(customers)).find((item) => item.name === 'Проект Альфа')!;
  for (const session of [assistant, filler]) {
    const saved = await session.post('/api/timesheet/writes', {
      writes: [{ customer_id: alpha.id, date: '2026-11-02', time: 480 }],
    });
    expect(saved.statusCode).toBe(200);
  }
});
afterAll(async () => ctx?.close());

describe('POST /timesheet/distributions/excel', () => {
  it('saves every row of a good file, for the uploader and for a named person', async () => {
    const file = await workbook([
      ['02.11.2026', '', 'Проект Альфа', 'Сервис-деск', 2, 'Заявки'],
      [new Date(Date.UTC(2026, 10, 2)), fillerLogin, 'проект альфа', 'Обучение', '1,5', null],
    ]);
    const response = await upload(file, assistant);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { saved: 2 } });
    const rows = await ctx.database.db.select().from(timesheetDistributions);
    expect(rows.map((row) => [row.minutes, row.comment, row.status]).sort()).toEqual([
      [120, 'Заявки', 1],
      [90, null, 1],
    ]);
  });

  it('refuses the whole file and reports every bad row by its number', async () => {
    const before = (await ctx.database.db.select().from(timesheetDistributions)).length;
    const file = await workbook([
      ['02.11.2026', '', 'Проект Альфа', 'Сервис-деск', 1, 'ок'],
      ['31.02.2026', '', 'Проект Альфа', 'Сервис-деск', 1, ''],
      ['02.11.2026', 'nobody', 'Нет такого', 'Проект Альфа', 'много', ''],
      ['02.11.2026', fillerLogin, 'Проект Альфа', 'Обучение', 9, 'больше источника'],
    ]);
    const response = await upload(file, assistant);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe(DISTRIBUTION_EXCEL_MESSAGES.rejected);
    expect(Object.keys(body.errors)).toEqual(['Строка 3', 'Строка 4', 'Строка 5']);
    expect(body.errors['Строка 3']).toEqual(['Дата не распознана: нужна дата вида 21.11.2026']);
    expect(body.errors['Строка 4']).toEqual([
      'Сотрудник «nobody» не найден',
      'Проект «Нет такого» не найден',
      'Сервис «Проект Альфа» недоступен для перераспределения',
      'Часы: Введите часы, например 7,5',
    ]);

    // 9 h of the 8 written: the save's own check, its project after «: » instead of ###.
    expect(body.errors['Строка 5']).toEqual([
      'Распределено больше, чем списано на проект: Проект Альфа, 02.11.2026',
    ]);
    expect(await ctx.database.db.select().from(timesheetDistributions)).toHaveLength(before);
  });

  it('refuses rows for people the uploader may not fill for', async () => {
    const file = await workbook([['02.11.2026', 'admin-nobody', 'Проект Альфа', 'Сервис-деск', 1, '']]);
    const own = await workbook([['02.11.2026', '', 'Проект Альфа', 'Сервис-деск', 1, '']]);
    expect((await upload(file, filler)).statusCode).toBe(400);
    const other = await upload(
      await workbook([['02.11.2026', 'not-me', 'Проект Альфа', 'Сервис-деск', 1, '']]),
      filler,
    );
    expect(other.json<{ errors: Record<string, string[]> }>().errors['Строка 2']).toEqual([
      'Сотрудник «not-me» не найден',
    ]);
    expect((await upload(own, filler)).statusCode).toBe(200);
  });

  it('says what is wrong with the file itself', async () => {
    const notXlsx = await upload(Buffer.from('не таблица'), assistant);
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json<{ message: string }>().message).toBe(DISTRIBUTION_EXCEL_MESSAGES.notWorkbook);
    const empty = await upload(await workbook([]), assistant);
    expect(empty.json<{ message: string }>().message).toBe(DISTRIBUTION_EXCEL_MESSAGES.empty);
    const noFile = multipart({ user_id: '1' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/timesheet/distributions/excel',
      payload: noFile.payload,
      headers: { ...assistant.headers, ...noFile.headers },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe(DISTRIBUTION_EXCEL_MESSAGES.noFile);
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 10), assistant);
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a sheet that unpacks to millions of rows at once, from the zip directory', async () => {
    // Deflate's fastest level: JSZip deflates in JavaScript, and level 9 took 17 s for these 56 MB at a load of
    // 20 (level 1: 9 s). The file is refused from its directory, unread; its size is still far under the limit.
    const file = await longWorkbook('<row r="2"><c r="A2"><v>2</v></c></row>'.repeat(1_400_000), 1);
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
    const started = performance.now();
    const response = await upload(file, assistant);
    // Loading the whole workbook took 13.6 s on a quiet machine; refusing it from the zip directory takes a
    // fraction of a second. The bound is coarse so a busy machine does not fail it (speed is bench/'s job).
    expect(performance.now() - started).toBeLessThan(8000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: DISTRIBUTION_EXCEL_MESSAGES.tooMany,
      errors: { file: [DISTRIBUTION_EXCEL_MESSAGES.tooMany] },
    });
    expect(DISTRIBUTION_EXCEL_MESSAGES.tooMany).toMatch(/^Слишком много строк: .*2000/);
  });

  it('stops reading at the row cap without holding other requests', async () => {
    // Compact numbered rows stay under the unpacked-size limit: the streaming reader's cap refuses them.
    let rows = '';
    for (let row = 2; row <= 200_000; row++) rows += `<row r="${row}"><c r="A${row}"><v>${row}</v></c></row>`;
    const file = await longWorkbook(rows);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const response = await upload(file, assistant);
    const elapsed = performance.now() - started;
    delay.disable();
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(DISTRIBUTION_EXCEL_MESSAGES.tooMany);
    // Coarse bounds, as above: reading the whole workbook first held the event loop for seconds.
    expect(elapsed).toBeLessThan(8000);
    // The longest the event loop stood still (nanoseconds): other users' requests waited no longer.
    expect(delay.max / 1e6).toBeLessThan(2000);
  });

  it('refuses a part that unpacks to more than it declares', async () => {
    const file = await workbook([['02.11.2026', '', 'Проект Альфа', 'Сервис-деск', 1, '']]);
    // The central directory's uncompressed size of the sheet, made smaller than the truth.
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    let at = file.lastIndexOf(name);
    at -= 46;
    expect(file.readUInt32LE(at)).toBe(0x02014b50);
    file.writeUInt32LE(100, at + 24);
    const response = await upload(file, assistant);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(DISTRIBUTION_EXCEL_MESSAGES.notWorkbook);
  });

  it('is closed to roles without the services tab', async () => {
    const response = await upload(await workbook([]), reporter);
    expect(response.statusCode).toBe(403);
    const template = await reporter.get('/api/timesheet/distributions/excel/template');
    expect(template.statusCode).toBe(403);
  });

  it('gives a template whose header is the expected columns', async () => {
    const response = await assistant.get('/api/timesheet/distributions/excel/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...DISTRIBUTION_EXCEL_COLUMNS]);
  });
});

describe('readDistributionSheet', () => {
  it('reads the first sheet in the workbook order, whatever its file is called', async () => {
    const book = new ExcelJS.Workbook();
    const old = book.addWorksheet('Старый');
    old.addRow([...DISTRIBUTION_EXCEL_COLUMNS]);
    old.addRow(['01.01.2020', 'старый лист']);
    const moved = book.addWorksheet('Данные');
    moved.addRow([...DISTRIBUTION_EXCEL_COLUMNS]);
    moved.addRow([new Date(Date.UTC(2026, 10, 2)), 'login', 'Проект', 'Сервис', 1.5, 'нужный']);
    // «Данные» (sheet2.xml) is moved before «Старый» (sheet1.xml).
    const order = (sheet: ExcelJS.Worksheet, at: number) =>
      ((sheet as unknown as { orderNo: number }).orderNo = at);
    order(moved, 0);
    order(old, 1);
    const rows = await readDistributionSheet(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toEqual([
      {
        row: 2,
        date: '2026-11-02',
        user: 'login',
        from: 'Проект',
        to: 'Сервис',
        hours: '1.5',
        comment: 'нужный',
      },
    ]);
  });
});
