import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildDepartment, buildUser } from '../../../test/factories.ts';
import { EXACT_TOTAL_UP_TO } from '../../platform/http/pagination.ts';
import { eventually } from '../../../test/observe.ts';
import { PAGE_BOUNDARY_STEP } from './users.directory.ts';
import { users } from './users.schema.ts';

/**
 * Directory paging at size: pages come from the name index, `links.next` carries a keyset cursor
 * that gives the same rows as the page number, and a long list's total is an estimate, flagged.
 */
let ctx: TestContext;
let api: ApiClient;
let viewer: Session;
let departmentId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const department = await buildDepartment(db);
  departmentId = department.id;
  const someone = await buildUser(db, { departmentId });
  viewer = await api.as(someone);
  // Past the exact-count limit, with equal surnames so the order needs the name and the id too.
  const surnames = ['Ёлкин', 'Елисеев', 'Абрамов', 'Яковлев', 'Ежов'];
  const rows = Array.from({ length: EXACT_TOTAL_UP_TO + 50 }, (_, i) => ({
    login: `paging${i}`,
    email: `paging${i}@example.test`,
    name: i % 3 === 0 ? 'Анна' : 'Борис',
    lastName: surnames[i % surnames.length]!,
    countryId: 1,
    companyId: someone.companyId,
    departmentId,
  }));
  await db.insert(users).values(rows);
});
afterAll(async () => ctx?.close());

type Page = {
  data: { id: number; last_name: string; name: string }[];
  links: { next: string | null };
  meta: { total: number; total_estimated?: boolean; current_page: number };
};
const list = async (query: string) => {
  const response = await viewer.get(`/api/users?${query}`);
  return { status: response.statusCode, body: response.json<Page>() };
};

describe('GET /api/users paging', () => {
  it('follows links.next by keyset and gets exactly the rows of the numbered pages', async () => {
    const base = `department_id=${departmentId}&per_page=40`;
    let next: string | null = null;
    const walked: number[] = [];
    for (let page = 1; page <= 4 && (page === 1 || next); page += 1) {
      // The links carry paging only; the client keeps its filters.
      const byCursor = await list(
        next ? `${next.split('?')[1]}&department_id=${departmentId}` : `page=1&${base}`,
      );
      const byNumber = await list(`page=${page}&${base}`);
      expect(byCursor.status).toBe(200);
      expect(byCursor.body.data.map((row) => row.id)).toEqual(byNumber.body.data.map((row) => row.id));
      walked.push(...byCursor.body.data.map((row) => row.id));
      next = byCursor.body.links.next;
      if (page > 1) expect(next).toContain('after=');
    }
    expect(new Set(walked).size).toBe(160);
    // Russian order: Абрамов first, Ё sorts with Е, Яковлев last.
    const first = await list(`page=1&${base}`);
    expect(first.body.data[0]!.last_name).toBe('Абрамов');
  });

  it('counts a long list approximately and says so; a short one exactly', async () => {
    const long = await list(`department_id=${departmentId}`);
    expect(long.body.meta.total_estimated).toBe(true);
    expect(long.body.meta.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    const short = await list(`department_id=${departmentId}&search=ежов`);
    expect(short.body.meta.total_estimated).toBeUndefined();
    expect(short.body.meta.total).toBe(Math.ceil((EXACT_TOTAL_UP_TO + 50) / 5));
  });

  it('answers 400 in Russian for a cursor it did not make', async () => {
    const cursor = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const after of [
      'bm9wZQ',
      cursor(['Ежов', 'Анна']),
      cursor(['Ежов', 'Анна', 'x']),
      cursor([1, 2, 3]),
    ]) {
      const response = await list(`after=${after}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('Неверная ссылка на следующую страницу');
    }
  });

  it('gives a deep page by number the rows of the name order, before and after someone joins', async () => {
    const base = `department_id=${departmentId}&per_page=40`;
    /** Every id of the list in name order, by following links.next. */
    const walk = async () => {
      const ids: number[] = [];
      let query: string | null = `page=1&${base}`;
      while (query) {
        const page = await list(query);
        ids.push(...page.body.data.map((row) => row.id));
        const next = page.body.links.next;
        query = next ? `${next.split('?')[1]}&department_id=${departmentId}` : null;
      }
      return ids;
    };
    // Pages from 13 on start past PAGE_BOUNDARY_STEP rows: they seek to a kept key, then skip fewer rows.
    const pages = [12, 13, 14, 20, 26, 27];
    const byNumber = async () =>
      Promise.all(
        pages.map(async (page) => (await list(`page=${page}&${base}`)).body.data.map((row) => row.id)),
      );
    const expected = (ids: number[]) => pages.map((page) => ids.slice((page - 1) * 40, page * 40));
    const before = await walk();
    expect(before.length).toBeGreaterThan(PAGE_BOUNDARY_STEP * 2);
    expect(await byNumber()).toEqual(expected(before));

    // Someone who sorts first moves every later row by one: the kept keys are forgotten (NOTIFY).
    const [first] = await ctx.database.db
      .insert(users)
      .values({
        login: 'paging-first',
        email: 'paging-first@example.test',
        name: 'Аарон',
        lastName: 'Аавик',
        countryId: 1,
        departmentId,
      })
      .returning({ id: users.id });
    const after = [first!.id, ...before];
    expect(
      await eventually(async () => JSON.stringify(await byNumber()) === JSON.stringify(expected(after))),
    ).toBe(true);
    expect(await walk()).toEqual(after);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ url: '/api/users' })).statusCode).toBe(401);
  });
});
