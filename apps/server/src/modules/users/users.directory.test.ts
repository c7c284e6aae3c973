import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildOrganisation, buildUser } from '../../../test/factories.ts';
import { roles } from './users.schema.ts';

let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let admin: Session;
let org: Awaited<ReturnType<typeof buildOrganisation>>;
let managerId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  org = await buildOrganisation(db);
  const manager = await buildUser(db, {
    lastName: 'Руководов',
    name: 'Пётр',
    departmentId: org.practiceA.id,
    birthday: '1980-12-30',
  });
  managerId = manager.id;
  const user = await buildUser(db, {
    lastName: 'Смирнова',
    name: 'Анна',
    departmentId: org.practiceA.id,
    officeId: org.office.id,
    managerId: manager.id,
    birthday: '1990-01-05',
    workPosition: 'Аналитик',
  });
  await buildUser(db, {
    lastName: 'Смирнов',
    name: 'Олег',
    departmentId: org.practiceB.id,
    birthday: '1985-06-15',
  });
  await buildUser(db, {
    lastName: 'Уволенный',
    name: 'Иван',
    departmentId: org.practiceB.id,
    fireDate: '2020-01-01',
  });
  employee = await api.as(user);
  const adminUser = await buildUser(db, {
    roles: ['admin'],
    departmentId: org.practiceB.id,
    birthday: '1970-03-01',
  });
  admin = await api.as(adminUser);
});
afterAll(async () => ctx?.close());

const get = (url: string, session: Session = employee) => session.get(url);
type Page = {
  data: { full_name: string; id: number; office: { name: string } | null }[];
  meta: { total: number; last_page: number };
};

describe('GET /api/users', () => {
  it('pages, searches by name words and adds full_name; dismissed people are left out', async () => {
    const found = (await get('/api/users?search=смирн&per_page=1')).json<Page>();
    expect(found.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(found.data[0]!.full_name).toBe('Смирнов Олег Петрович');
    const both = (await get('/api/users?search=анна смирн')).json<Page>();
    expect(both.data.map((user) => user.full_name)).toEqual(['Смирнова Анна Петрович']);
    expect((await get('/api/users?search=уволенный')).json<Page>().meta.total).toBe(0);
    expect((await get('/api/users?search=уволенный&include_fired=1')).json<Page>().meta.total).toBe(1);
  });

  it('filters by department (a block includes its practices) and office', async () => {
    expect((await get(`/api/users?department_id=${org.practiceA.id}`)).json<Page>().meta.total).toBe(2);
    expect((await get(`/api/users?department_id=${org.block.id}`)).json<Page>().meta.total).toBe(4);
    const inOffice = (await get(`/api/users?office_id=${org.office.id}`)).json<Page>();
    expect(inOffice.data.map((user) => user.office?.name)).toEqual(['Офис Тест']);
  });

  it('lists birthdays in a range over New Year, in birthday order', async () => {
    const response = await get(
      `/api/users?mode=birthdays&date_from=2026-12-25&date_to=2027-01-10&department_id=${org.block.id}`,
    );
    expect(response.json<Page>().data.map((user) => user.full_name)).toEqual([
      'Руководов Пётр Петрович',
      'Смирнова Анна Петрович',
    ]);
  });

  it('answers 400 for birthdays without dates and for bad paging', async () => {
    expect((await get('/api/users?mode=birthdays')).statusCode).toBe(400);
    expect((await get('/api/users?per_page=5000')).statusCode).toBe(400);
    expect((await get('/api/users?date_from=01.01.2026')).statusCode).toBe(400);
  });
});

describe('people lookups', () => {
  it('searches for timesheet pickers from 3 characters, at most 30', async () => {
    const response = await get('/api/users/search/ts?filter=Смир');
    expect(response.json<{ data: unknown[] }>().data).toHaveLength(2);
    const short = await get('/api/users/search/ts?filter=См');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ errors: Record<string, string[]> }>().errors.filter).toEqual([
      'Введите не менее 3 символов',
    ]);
    expect((await get('/api/users/search/ts?filter=Смир&limit=31')).statusCode).toBe(400);
  });

  it('returns users with block, practice and region', async () => {
    const response = await get(`/api/users/with-structures?office_id=${org.office.id}`);
    expect(response.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({
        full_name: 'Смирнова Анна Петрович',
        block: { id: org.block.id, name: 'Блок Тест' },
        practice: { id: org.practiceA.id, name: 'Практика Альфа' },
        region: { id: org.region.id, name: 'Регион Тест' },
      }),
    ]);
  });

  it('opens a card with manager, department and office paths', async () => {
    const me = (await get('/api/me')).json<{ data: { id: number } }>().data;
    const card = (await get(`/api/users/${me.id}`)).json<{ data: Record<string, unknown> }>().data;
    expect(card).toMatchObject({
      work_position: 'Аналитик',
      manager: { id: managerId, full_name: 'Руководов Пётр Петрович' },
      department_path: [{ name: 'Лига Тест' }, { name: 'Блок Тест' }, { name: 'Практика Альфа' }],
      office_path: [{ name: 'Лига Тест' }, { name: 'Регион Тест' }, { name: 'Офис Тест' }],
      current_status: null,
    });
    expect((await get('/api/users/999999')).statusCode).toBe(404);
  });

  it('lists who holds a role for admins, 403 for employees', async () => {
    const [role] = await ctx.database.db.select().from(roles).where(eq(roles.name, 'admin'));
    const holders = await get(`/api/roles/${role!.id}/users`, admin);
    expect(holders.statusCode).toBe(200);
    expect(holders.json<{ data: unknown[] }>().data).toHaveLength(1);
    expect((await get(`/api/roles/${role!.id}/users`)).statusCode).toBe(403);
    expect((await get('/api/roles/999999/users', admin)).statusCode).toBe(404);
  });
});
