import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  VACATION_REQUIRED,
  type Vacation,
  type VacationInfo,
  type VacationUser,
} from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { vacations } from './vacation.schema.ts';

/** What a review of the vacation planner found, each fix checked through the API. */
const today = '2026-06-15';
const HOLIDAYS = /^(01-(0\d|1[0-2])|02-2[2-4]|03-0[7-9]|05-(0\d|1[0-3])|06-1[1-3]|11-0[3-5]|12-3[01])$/;
/** The first Monday at least `days` after `today` whose next two weeks hold no holiday. */
function quietMonday(days: number): string {
  let start = addDays(today, days);
  while (dayOfWeek(start) !== 1) start = addDays(start, 1);
  const noisy = (from: string) =>
    Array.from({ length: 14 }, (_, index) => addDays(from, index).slice(5)).some((day) => HOLIDAYS.test(day));
  while (noisy(start)) start = addDays(start, 7);
  return start;
}
const WEEK_A = quietMonday(40);
const WEEK_B = quietMonday(70);
const WEEK_C = quietMonday(100);
const HIRE_DATE = '2020-01-01';

let ctx: TestContext;
let api: ApiClient;
let manager: Session;
let managerId: number;
let vacationAdmin: Session;
let assistant: Session;

beforeAll(async () => {
  ctx = await createTestApp({ today });
  api = await client(ctx);
  const db = ctx.database.db;
  const managerUser = await buildUser(db, { roles: ['manager'] });
  managerId = managerUser.id;
  manager = await api.as(managerUser);
  const adminUser = await buildUser(db, { roles: ['vacation_system_admin'] });
  vacationAdmin = await api.as(adminUser);
  const assistantUser = await buildUser(db, { roles: ['assistant'], hireDate: HIRE_DATE });
  assistant = await api.as(assistantUser);
});
afterAll(async () => ctx?.close());

/** An employee of the manager, signed in. */
async function employee(): Promise<Session & { id: number }> {
  const person = await buildUser(ctx.database.db, { managerId, hireDate: HIRE_DATE });
  return { ...(await api.as(person)), id: person.id };
}

async function planBlock(session: Session, start: string, end: string, typeId = 1): Promise<Vacation[]> {
  const response = await session.post('/api/dba/vacations', {
    vacations: [{ date_start: start, date_end: end, type_id: typeId }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Vacation[] }>().data;
}

describe('a block keeps its shape when its first day goes', () => {
  it('answers a status change of the first day alone with its children, as GET does', async () => {
    const person = await employee();
    const block = await planBlock(person, WEEK_A, addDays(WEEK_A, 2));
    const first = block[0]!;
    const put = await manager.put('/api/dba/vacations', { vacations: [first.id], status_id: 2 });
    expect(put.statusCode).toBe(200);
    const answered = put.json<{ data: Vacation[] }>().data;
    expect(answered).toHaveLength(1);
    expect(answered[0]!.children.map((day) => day.id)).toEqual([block[1]!.id, block[2]!.id]);
    const got = await manager.get(`/api/dba/vacations?users=${person.id}`);
    const viaGet = got.json<{ data: Vacation[] }>().data.find((day) => day.id === first.id)!;
    expect(viaGet.children).toEqual(answered[0]!.children);
  });

  it('hands the block to its next live day when the first day is deleted', async () => {
    const person = await employee();
    const [first, second, third] = await planBlock(person, WEEK_A, addDays(WEEK_A, 2));
    const removed = await person.delete(`/api/dba/vacations?id=${first!.id}`);
    expect(removed.statusCode).toBe(204);
    const got = await person.get(`/api/dba/vacations?users=${person.id}`);
    const days = got.json<{ data: Vacation[] }>().data;
    expect(days.map((day) => day.id)).toEqual([second!.id, third!.id]);
    expect(days[0]).toMatchObject({ parent_id: null, parent: null });
    expect(days[0]!.children.map((day) => day.id)).toEqual([third!.id]);
    expect(days[1]).toMatchObject({ parent_id: second!.id, parent: { id: second!.id } });
    const [stored] = await ctx.database.db.select().from(vacations).where(eq(vacations.id, third!.id));
    expect(stored!.parentId).toBe(second!.id);
  });
});

describe('only the moved block of a transfer is `moved`', () => {
  it('marks the block that keeps the moved days’ type, not a new block sent alongside', async () => {
    const person = await employee();
    const old = await planBlock(person, WEEK_A, addDays(WEEK_A, 2));
    const response = await person.post('/api/dba/vacations', {
      vacations: [
        { date_start: WEEK_B, date_end: addDays(WEEK_B, 2), type_id: 1 },
        // Tuesday to Thursday: a divisible part clear of the weekend.
        { date_start: addDays(WEEK_C, 1), date_end: addDays(WEEK_C, 3), type_id: 2 },
      ],
      replaces: old.map((day) => day.id),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ data: Vacation[] }>().data;
    expect(created.filter((day) => day.type.id === 1).every((day) => day.moved)).toBe(true);
    expect(created.filter((day) => day.type.id === 2).some((day) => day.moved)).toBe(false);
  });

  it('marks only the block naming its own `replaces` when two blocks share the type', async () => {
    const person = await employee();
    const old = await planBlock(person, WEEK_A, addDays(WEEK_A, 2));
    const response = await person.post('/api/dba/vacations', {
      vacations: [
        { date_start: WEEK_B, date_end: addDays(WEEK_B, 2), type_id: 1 },
        { date_start: WEEK_C, date_end: addDays(WEEK_C, 2), type_id: 1, replaces: old.map((day) => day.id) },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ data: Vacation[] }>().data;
    expect(created.filter((day) => day.date >= WEEK_C).every((day) => day.moved)).toBe(true);
    expect(created.filter((day) => day.date < WEEK_C).some((day) => day.moved)).toBe(false);
    const gone = await ctx.database.db
      .select()
      .from(vacations)
      .where(
        inArray(
          vacations.id,
          old.map((day) => day.id),
        ),
      );
    expect(gone.every((day) => day.deletedAt !== null)).toBe(true);
  });
});

describe('POST dba/vacations/balance/{userId} takes the spec’s `balance` body', () => {
  it('sets the current year’s carried days from `{ balance }`, refuses others and bad numbers', async () => {
    const person = await employee();
    const saved = await vacationAdmin.post(`/api/dba/vacations/balance/${person.id}`, { balance: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: { year: number; accumulated: number } }>().data).toMatchObject({
      year: 2026,
      accumulated: 5,
    });
    const read = await vacationAdmin.get(`/api/dba/vacations/balance/${person.id}`);
    expect(read.json<{ data: { accumulated: number } }>().data.accumulated).toBe(5);
    const refused = await person.post(`/api/dba/vacations/balance/${person.id}`, { balance: 5 });
    expect(refused.statusCode).toBe(403);
    const negative = await vacationAdmin.post(`/api/dba/vacations/balance/${person.id}`, { balance: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ errors: Record<string, string[]> }>().errors.balance).toEqual([
      'Остаток не может быть отрицательным',
    ]);
    const empty = await vacationAdmin.post(`/api/dba/vacations/balance/${person.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.balance).toEqual(['Укажите остаток']);
  });
});

describe('an assistant sees a partner or an admin with their roles', () => {
  it('borrows the roles of a partner and an admin, keeps its own for a manager', async () => {
    const db = ctx.database.db;
    const partner = await buildUser(db, { roles: ['partner'], hireDate: HIRE_DATE });
    const admin = await buildUser(db, { roles: ['admin'], hireDate: HIRE_DATE });
    const boss = await buildUser(db, { roles: ['manager'], hireDate: HIRE_DATE });
    const seen = async (id: number) =>
      (await assistant.get(`/api/dba/vacations/responsibilities?user_id=${id}`)).json<{
        data: { roles: string[]; is_regular: boolean; is_vacation_admin: boolean };
      }>().data;
    expect((await seen(partner.id)).roles).toEqual(['partner']);
    expect(await seen(admin.id)).toMatchObject({ roles: ['admin'], is_vacation_admin: true });
    expect(await seen(boss.id)).toMatchObject({ roles: ['assistant'], is_vacation_admin: false });
    const own = (await assistant.get('/api/dba/vacations/responsibilities')).json<{
      data: { roles: string[] };
    }>().data;
    expect(own.roles).toEqual(['assistant']);
    // The admin's view plans from the start of the year; the manager's keeps the lead days.
    const minDate = async (id: number) =>
      (await assistant.get(`/api/dba/vacations/info/${id}`)).json<{ data: VacationInfo }>().data.min_date;
    expect(await minDate(admin.id)).toBe('2026-01-01');
    expect(await minDate(boss.id)).toBe(addDays(today, 17));
  });

  it('refuses someone who may not see the person, and a bad id', async () => {
    const person = await employee();
    const other = await employee();
    const refused = await person.get(`/api/dba/vacations/responsibilities?user_id=${other.id}`);
    expect(refused.statusCode).toBe(403);
    const bad = await assistant.get('/api/dba/vacations/responsibilities?user_id=abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('assistants of a period, whole blocks on the matching calendar', () => {
  it('lists the assistants employed in the period, and who planned for others in it', async () => {
    const db = ctx.database.db;
    const left = await buildUser(db, {
      roles: ['assistant'],
      hireDate: '2020-01-01',
      fireDate: '2025-06-30',
    });
    const later = await buildUser(db, { roles: ['assistant'], hireDate: '2027-01-01' });
    const formerAssistant = await buildUser(db, { hireDate: '2020-01-01' });
    const person = await employee();
    const [day] = await planBlock(person, WEEK_A, WEEK_A);
    await db
      .update(vacations)
      .set({ createdBy: formerAssistant.id, createdAt: new Date('2025-03-10T09:00:00Z') })
      .where(eq(vacations.id, day!.id));
    const ids = async (query: string) =>
      (await vacationAdmin.get(`/api/dba/vacations/assistants${query}`))
        .json<{ data: { id: number }[] }>()
        .data.map((row) => row.id);
    const all = await ids('');
    expect(all).toEqual(expect.arrayContaining([left.id, later.id]));
    expect(all).not.toContain(formerAssistant.id);
    const of2025 = await ids('?date_start=2025-01-01&date_end=2025-12-31');
    expect(of2025).toEqual(expect.arrayContaining([left.id, formerAssistant.id]));
    expect(of2025).not.toContain(later.id);
    const of2026 = await ids('?date_start=2026-01-01&date_end=2026-12-31');
    expect(of2026).not.toContain(left.id);
    expect(of2026).not.toContain(formerAssistant.id);
    const reversed = await vacationAdmin.get(
      '/api/dba/vacations/assistants?date_start=2026-12-31&date_end=2026-01-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ errors: Record<string, string[]> }>().errors.date_end).toEqual([
      'Дата окончания раньше даты начала',
    ]);
  });

  it('sends a block touching the period whole, so approving it covers all its days', async () => {
    const person = await employee();
    const block = await planBlock(person, WEEK_A, addDays(WEEK_A, 9));
    const response = await manager.get(
      `/api/dba/vacations/users?date_start=${addDays(WEEK_A, -10)}&date_end=${addDays(WEEK_A, 1)}`,
    );
    expect(response.statusCode).toBe(200);
    const row = response.json<{ data: VacationUser[] }>().data.find((item) => item.id === person.id)!;
    expect(row.days.map((day) => day[0])).toEqual(block.map((day) => day.id));
  });
});

describe('user lists without an id, short searches', () => {
  it('answers «No ID specified» for a duplicate, update or delete without an id', async () => {
    const person = await employee();
    for (const [method, url] of [
      ['GET', 'dba/vacations/user-lists/x/duplicate'],
      ['PUT', 'dba/vacations/user-lists/0'],
      ['PUT', 'dba/vacations/user-lists'],
      ['DELETE', 'dba/vacations/user-lists/abc'],
      ['DELETE', 'dba/vacations/user-lists'],
    ] as const) {
      const response = await person.request(
        method,
        `/api/${url}`,
        method === 'PUT' ? { name: 'Команда' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json<{ code: string; message: string }>()).toMatchObject({
        code: VACATION_REQUIRED.list.code,
        message: 'Не указан список',
      });
    }
    const missing = await person.delete('/api/dba/vacations/user-lists/999999');
    expect(missing.statusCode).toBe(404);
  });

  it('finds nobody for fewer than 3 characters instead of a 400', async () => {
    const person = await employee();
    for (const query of ['', '?filter=', '?filter=Те', '?filter=%20%20Те%20']) {
      const response = await person.get(`/api/vacations/users/search${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json<{ data: unknown[] }>().data).toEqual([]);
    }
    const found = await person.get('/api/vacations/users/search?filter=Тестов');
    expect(found.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
  });
});
