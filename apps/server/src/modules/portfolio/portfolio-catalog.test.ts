import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_TYPE, type PortfolioCatalogItem } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { customers } from '../organisation/organisation.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';

/** Technologies, sectors and customers of the portfolio (GET for everyone; writes for moderators). */
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let moderator: Session;
let customerId: number;

const items = async (url: string) => (await employee.get(url)).json<{ data: PortfolioCatalogItem[] }>().data;

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-02' });
  api = await client(ctx);
  const db = ctx.database.db;
  const [e, m] = await Promise.all([buildUser(db), buildUser(db, { roles: ['moderator'] })]);
  [employee, moderator] = await Promise.all([api.as(e), api.as(m)]);
  const [row] = await db
    .insert(customers)
    .values([
      { name: 'Заказчик с проектом', typeId: CUSTOMER_TYPE.customer },
      { name: 'Абсолютно новый заказчик', typeId: CUSTOMER_TYPE.customer },
      // The TimeSheet's services group is a type-1 row too, but not a customer of projects.
      { name: 'Внутренние сервисы', typeId: CUSTOMER_TYPE.customer, entityType: 4 },
    ])
    .returning();
  customerId = row!.id;
});
afterAll(async () => ctx?.close());

describe.each([
  { path: '/api/technologies', field: 'technology_ids', a: 'TypeScript', b: 'Rust' },
  { path: '/api/sectors', field: 'sector_id', a: 'Госсектор', b: 'Промышленность' },
])('$path', ({ path, field, a, b }) => {
  it('is read by everyone, by name, with the number of live projects', async () => {
    const first = await moderator.post(path, { name: `  ${b}  ` });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: PortfolioCatalogItem }>().data).toMatchObject({ name: b, projects: 0 });
    const second = (await moderator.post(path, { name: a })).json<{ data: PortfolioCatalogItem }>().data;
    const link = field === 'technology_ids' ? { technology_ids: [second.id] } : { sector_id: second.id };
    const project = await moderator.post('/api/projects', {
      title: `Проект на ${a}`,
      description: '<p>Описание</p>',
      year_start: 2025,
      ...link,
    });
    expect(project.statusCode).toBe(201);
    const listed = await items(path);
    expect(listed.map((item) => [item.name, item.projects])).toEqual(
      [
        [a, 1],
        [b, 0],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]), 'ru')),
    );
  });

  it('refuses writes from an employee (403), an empty or taken name (400), a missing id (404)', async () => {
    expect((await employee.post(path, { name: 'Новое' })).statusCode).toBe(403);
    const empty = await moderator.post(path, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.name).toEqual(['Введите название']);
    const taken = await moderator.post(path, { name: a.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
      'Такое название уже есть',
    ]);
    expect((await moderator.post(path, { name: 'x'.repeat(81) })).statusCode).toBe(400);
    expect((await moderator.put(`${path}/999999`, { name: 'Нет' })).statusCode).toBe(404);
    expect((await moderator.delete(`${path}/999999`)).statusCode).toBe(404);
    expect((await moderator.delete(`${path}/abc`)).statusCode).toBe(400);
    const target = (await items(path)).find((item) => item.name === b)!;
    expect((await employee.put(`${path}/${target.id}`, { name: 'Чужое' })).statusCode).toBe(403);
    expect((await employee.delete(`${path}/${target.id}`)).statusCode).toBe(403);
  });

  it('renames (re-indexing the projects that use it) and deletes only what no live project uses (409)', async () => {
    const used = (await items(path)).find((item) => item.name === a)!;
    const renamed = await moderator.put(`${path}/${used.id}`, { name: `${a} 2` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: PortfolioCatalogItem }>().data).toMatchObject({
      name: `${a} 2`,
      projects: 1,
    });
    const [indexed] = await ctx.database.db
      .select({ body: searchDocuments.body })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'project'), eq(searchDocuments.title, `Проект на ${a}`)));
    expect(indexed!.body).toContain(`${a} 2`);

    const refused = await moderator.delete(`${path}/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/\(1\)/);
    const free = (await items(path)).find((item) => item.name === b)!;
    expect((await moderator.delete(`${path}/${free.id}`)).statusCode).toBe(204);
    expect((await items(path)).map((item) => item.name)).toEqual([`${a} 2`]);
  });
});

describe('GET /api/customers', () => {
  it('lists the customers (type 1) by name with their projects, not the services group', async () => {
    await moderator.post('/api/projects', {
      title: 'Проект заказчика',
      description: '<p>Описание</p>',
      year_start: 2024,
      customer_id: customerId,
    });
    const response = await employee.get('/api/customers');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: PortfolioCatalogItem[] }>().data).toEqual([
      expect.objectContaining({ name: 'Абсолютно новый заказчик', projects: 0 }),
      { id: customerId, name: 'Заказчик с проектом', projects: 1 },
    ]);
  });
});
