import ExcelJS from 'exceljs';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  VACATION_STATUS,
  VACATION_TYPE,
  type VacReportCell,
  type VacReportResponse,
  type VacReportType,
} from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildUser } from '../../../../test/factories.ts';
import { buildVacation } from '../vacation.factory.ts';
import { inIds } from '../../../platform/db/sql.ts';
import { deriveVacationHistory } from '../vacation-history.ts';
import { vacationHistory } from '../vacation.schema.ts';
import { buildVacationReportsData, FEBRUARY, fullName, MARCH } from './reports.fixture.ts';

let ctx: TestContext;
let api: ApiClient;
let data: Awaited<ReturnType<typeof buildVacationReportsData>>;
let vsa: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  data = await buildVacationReportsData(ctx.database.db);
  vsa = await api.as(data.vsa);
});
afterAll(async () => ctx?.close());

const E1 = fullName('Алексеев');
const E2 = fullName('Борисов');
const E3 = fullName('Васильев');
const M = fullName('Григорьев');
const A = fullName('Дмитриев');

function post(name: string, payload: object, session = vsa, suffix = '') {
  return session.post(`/api/dba/vacations/reports/${name}${suffix}`, payload);
}

/** The data rows of a report (the two header rows checked and cut). */
async function rows(name: string, payload: object, session = vsa): Promise<VacReportCell[][]> {
  const response = await post(name, { blocks: [data.org.block.id], ...payload }, session);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<VacReportResponse>();
  expect(body.rows[0]).toEqual(body.columns.map((column) => column.group));
  expect(body.rows[1]).toEqual(body.columns.map((column) => column.title));
  return body.rows.slice(2);
}

describe('vacation reports on a known data set', () => {
  it('PERIOD: the blocks inside the period, by employee', async () => {
    expect(await rows('PERIOD', MARCH)).toEqual([
      [E1, 'Альфа ООО', 'Практика Альфа', M, 'Неделимый', '2031-03-03', '2031-03-07', 5, 'Согласован'],
      [E2, 'Бета АО', 'Практика Бета', E1, 'Неделимый', '2031-03-10', '2031-03-14', 5, 'Отклонен'],
      [A, 'Бета АО', 'Практика Бета', null, 'Учебный', '2031-03-05', '2031-03-06', 2, 'Согласован'],
    ]);
    expect(await rows('PERIOD', { ...MARCH, statuses: [3] })).toHaveLength(1);
    expect(await rows('PERIOD', { ...MARCH, companies: [data.alpha.id] })).toHaveLength(1);
    expect(
      await rows('PERIOD', { ...MARCH, practices: [data.org.practiceB.id], manager: data.e1.id }),
    ).toEqual([[E2, 'Бета АО', 'Практика Бета', E1, 'Неделимый', '2031-03-10', '2031-03-14', 5, 'Отклонен']]);
  });

  it('UNIFIED: the person, the block, its comment and its history in lines', async () => {
    const [, second] = await rows('UNIFIED', MARCH);
    expect(second).toEqual([
      E2,
      'Бета АО',
      'Блок Тест',
      'Практика Бета',
      E1,
      '2031-01-10',
      'Неделимый',
      '2031-03-10',
      '2031-03-14',
      5,
      'Отклонен',
      'Хочу в марте',
      `02.02.2031 — запланирован (${E2})\n05.02.2031 — Отклонен (${A})\nКомментарий: Релиз`,
    ]);
  });

  it('STATUS: the overall colour rule of the planner for the year of the date', async () => {
    expect(await rows('STATUS', { date: '2031-06-01' })).toEqual([
      [E1, 'Альфа ООО', 'Практика Альфа', M, 7, 5, 2, 'Есть несогласованные или отклоненные части'],
      [E2, 'Бета АО', 'Практика Бета', E1, 0, 5, 5, 'Есть несогласованные или отклоненные части'],
      [E3, 'Бета АО', 'Практика Бета', null, 0, 0, 0, 'Не запланирован'],
      [M, 'Альфа ООО', 'Практика Альфа', null, 0, 0, 0, 'Не запланирован'],
      [A, 'Бета АО', 'Практика Бета', null, 0, 0, 0, 'Не запланирован'],
    ]);
  });

  it('BALANCE: the planner balance on the date (carry-over capped at 14, accrual from the hire date)', async () => {
    expect(await rows('BALANCE', { balance_date: '2031-06-30' })).toEqual([
      [E1, 'Альфа ООО', 'Практика Альфа', '2020-02-01', 20, 7, 5, 20],
      [E2, 'Бета АО', 'Практика Бета', '2031-01-10', 0, 0, 0, 13],
      [E3, 'Бета АО', 'Практика Бета', '2015-05-05', 10, 0, 0, 23],
      [M, 'Альфа ООО', 'Практика Альфа', '2019-01-01', 0, 0, 0, 13],
      [A, 'Бета АО', 'Практика Бета', '2018-01-01', 0, 0, 0, 13],
    ]);
    const notWorked = await rows('BALANCE', { balance_date: '2031-06-30', conditionWorkYear: 'not_worked' });
    expect(notWorked.map((row) => row[0])).toEqual([E2]);
  });

  it('CHANGES: each change of the period, the deleted ones only with the toggle', async () => {
    const live = await rows('CHANGES', FEBRUARY);
    expect(live.map((row) => [row[0], row[2], row[3], row[6], row[7], row[8]])).toEqual([
      [E2, 'Неделимый', '2031-03-10', 'Отклонен', A, '2031-02-05'],
      [E2, 'Неделимый', '2031-03-10', 'Ожидает согласования', E2, '2031-02-02'],
      [E1, 'Делимый', '2031-05-12', 'Ожидает согласования', A, '2031-02-01'],
    ]);
    expect(live[0]![9]).toBe(
      `02.02.2031 — запланирован (${E2})\n05.02.2031 — Отклонен (${A})\nКомментарий: Релиз`,
    );
    const all = await rows('CHANGES', { ...FEBRUARY, deleted: true });
    expect(all.map((row) => [row[0], row[3], row[6], row[9]])).toEqual([
      [E2, '2031-03-10', 'Отклонен', live[0]![9]],
      [
        E2,
        '2031-02-17',
        'Удален (согласован)',
        `12.01.2031 — запланирован (${E2})\n04.02.2031 — Удален (согласован) (${E2})`,
      ],
      [E2, '2031-03-10', 'Ожидает согласования', live[0]![9]],
      [E1, '2031-05-12', 'Ожидает согласования', `01.02.2031 — запланирован (${A})`],
    ]);
  });

  it('ASSISTANT: what the assistant planned and decided for others', async () => {
    expect(await rows('ASSISTANT', FEBRUARY)).toEqual([
      [A, E2, 'Отклонил', 'Неделимый', '2031-03-10', '2031-03-14', 5, '2031-02-05'],
      [A, E1, 'Запланировал отпуск', 'Делимый', '2031-05-12', '2031-05-13', 2, '2031-02-01'],
    ]);
    expect(await rows('ASSISTANT', { ...FEBRUARY, assistants: [data.vsa.id] })).toEqual([]);
  });

  it('pages: each page repeats the two header rows; the total counts every row', async () => {
    const response = await post('STATUS', {
      date: '2031-06-01',
      blocks: [data.org.block.id],
      per_page: 2,
      page: 3,
    });
    const body = response.json<VacReportResponse>();
    expect(body.rows).toHaveLength(3);
    expect(body.rows[2]![0]).toBe(A);
    expect(body.meta).toMatchObject({ current_page: 3, last_page: 3, total: 5, per_page: 2 });
  });

  it('pages: the links are the same url with page and per_page, followed by POSTing the same body', async () => {
    const payload = { date: '2031-06-01', blocks: [data.org.block.id], per_page: 2 };
    const follow = (url: string) =>
      vsa.post(url, payload).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json<VacReportResponse>();
      });
    const first = await follow('/api/dba/vacations/reports/STATUS');
    expect(first.links).toEqual({
      first: '/api/dba/vacations/reports/STATUS?page=1&per_page=2',
      last: '/api/dba/vacations/reports/STATUS?page=3&per_page=2',
      prev: null,
      next: '/api/dba/vacations/reports/STATUS?page=2&per_page=2',
    });
    const second = await follow(first.links.next!);
    expect(second.meta).toMatchObject({ current_page: 2, per_page: 2, total: 5 });
    const last = await follow(first.links.last!);
    expect(last.rows[2]![0]).toBe(A);
    expect(last.links.next).toBeNull();
  });
});

describe('reports of changes read the engine’s history', () => {
  it('an assistant’s approval undone later by someone else stays in ASSISTANT; CHANGES lists both', async () => {
    const db = ctx.database.db;
    // A person the assistant manages, so the assistant may approve their vacation.
    const person = await buildUser(db, {
      lastName: 'Кузнецов',
      name: 'Иван',
      patronymic: 'Петрович',
      departmentId: data.org.practiceB.id,
      companyId: data.beta.id,
      managerId: data.a.id,
      hireDate: '2020-01-01',
    });
    const days = await buildVacation(
      db,
      { userId: person.id, dates: ['2031-08-04', '2031-08-05'], typeId: VACATION_TYPE.divisible },
      { createdAt: new Date('2031-06-20T10:00:00Z'), updatedAt: new Date('2031-06-20T10:00:00Z') },
    );
    await deriveVacationHistory(db, inIds(sql`v.user_id`, [person.id]));
    const ids = days.map((day) => day.id);
    const decide = (session: Session, status_id: number) =>
      session.put('/api/dba/vacations', {
        vacations: ids,
        status_id,
        comment: status_id === 2 ? 'Согласовано' : null,
      });
    const assistant = await api.as(data.a);
    expect((await decide(assistant, VACATION_STATUS.approved)).statusCode).toBe(200);
    expect((await decide(vsa, VACATION_STATUS.new)).statusCode).toBe(200);
    // The engine stamps its own time; the test moves both decisions to fixed days of the report's period.
    for (const [action, at] of [
      ['approve', '2031-07-01T10:00:00Z'],
      ['return', '2031-07-03T10:00:00Z'],
    ] as const)
      await db
        .update(vacationHistory)
        .set({ at: new Date(at) })
        .where(and(inArray(vacationHistory.vacationId, ids), eq(vacationHistory.action, action)));
    const period = { date_start: '2031-07-01', date_end: '2031-07-31', users: [person.id] };
    const K = fullName('Кузнецов');
    expect(await rows('ASSISTANT', period)).toEqual([
      [A, K, 'Согласовал', 'Делимый', '2031-08-04', '2031-08-05', 2, '2031-07-01'],
    ]);
    const changes = await rows('CHANGES', period);
    expect(changes.map((row) => [row[0], row[6], row[7], row[8]])).toEqual([
      [K, 'Ожидает согласования', fullName('Жуков'), '2031-07-03'],
      [K, 'Согласован', A, '2031-07-01'],
    ]);
    expect(changes[0]![9]).toBe(
      [
        `20.06.2031 — запланирован (${K})`,
        `01.07.2031 — Согласован (${A})`,
        'Комментарий: Согласовано',
        `03.07.2031 — Ожидает согласования (${fullName('Жуков')})`,
      ].join('\n'),
    );
  });
});

describe('who runs which report', () => {
  it('GET /vacations/reports lists only the caller’s reports', async () => {
    const names = async (session: Session) => {
      const response = await session.get('/api/vacations/reports');
      expect(response.statusCode).toBe(200);
      return response.json<{ data: VacReportType[] }>().data.map((type) => type.name);
    };
    expect(await names(vsa)).toEqual(['UNIFIED', 'PERIOD', 'STATUS', 'BALANCE', 'CHANGES', 'ASSISTANT']);
    expect(await names(await api.as(data.a))).toEqual(['PERIOD', 'STATUS', 'BALANCE', 'ASSISTANT']);
    expect(await names(await api.as(data.m))).toEqual(['PERIOD', 'STATUS', 'BALANCE']);
    expect(await names(await api.as(data.manager))).toEqual([]);
  });

  it('a report outside the caller’s list is 403; an unknown one 404', async () => {
    const approver = await api.as(data.m);
    expect((await post('UNIFIED', MARCH, approver)).statusCode).toBe(403);
    expect((await post('CHANGES', MARCH, approver, '/xls')).statusCode).toBe(403);
    const manager = await api.as(data.manager);
    expect((await post('PERIOD', MARCH, manager)).statusCode).toBe(403);
    const outsider = await api.as(data.outsider);
    expect((await post('PERIOD', MARCH, outsider)).statusCode).toBe(403);
    expect((await post('NOPE', MARCH)).statusCode).toBe(404);
  });

  it('an approver sees their people, an assistant their block', async () => {
    const approver = await api.as(data.m);
    const mine = await post('PERIOD', MARCH, approver);
    expect(
      mine
        .json<VacReportResponse>()
        .rows.slice(2)
        .map((row) => row[0]),
    ).toEqual([E1, E2]);
    const assistant = await api.as(data.a);
    const block = await post('PERIOD', MARCH, assistant);
    expect(
      block
        .json<VacReportResponse>()
        .rows.slice(2)
        .map((row) => row[0]),
    ).toEqual([E1, E2, A]);
    const everyone = await post('PERIOD', MARCH);
    expect(
      everyone
        .json<VacReportResponse>()
        .rows.slice(2)
        .map((row) => row[0]),
    ).toContain(fullName('Ильин'));
  });
});

describe('bad input', () => {
  it('a period over the cap is 400 on date_end; a missing period or date is 400 on its field', async () => {
    const long = await post('PERIOD', { date_start: '2031-01-01', date_end: '2032-06-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { date_end: ['Период не длиннее 366 дней'] } });
    const none = await post('PERIOD', {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errors: { date_start: ['Укажите период'] } });
    const noDate = await post('BALANCE', {});
    expect(noDate.json()).toMatchObject({ errors: { balance_date: ['Укажите дату'] } });
    const reversed = await post('PERIOD', { date_start: '2031-03-10', date_end: '2031-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect((await post('PERIOD', { ...MARCH, statuses: [7] })).statusCode).toBe(400);
  });
});

describe('downloads', () => {
  it('xls: an xlsx with the two header rows and the rows, dates dd.MM.yyyy', async () => {
    const response = await post('PERIOD', { ...MARCH, blocks: [data.org.block.id] }, vsa, '/xls');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).getCell(1).value).toBe('Сотрудник');
    expect(sheet.getRow(2).getCell(1).value).toBe('ФИО');
    const first = sheet.getRow(3);
    expect([1, 6, 7, 8, 9].map((n) => first.getCell(n).value)).toEqual([
      E1,
      '03.03.2031',
      '07.03.2031',
      5,
      'Согласован',
    ]);
  });

  it('xml: the documented schema, parsed back', async () => {
    const response = await post('UNIFIED', { ...MARCH, blocks: [data.org.block.id] }, vsa, '/xml');
    expect(response.statusCode).toBe(200);
    const parser = new SaxesParser({ xmlns: true });
    let root = '';
    const columns: string[] = [];
    const parsed: Record<string, string | null>[] = [];
    let row: Record<string, string | null> | null = null;
    let key: string | null = null;
    parser.on('opentag', (tag) => {
      const attr = (name: string) => tag.attributes[name]?.value ?? '';
      if (tag.local === 'report') root = `${tag.uri} ${attr('name')}`;
      if (tag.local === 'column') columns.push(attr('key'));
      if (tag.local === 'row') row = {};
      if (tag.local === 'cell' && row) {
        key = attr('key');
        row[key] = attr('nil') === 'true' ? null : '';
      }
    });
    parser.on('text', (text) => {
      if (row && key && row[key] !== null) row[key] += text;
    });
    parser.on('closetag', (tag) => {
      if (tag.local === 'cell') key = null;
      if (tag.local === 'row' && row) {
        parsed.push(row);
        row = null;
      }
    });
    parser.write(response.body).close();
    expect(root).toBe('urn:intranet:vacation-report:1 UNIFIED');
    expect(columns).toContain('history');
    expect(parsed).toHaveLength(3);
    expect(parsed[1]).toMatchObject({ employee: E2, date_start: '2031-03-10', days: '5', manager: E1 });
    expect(parsed[2]).toMatchObject({ employee: A, manager: null });
    expect(parsed[1]!.history).toContain('\n05.02.2031 — Отклонен');
  });
});
