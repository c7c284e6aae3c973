import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TsReportResponse } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildReportsData, day, fullName, WEEK } from './reports.fixture.ts';

let ctx: TestContext;
let api: ApiClient;
let data: Awaited<ReturnType<typeof buildReportsData>>;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  data = await buildReportsData(ctx.database.db);
  admin = await api.as(data.admin);
});
afterAll(async () => ctx?.close());

/** The rows of a report without the ids, for the block (everyone of the data set but outsiders). */
async function rows(name: string, params: object = {}, session = admin) {
  const response = await session.post(`/api/timesheet/reports/${name}`, {
    ...WEEK,
    structures: [data.org.block.id],
    per_page: 100,
    ...params,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TsReportResponse>();
  return body.raw_data.map(({ user_id: _u, customer_id: _c, company_id: _co, ...row }) => row);
}

const E1 = fullName('Алексеев');
const E2 = fullName('Борисов');
const E3 = fullName('Васильев');
const M = fullName('Григорьев');
const A = fullName('Дмитриев');
const PM = fullName('Егоров');

describe('TimeSheet reports on a known week', () => {
  it('unfilled: working days under 8 hours, the holiday and an approved vacation day excused', async () => {
    expect(await rows('unfilled')).toEqual([
      // The team lead is the nearest team_lead up the line: M for E1 (his manager) and for E2 (through E1).
      {
        employee: E1,
        department: 'Практика Альфа',
        company: 'Альфа ООО',
        manager: M,
        teamlead: M,
        days: 1,
        time: 8,
      },
      {
        employee: E2,
        department: 'Практика Бета',
        company: 'Бета АО',
        manager: E1,
        teamlead: M,
        days: 1,
        time: 3,
      },
      {
        employee: E3,
        department: 'Практика Бета',
        company: 'Бета АО',
        manager: null,
        teamlead: null,
        days: 3,
        time: 24,
      },
      {
        employee: A,
        department: 'Практика Бета',
        company: 'Бета АО',
        manager: null,
        teamlead: null,
        days: 4,
        time: 32,
      },
    ]);
  });

  it('unapproved: new, waiting and rejected time per person, project and status with its approvers', async () => {
    const row = (employee: string, customer: string, status: string, approvers: string, time: number) => ({
      employee,
      customer,
      status,
      approvers,
      days: 1,
      time,
    });
    expect(await rows('unapproved')).toEqual([
      row(E1, 'Проект Два', 'На согласовании', M, 10),
      row(E1, 'Проект Один', 'Новый', PM, 4),
      row(E2, 'Проект Один', 'Новый', PM, 5),
      row(E2, 'Проект Один', 'Отклонен', PM, 8),
      row(M, 'Проект Два', 'Новый', M, 1),
    ]);
  });

  it('employees: everyone of the block with position, manager and phones', async () => {
    const list = await rows('employees');
    expect(list.map((row) => row.employee)).toEqual([E1, E2, E3, M, A]);
    // M leads the team but has no team lead above him: no one counts as their own.
    expect(list.map((row) => row.teamlead)).toEqual([M, M, null, null, null]);
    expect(list[0]).toEqual({
      employee: E1,
      workPosition: 'Аналитик',
      department: 'Практика Альфа',
      company: 'Альфа ООО',
      manager: M,
      teamlead: M,
      hire_date: null,
      fire_date: null,
      job_phone: '+7 495 000-00-01',
      mobile_phone: null,
    });
  });

  it('pages: the links are the same url with page and per_page, followed by POSTing the same body', async () => {
    const body = { ...WEEK, structures: [data.org.block.id], per_page: 2 };
    const post = (url: string) => admin.post(url, body);
    const first = (await post('/api/timesheet/reports/employees')).json<TsReportResponse>();
    expect(first.links).toEqual({
      first: '/api/timesheet/reports/employees?page=1&per_page=2',
      last: '/api/timesheet/reports/employees?page=3&per_page=2',
      prev: null,
      next: '/api/timesheet/reports/employees?page=2&per_page=2',
    });
    const names = (page: TsReportResponse) => page.raw_data.map((row) => row.employee);
    const second = (await post(first.links.next!)).json<TsReportResponse>();
    expect(second.meta).toMatchObject({ current_page: 2, per_page: 2, total: 5 });
    expect(names(second)).toEqual([E3, M]);
    const last = (await post(first.links.last!)).json<TsReportResponse>();
    expect(names(last)).toEqual([A]);
    expect(last.links.next).toBeNull();
    expect(names((await post(last.links.prev!)).json<TsReportResponse>())).toEqual([E3, M]);
    // The query's page wins over the body's; a bad one is a Russian 400 on its field.
    const bad = await post('/api/timesheet/reports/employees?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.page![0]).toMatch(/[а-я]/);
  });

  it('practice_time, project_time and project_company', async () => {
    expect(await rows('practice_time')).toEqual([
      { practice: 'Практика Альфа', employees: 2, time: 61 },
      { practice: 'Практика Бета', employees: 1, time: 29 },
    ]);
    expect(await rows('project_time')).toEqual([
      { customer: 'Не занят (Практика Альфа)', project_manager: null, employees: 1, time: 4 },
      { customer: 'Обучение', project_manager: null, employees: 1, time: 8 },
      { customer: 'Проект Два', project_manager: M, employees: 2, time: 43 },
      { customer: 'Проект Один', project_manager: PM, employees: 2, time: 35 },
    ]);
    expect(await rows('project_company')).toEqual([
      { customer: 'Не занят (Практика Альфа)', company: 'Альфа ООО', employees: 1, time: 4 },
      { customer: 'Обучение', company: 'Бета АО', employees: 1, time: 8 },
      { customer: 'Проект Два', company: 'Альфа ООО', employees: 2, time: 43 },
      { customer: 'Проект Один', company: 'Альфа ООО', employees: 1, time: 14 },
      { customer: 'Проект Один', company: 'Бета АО', employees: 1, time: 21 },
    ]);
  });

  it('project_time_detail: each write with its approver and approval day', async () => {
    const detail = (date: string, customer: string, time: number, status: string, extra: object = {}) => ({
      date,
      employee: E1,
      customer,
      time,
      status,
      approver: null,
      approve_at: null,
      comment: null,
      ...extra,
    });
    expect(await rows('project_time_detail', { users: [data.e1.id], structures: [] })).toEqual([
      detail(day(1), 'Проект Один', 8, 'Согласован', { approver: PM, approve_at: '2031-03-12' }),
      detail(day(2), 'Не занят (Практика Альфа)', 4, 'Согласован'),
      detail(day(2), 'Проект Один', 4, 'Новый'),
      detail(day(4), 'Проект Два', 10, 'На согласовании'),
      detail(day(6), 'Проект Один', 2, 'Согласован', { comment: 'Релиз' }),
    ]);
  });

  it('period: norm, written, approved and the difference per person', async () => {
    const period = '10.03.2031 – 16.03.2031';
    const row = (employee: string, department: string, norm: number, time: number, approved: number) => ({
      employee,
      department,
      period,
      norm,
      time,
      approved,
      difference: time - norm,
    });
    expect(await rows('period')).toEqual([
      row(E1, 'Практика Альфа', 32, 28, 14),
      row(E2, 'Практика Бета', 32, 29, 16),
      row(E3, 'Практика Бета', 24, 0, 0),
      row(M, 'Практика Альфа', 32, 33, 32),
      row(A, 'Практика Бета', 32, 0, 0),
    ]);
  });

  it('education, weekends, overtime and not_busy', async () => {
    expect(await rows('education')).toEqual([
      { employee: E2, department: 'Практика Бета', customer: 'Обучение', days: 1, time: 8 },
    ]);
    expect(await rows('weekends')).toEqual([
      {
        date: day(3),
        employee: M,
        department: 'Практика Альфа',
        customer: 'Проект Два',
        time: 1,
        comment: null,
      },
      {
        date: day(6),
        employee: E1,
        department: 'Практика Альфа',
        customer: 'Проект Один',
        time: 2,
        comment: 'Релиз',
      },
    ]);
    expect(await rows('overtime')).toEqual([
      { employee: E1, department: 'Практика Альфа', days: 1, time: 2 },
    ]);
    expect(await rows('not_busy')).toEqual([
      { employee: E1, department: 'Практика Альфа', time: 4, total: 28, share: 14.29 },
    ]);
  });

  it('customer_month, approval_lag, services and changes_after_approval', async () => {
    expect(await rows('customer_month')).toEqual([
      { customer: 'Не занят (Практика Альфа)', month: '03.2031', employees: 1, time: 4 },
      { customer: 'Обучение', month: '03.2031', employees: 1, time: 8 },
      { customer: 'Проект Два', month: '03.2031', employees: 2, time: 43 },
      { customer: 'Проект Один', month: '03.2031', employees: 2, time: 35 },
    ]);
    expect(await rows('approval_lag')).toEqual([
      { customer: 'Проект Один', approver: PM, approved: 2, avg_days: 3, max_days: 4 },
    ]);
    expect(await rows('services')).toEqual([
      { service: 'Сервис поддержки', source: 'Проект Один', status: 'Новый', employees: 1, time: 2 },
    ]);
    expect(await rows('changes_after_approval')).toEqual([
      {
        date: day(2),
        employee: E2,
        customer: 'Проект Один',
        action: 'Возвращено на согласование',
        old_time: 8,
        new_time: 8,
        changed_by: PM,
        changed_at: '13.03.2031 15:45',
        comment: 'Не тот проект',
      },
    ]);
  });

  it('pages with the list meta and links, and the dictionaries of the page', async () => {
    const response = await admin.post('/api/timesheet/reports/unfilled', {
      ...WEEK,
      structures: [data.org.block.id],
      page: 2,
      per_page: 3,
    });
    const body = response.json<TsReportResponse>();
    expect(body.raw_data.map((row) => row.employee)).toEqual([A]);
    expect(body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    expect(body.links).toEqual({
      first: '/api/timesheet/reports/unfilled?page=1&per_page=3',
      last: '/api/timesheet/reports/unfilled?page=2&per_page=3',
      prev: '/api/timesheet/reports/unfilled?page=1&per_page=3',
      next: null,
    });
    expect(body.raw_data[0]).toMatchObject({ user_id: data.a.id, company_id: data.beta.id });
    expect(body.users_dictionary).toEqual({
      [String(data.a.id)]: {
        id: data.a.id,
        full_name: A,
        department: 'Практика Бета',
        company_id: data.beta.id,
        manager_id: null,
        work_position: null,
        email: data.a.email,
      },
    });
    expect(body.companies_dictionary).toEqual({
      [String(data.beta.id)]: { id: data.beta.id, name: 'Бета АО' },
    });
    expect(body.customers_dictionary).toEqual({});

    const beyond = await admin.post('/api/timesheet/reports/unfilled', {
      ...WEEK,
      structures: [data.org.block.id],
      page: 5,
      per_page: 3,
    });
    expect(beyond.json<TsReportResponse>()).toMatchObject({ raw_data: [], meta: { total: 4, last_page: 2 } });
  });

  it('filters by picked employees and by a practice', async () => {
    expect(
      (await rows('unfilled', { users: [data.e3.id], structures: [] })).map((row) => row.employee),
    ).toEqual([E3]);
    expect(
      (await rows('unfilled', { structures: [data.org.practiceA.id] })).map((row) => row.employee),
    ).toEqual([E1]);
  });
});
