import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_TYPE, type ProjectFilters, type ProjectListItem } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildOrganisation, buildUser } from '../../../test/factories.ts';
import { customers } from '../organisation/organisation.schema.ts';

/**
 * GET /projects with its filters (technology, customer, sector, department, year combined in one statement),
 * pages from 1, and GET /projects/filters; each test file has its own database.
 */
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let moderator: Session;
let org: Awaited<ReturnType<typeof buildOrganisation>>;
let bank: number;
let retail: number;
const tech: Record<string, number> = {};
const sector: Record<string, number> = {};
const ids: Record<string, number> = {};

type Page = {
  data: ProjectListItem[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
};

const get = (session: Session, url: string) => session.get(url);
const post = (url: string, payload: object) => moderator.post(url, payload);

async function titles(query: string): Promise<string[]> {
  const response = await get(employee, `/api/projects${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>().data.map((item) => item.title);
}

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-02' });
  api = await client(ctx);
  const db = ctx.database.db;
  org = await buildOrganisation(db);
  const [e, m] = await Promise.all([buildUser(db), buildUser(db, { roles: ['moderator'] })]);
  [employee, moderator] = await Promise.all([api.as(e), api.as(m)]);
  [bank, retail] = (
    await db
      .insert(customers)
      .values([
        { name: 'Банк', typeId: CUSTOMER_TYPE.customer },
        { name: 'Ритейлер', typeId: CUSTOMER_TYPE.customer },
      ])
      .returning()
  ).map((row) => row.id) as [number, number];
  for (const name of ['Java', 'React', 'PostgreSQL', 'Python'])
    tech[name] = (await post('/api/technologies', { name })).json<{ data: { id: number } }>().data.id;
  for (const name of ['Банки', 'Ритейл', 'Телеком'])
    sector[name] = (await post('/api/sectors', { name })).json<{ data: { id: number } }>().data.id;

  // Five projects; the list's order is: going on first, then by the year ended, newest first.
  const projects: [string, Record<string, unknown>][] = [
    [
      'Кредиты',
      {
        customer_id: bank,
        sector_id: sector['Банки'],
        department_id: org.practiceA.id,
        technology_ids: [tech['Java'], tech['PostgreSQL']],
        year_start: 2020,
        year_end: 2022,
      },
    ],
    [
      'Витрина',
      {
        customer_id: retail,
        sector_id: sector['Ритейл'],
        department_id: org.practiceB.id,
        technology_ids: [tech['React']],
        year_start: 2023,
        year_end: 2024,
      },
    ],
    [
      'Склад',
      {
        customer_id: retail,
        sector_id: sector['Ритейл'],
        department_id: org.practiceA.id,
        technology_ids: [tech['Java'], tech['React']],
        year_start: 2024,
        year_end: null,
      },
    ],
    [
      'Скоринг',
      {
        customer_id: bank,
        sector_id: sector['Банки'],
        department_id: org.block.id,
        technology_ids: [tech['Python'], tech['PostgreSQL']],
        year_start: 2021,
        year_end: 2021,
      },
    ],
    [
      'Без заказчика',
      {
        customer_id: null,
        sector_id: null,
        department_id: null,
        technology_ids: [],
        year_start: 2019,
        year_end: 2019,
      },
    ],
  ];
  for (const [title, fields] of projects) {
    const response = await post('/api/projects', {
      title,
      description: `<p>Проект «${title}»</p>`,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[title] = response.json<{ data: { id: number } }>().data.id;
  }
  // A deleted project counts nowhere.
  const gone = await post('/api/projects', {
    title: 'Удалённый',
    description: '<p>Удалён</p>',
    customer_id: bank,
    technology_ids: [tech['Java']],
    year_start: 2018,
    year_end: 2018,
  });
  await moderator.delete(`/api/projects/${gone.json<{ data: { id: number } }>().data.id}`);
});
afterAll(async () => ctx?.close());

describe('GET /projects', () => {
  it('lists live projects, going on first, then by the year they ended', async () => {
    expect(await titles('')).toEqual(['Склад', 'Витрина', 'Кредиты', 'Скоринг', 'Без заказчика']);
  });

  it('narrows by each filter and by all of them at once', async () => {
    expect(await titles(`?technologies=${tech['Java']}`)).toEqual(['Склад', 'Кредиты']);
    // Several technologies: projects with every one of them (comma-separated or repeated).
    expect(await titles(`?technologies=${tech['Java']},${tech['React']}`)).toEqual(['Склад']);
    expect(await titles(`?technologies=${tech['Java']}&technologies=${tech['PostgreSQL']}`)).toEqual([
      'Кредиты',
    ]);
    expect(await titles(`?customer=${retail}`)).toEqual(['Склад', 'Витрина']);
    expect(await titles(`?sector=${sector['Банки']}`)).toEqual(['Кредиты', 'Скоринг']);
    expect(await titles(`?department=${org.practiceA.id}`)).toEqual(['Склад', 'Кредиты']);
    // A block brings its practices' projects and its own.
    expect(await titles(`?department=${org.block.id}`)).toEqual(['Склад', 'Витрина', 'Кредиты', 'Скоринг']);
    // A year: the projects that went on in it; an ongoing one goes on still.
    expect(await titles('?year=2021')).toEqual(['Кредиты', 'Скоринг']);
    expect(await titles('?year=2026')).toEqual(['Склад']);
    expect(await titles('?q=скл')).toEqual(['Склад']);
    expect(
      await titles(`?technologies=${tech['Java']}&customer=${bank}&department=${org.block.id}&year=2022`),
    ).toEqual(['Кредиты']);
    expect(await titles(`?technologies=${tech['Python']}&year=2024`)).toEqual([]);
    expect(await titles('?customer=999999')).toEqual([]);
  });

  it('pages from 1 with the list envelope', async () => {
    const response = await get(employee, '/api/projects?per_page=2&page=2');
    const page = response.json<Page>();
    expect(page.data.map((item) => item.title)).toEqual(['Кредиты', 'Скоринг']);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    // The last page, not full, gives the total from its rows.
    const last = (await get(employee, '/api/projects?per_page=2&page=3')).json<Page>();
    expect(last.data.map((item) => item.title)).toEqual(['Без заказчика']);
    expect(last.meta).toMatchObject({ current_page: 3, last_page: 3, total: 5 });
    const beyond = (await get(employee, '/api/projects?per_page=2&page=9')).json<Page>();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ last_page: 3, total: 5 });
  });

  it('refuses page 0 and malformed filters with a Russian 400', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'per_page=0',
      'per_page=1000',
      'technologies=abc',
      'technologies=1,x',
      'customer=0',
      'sector=abc',
      'department=1.5',
      'year=abc',
      'year=1800',
      `q=${'я'.repeat(101)}`,
    ]) {
      const response = await get(employee, `/api/projects?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(/[а-яё]/i);
    }
    const year = await get(employee, '/api/projects?year=1800');
    expect(year.json<{ errors: Record<string, string[]> }>().errors.year).toEqual(['Год от 1990 до 2100']);
  });

  it('sends the same statements for a page of 1 card as for a page of 5', async () => {
    const count = async (query: string) => {
      let statements = 0;
      const stop = ctx.database.observeStatements(() => (statements += 1));
      try {
        const page = (await get(employee, `/api/projects${query}`)).json<Page>();
        return { statements, rows: page.data.length };
      } finally {
        stop();
      }
    };
    const one = await count(`?q=${encodeURIComponent('Склад')}`);
    const five = await count('');
    expect(one.rows).toBe(1);
    expect(five.rows).toBe(5);
    expect(five.statements).toBe(one.statements);
    expect(five.statements).toBeLessThanOrEqual(2);
  });
});

describe('GET /projects/filters', () => {
  it('gives only values that occur in live projects, with counts; blocks count their practices', async () => {
    const response = await get(employee, '/api/projects/filters');
    expect(response.statusCode).toBe(200);
    const filters = response.json<{ data: ProjectFilters }>().data;
    expect(filters.technologies).toEqual([
      { id: tech['Java'], name: 'Java', count: 2 },
      { id: tech['PostgreSQL'], name: 'PostgreSQL', count: 2 },
      { id: tech['Python'], name: 'Python', count: 1 },
      { id: tech['React'], name: 'React', count: 2 },
    ]);
    expect(filters.customers).toEqual([
      { id: bank, name: 'Банк', count: 2 },
      { id: retail, name: 'Ритейлер', count: 2 },
    ]);
    // «Телеком» has no project: not offered.
    expect(filters.sectors.map((item) => item.name)).toEqual(['Банки', 'Ритейл']);
    expect(filters.departments).toEqual([
      { id: org.block.id, name: 'Блок Тест', parent_id: null, count: 4 },
      { id: org.practiceA.id, name: 'Практика Альфа', parent_id: org.block.id, count: 2 },
      { id: org.practiceB.id, name: 'Практика Бета', parent_id: org.block.id, count: 1 },
    ]);
    // The ongoing project counts up to today's year (2026 by the test clock); 2018 was deleted.
    expect(filters.years).toEqual([
      { year: 2026, count: 1 },
      { year: 2025, count: 1 },
      { year: 2024, count: 2 },
      { year: 2023, count: 1 },
      { year: 2022, count: 1 },
      { year: 2021, count: 2 },
      { year: 2020, count: 1 },
      { year: 2019, count: 1 },
    ]);
  });
});
