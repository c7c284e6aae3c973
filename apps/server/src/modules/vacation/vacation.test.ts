import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  VACATION_REQUIRED,
  VACATION_STATUS,
  VACATION_TEXTS,
  type Vacation,
} from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { fixedClock } from '../../platform/clock/clock.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { PAID_TYPES } from './vacation.queries.ts';
import { vacations } from './vacation.schema.ts';

/**
 * The app's fixed "today" (a Monday in June): the lead days, the work years and the next-year window are
 * counted from it, so the tests pass whatever the real date is.
 */
const today = '2026-06-15';
/** The first Monday at least `days` after `today`: blocks start there. */
function mondayAfter(days: number): string {
  let date = addDays(today, days);
  while (dayOfWeek(date) !== 1) date = addDays(date, 1);
  return date;
}
/** Month-days of Russian holidays and the usual moved days off: test blocks keep clear of them. */
const HOLIDAYS = /^(01-(0\d|1[0-2])|02-2[2-4]|03-0[7-9]|05-(0\d|1[0-3])|06-1[1-3]|11-0[3-5]|12-3[01])$/;
/** The first Monday at least `days` ahead whose next two weeks hold no holiday. */
function quietMonday(days: number): string {
  let start = mondayAfter(days);
  const noisy = (from: string) =>
    Array.from({ length: 14 }, (_, index) => addDays(from, index).slice(5)).some((day) => HOLIDAYS.test(day));
  while (noisy(start)) start = addDays(start, 7);
  return start;
}
const BLOCK_START = quietMonday(40);
/** Hired about five years ago, a day before today's date: the current work year began yesterday. */
const HIRE_DATE = addDays(today, -1827);

let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let manager: Session;
let stranger: Session;
let vacationAdmin: Session;
let employeeId: number;
let other: Session;
let otherId: number;

beforeAll(async () => {
  ctx = await createTestApp({ today });
  api = await client(ctx);
  const db = ctx.database.db;
  const managerUser = await buildUser(db, { roles: ['manager'] });
  manager = await api.as(managerUser);
  const person = await buildUser(db, {
    managerId: managerUser.id,
    hireDate: HIRE_DATE,
    externalId: 'HR-77',
  });
  employeeId = person.id;
  employee = await api.as(person);
  const strangerUser = await buildUser(db);
  stranger = await api.as(strangerUser);
  const otherUser = await buildUser(db, { hireDate: '2020-01-01' });
  otherId = otherUser.id;
  other = await api.as(otherUser);
  const adminUser = await buildUser(db, { roles: ['vacation_system_admin'] });
  vacationAdmin = await api.as(adminUser);
});
afterAll(async () => ctx?.close());

const plan = (session: Session, vacations: object[], replaces?: number[]) =>
  session.post('/api/dba/vacations', { vacations, replaces });

describe('planning', () => {
  let block: Vacation[];

  it('plans a 14-day indivisible block: the first day is the parent, the others its children', async () => {
    const response = await plan(employee, [
      { date_start: BLOCK_START, date_end: addDays(BLOCK_START, 13), type_id: 1, comment: 'Море' },
    ]);
    expect(response.statusCode).toBe(201);
    block = response.json<{ data: Vacation[] }>().data;
    expect(block).toHaveLength(14);
    const [first, ...rest] = block;
    expect(first!.parent).toBeNull();
    expect(first!.children).toHaveLength(rest.length);
    expect(rest.every((day) => day.parent_id === first!.id && day.status.id === 1)).toBe(true);
    const bell = await ctx.database.db.select().from(notifications);
    expect(bell.map((row) => row.title)).toContain('Новый отпуск на согласование');
  });

  it('refuses the 16-day window, a weekend alone, a holiday alone, overlapping days and the 14-day limit', async () => {
    const early = await plan(employee, [
      { date_start: addDays(today, 3), date_end: addDays(today, 5), type_id: 2 },
    ]);
    expect(early.statusCode).toBe(400);
    expect(early.json<{ message: string }>().message).toContain(VACATION_TEXTS.tooEarly);

    const saturday = addDays(quietMonday(80), 5);
    const weekend = await plan(employee, [
      { date_start: saturday, date_end: addDays(saturday, 1), type_id: 4 },
    ]);
    expect(weekend.json<{ message: string }>().message).toBe(VACATION_TEXTS.weekendOnly);

    const year = Number(today.slice(0, 4)) + (today > `${today.slice(0, 4)}-12-14` ? 2 : 1);
    const newYear = await plan(employee, [
      { date_start: `${year}-01-01`, date_end: `${year}-01-01`, type_id: 2 },
    ]);
    expect(newYear.json<{ message: string }>().message).toBe(VACATION_TEXTS.holiday);

    const twice = await plan(employee, [
      { date_start: BLOCK_START, date_end: addDays(BLOCK_START, 2), type_id: 3 },
    ]);
    expect(twice.statusCode).toBe(409);

    // Same work year as the block: 14 + 7 indivisible days are too many.
    const more = addDays(BLOCK_START, 21);
    const over = await plan(employee, [{ date_start: more, date_end: addDays(more, 6), type_id: 1 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toBe(VACATION_TEXTS.indivisibleLimit);
  });

  it('refuses a day that does not exist, beyond the plannable work years, and a transfer across people', async () => {
    const unreal = await plan(employee, [{ date_start: '2027-02-30', date_end: '2027-03-02', type_id: 4 }]);
    expect(unreal.statusCode).toBe(400);
    const far = quietMonday(800);
    const tooFar = await plan(employee, [{ date_start: far, date_end: addDays(far, 2), type_id: 4 }]);
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json<{ message: string }>().message).toBe(VACATION_TEXTS.nextYearClosed);
    const across = await vacationAdmin.post('/api/dba/vacations', {
      vacations: [{ date_start: far, date_end: far, type_id: 4, user_id: otherId }],
      replaces: [block[0]!.id],
    });
    expect(across.statusCode).toBe(400);
    expect(across.json<{ errors: Record<string, string[]> }>().errors.replaces).toEqual([
      'Перенести можно только отпуск того же сотрудника',
    ]);
  });

  it('counts the 14 indivisible days over all blocks of one request', async () => {
    const year = Number(today.slice(0, 4)) + 1;
    await ctx.services.settings.set('vacation_next_year_users', String(otherId));
    let start = `${year}-03-15`;
    while (dayOfWeek(start) !== 1) start = addDays(start, 1);
    const twoBlocks = await other.post('/api/dba/vacations', {
      vacations: [
        { date_start: start, date_end: addDays(start, 9), type_id: 1 },
        { date_start: addDays(start, 14), date_end: addDays(start, 23), type_id: 1 },
      ],
    });
    expect(twoBlocks.statusCode).toBe(400);
    expect(twoBlocks.json<{ message: string }>().message).toBe(VACATION_TEXTS.indivisibleLimit);
    const days = await other.get(`/api/dba/vacations?users=${otherId}`);
    expect(days.json<{ data: unknown[] }>().data).toHaveLength(0);
    await ctx.services.settings.set('vacation_next_year_users', '');
  });

  it('gives the report filter of assistants only to the report audiences', async () => {
    const refused = await employee.get('/api/dba/vacations/assistants');
    expect(refused.statusCode).toBe(403);
    const allowed = await vacationAdmin.get('/api/dba/vacations/assistants');
    expect(allowed.statusCode).toBe(200);
    expect(Array.isArray(allowed.json<{ data: unknown[] }>().data)).toBe(true);
    const badDate = await vacationAdmin.get('/api/dba/vacations/assistants?date_start=2026-13-01');
    expect(badDate.statusCode).toBe(400);
  });

  it('answers the required-parameter messages exactly', async () => {
    const noUsers = await employee.get('/api/dba/vacations');
    expect(noUsers.json<{ code: string }>().code).toBe(VACATION_REQUIRED.users.code);
    const noStatus = await manager.put('/api/dba/vacations', { vacations: [block[0]!.id] });
    expect(noStatus.json<{ code: string }>().code).toBe(VACATION_REQUIRED.status.code);
    const noVacations = await manager.put('/api/dba/vacations', { status_id: 2 });
    expect(noVacations.json<{ code: string }>().code).toBe(VACATION_REQUIRED.vacations.code);
    const noId = await employee.delete('/api/dba/vacations');
    expect(noId.statusCode).toBe(400);
    expect(noId.json<{ code: string }>().code).toBe(VACATION_REQUIRED.id.code);
  });

  it('lets the manager approve, refuses a stale screen and a stranger, and tells the employee', async () => {
    const first = block[0]!;
    const strangerTry = await stranger.put('/api/dba/vacations', { vacations: [first.id], status_id: 2 });
    expect(strangerTry.statusCode).toBe(403);
    const approved = await manager.put('/api/dba/vacations', {
      vacations: block.map((day) => ({ id: day.id, updated_at: day.updated_at })),
      status_id: 2,
      comment: 'Хорошего отдыха',
    });
    expect(approved.statusCode).toBe(200);
    const days = approved.json<{ data: Vacation[] }>().data;
    expect(days.every((day) => day.status.id === 2)).toBe(true);
    // The approver's words do not overwrite the employee's own comment.
    expect(days[0]).toMatchObject({ comment: 'Море', status_comment: 'Хорошего отдыха' });
    const stale = await manager.put('/api/dba/vacations', {
      vacations: [{ id: first.id, updated_at: first.updated_at }],
      status_id: 3,
      comment: 'Пересекается с релизом',
    });
    expect(stale.statusCode).toBe(409);
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, employeeId));
    expect(bell.map((row) => row.title)).toContain('Ваш отпуск согласован');
  });

  it('stamps the approval with the app’s clock, not the machine’s', async () => {
    // The app's clock stands at noon of `today`, which the machine's clock never shows when the tests run.
    const stamped = await ctx.database.db
      .select({ updatedAt: vacations.updatedAt })
      .from(vacations)
      .where(
        inArray(
          vacations.id,
          block.map((day) => day.id),
        ),
      );
    expect(stamped).toHaveLength(block.length);
    const instant = fixedClock(today).now().getTime();
    for (const row of stamped) expect(row.updatedAt.getTime()).toBe(instant);
  });

  it('moves approved days: the old ones stay as «Согласованный отпуск был перенесен»', async () => {
    const last = block[block.length - 1]!;
    const target = quietMonday(150);
    const moved = await plan(employee, [{ date_start: target, date_end: target, type_id: 1 }], [last.id]);
    expect(moved.statusCode).toBe(201);
    expect(moved.json<{ data: Vacation[] }>().data[0]!.moved).toBe(true);
    const all = await employee.get(
      `/api/dba/vacations?users=${employeeId}&date_start=${BLOCK_START}&date_end=${addDays(BLOCK_START, 20)}&with_deleted=1`,
    );
    const old = all.json<{ data: Vacation[] }>().data.find((day) => day.id === last.id)!;
    expect(old.status.id).toBe(22);
    expect(old.deleted_text).toBe('Согласованный отпуск был перенесен');
  });

  it('stops an ordinary user from cancelling a study vacation; an assistant or admin may', async () => {
    const start = quietMonday(200);
    const study = await plan(employee, [{ date_start: start, date_end: addDays(start, 2), type_id: 3 }]);
    const ids = study.json<{ data: Vacation[] }>().data.map((day) => day.id);
    const refused = await employee.delete(`/api/dba/vacations?id=${ids.join(',')}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(VACATION_TEXTS.cancelStudy);
    expect((await vacationAdmin.delete(`/api/dba/vacations?id=${ids.join(',')}`)).statusCode).toBe(204);
  });

  it('keeps other people’s plans from strangers', async () => {
    expect((await stranger.get(`/api/dba/vacations?users=${employeeId}`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/dba/vacations/info/${employeeId}`)).statusCode).toBe(403);
    expect((await manager.get(`/api/dba/vacations?users=${employeeId}`)).statusCode).toBe(200);
  });
});

describe('info, balance and people', () => {
  it('gives the work year, the minimum date and the balances', async () => {
    const response = await employee.get('/api/dba/vacations/info');
    expect(response.statusCode).toBe(200);
    const info = response.json<{
      data: { min_date: string; current_work_year: { start_date: string }; balances: Record<string, object> };
    }>().data;
    expect(info.min_date).toBe(addDays(today, 17));
    expect(info.current_work_year.start_date.slice(5)).toBe(HIRE_DATE.slice(5));
    expect(Object.keys(info.balances)).toContain(today.slice(0, 4));
  });

  it('reads the balance for everyone allowed, and lets only vacation admins correct it (audited)', async () => {
    const year = Number(today.slice(0, 4));
    const read = await employee.get(`/api/dba/vacations/balance/${employeeId}`);
    expect(read.json<{ data: { date: string } }>().data.date).toBe(`${year}-12-31`);
    const body = { year, accumulated: 10, comment: 'Перенос из прошлого года' };
    expect((await employee.post(`/api/dba/vacations/balance/${employeeId}`, body)).statusCode).toBe(403);
    expect(
      (await vacationAdmin.post(`/api/dba/vacations/balance/${employeeId}`, { ...body, accumulated: -1 }))
        .statusCode,
    ).toBe(400);
    const set = await vacationAdmin.post(`/api/dba/vacations/balance/${employeeId}`, body);
    expect(set.json<{ data: { accumulated: number } }>().data.accumulated).toBe(10);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'vacation.balance.set'));
    expect(audit).toHaveLength(1);
  });

  it("info's balance agrees with the balance read and counts the planned paid days", async () => {
    const year = String(today.slice(0, 4));
    type Balance = { planed: { all: number }; availables: { all: number }; accumulated: { all: number } };
    const info = (await employee.get('/api/dba/vacations/info')).json<{
      data: { balances: Record<string, Balance> };
    }>().data.balances[year]!;
    const balance = (await employee.get(`/api/dba/vacations/balance/${employeeId}`)).json<{
      data: { available: number; accumulated: number };
    }>().data;
    expect(info.availables.all).toBe(balance.available);
    expect(info.accumulated.all).toBe(balance.accumulated);
    const days = await ctx.database.db.select().from(vacations).where(eq(vacations.userId, employeeId));
    const planned = days.filter(
      (day) =>
        day.deletedAt === null &&
        day.date.startsWith(`${year}-`) &&
        PAID_TYPES.includes(day.typeId) &&
        day.statusId !== VACATION_STATUS.rejected,
    );
    expect(planned.length).toBeGreaterThan(0);
    expect(info.planed.all).toBe(planned.length);
  });

  it('shows the manager the team with overall colours and keeps personal user lists', async () => {
    const end = addDays(today, 365);
    const team = await manager.get(`/api/dba/vacations/users?date_start=${today}&date_end=${end}`);
    const row = team
      .json<{
        data: {
          id: number;
          overall: string;
          days: [number, string, number, number, number, number, number][];
        }[];
      }>()
      .data.find((person) => person.id === employeeId)!;
    // The moved day waits for approval again.
    expect(row.overall).toBe('pending');
    expect(row.days.length).toBeGreaterThan(0);
    // Compact days: [id, date, type, status, block, abilities, updated_at]; the manager approves a waiting one.
    const waiting = row.days.find((day) => day[3] === 1)!;
    expect(waiting).toHaveLength(7);
    expect(waiting[1] >= today && waiting[1] <= end).toBe(true);
    expect(waiting[5] & 1).toBe(1);
    expect(row.days.some((day) => day[4] === day[0])).toBe(true);

    const created = await manager.post('/api/dba/vacations/user-lists', { users: [employeeId] });
    expect(created.statusCode).toBe(201);
    const unknown = await manager.post('/api/dba/vacations/user-lists', { users: [999_999] });
    expect(unknown.statusCode).toBe(400);
    const list = created.json<{ data: { id: number; name: string } }>().data;
    expect(list.name).toBe('Новый список');
    const copy = await manager.get(`/api/dba/vacations/user-lists/${list.id}/duplicate?name=Команда`);
    expect(copy.json<{ data: { name: string; users: unknown[] } }>().data).toMatchObject({ name: 'Команда' });
    const renamed = await manager.put(`/api/dba/vacations/user-lists/${list.id}`, { name: 'Бэкенд' });
    expect(renamed.json<{ data: { name: string } }>().data.name).toBe('Бэкенд');
    expect((await stranger.put(`/api/dba/vacations/user-lists/${list.id}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    const withStructures = await manager.get('/api/dba/vacations/user-lists/with-structures');
    expect(withStructures.json<{ data: { lists: unknown[] } }>().data.lists).toHaveLength(2);
    expect((await manager.delete(`/api/dba/vacations/user-lists/${list.id}`)).statusCode).toBe(204);
    const byList = await manager.get(
      `/api/dba/vacations/users?date_start=${today}&date_end=${end}&list_id=${list.id}`,
    );
    expect(byList.statusCode).toBe(404);
  });

  it('searches people from 3 characters, finds one by external id, answers responsibilities and statuses', async () => {
    // A search shorter than 3 characters finds nobody; it is not an error (docs/modules/vacation.md).
    const short = await employee.get('/api/vacations/users/search?filter=Те');
    expect(short.statusCode).toBe(200);
    expect(short.json<{ data: unknown[] }>().data).toEqual([]);
    const found = await employee.get('/api/vacations/users/search?filter=Тестов');
    expect(found.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
    const external = await employee.get('/api/users/of-external/HR-77');
    expect(external.json<{ data: { id: number } }>().data.id).toBe(employeeId);
    expect((await employee.get('/api/users/of-external/none')).statusCode).toBe(404);
    const responsibilities = await employee.get('/api/dba/vacations/responsibilities');
    expect(responsibilities.json<{ data: object }>().data).toMatchObject({
      is_regular: true,
      can_approve: false,
    });
    const statuses = await manager.get(`/api/vacations/statuses?users=${employeeId}`);
    expect(statuses.statusCode).toBe(200);
  });
});

describe('blocked periods', () => {
  it('are set by vacation admins and refuse planning in them for everyone else', async () => {
    const start = quietMonday(240);
    const body = { date_start: start, date_end: addDays(start, 13), comment: 'Годовой отчет' };
    expect((await employee.post('/api/dba/vacations/blocked-periods', body)).statusCode).toBe(403);
    expect(
      (
        await vacationAdmin.post('/api/dba/vacations/blocked-periods', {
          ...body,
          date_end: '2000-01-01',
        })
      ).statusCode,
    ).toBe(400);
    const created = await vacationAdmin.post('/api/dba/vacations/blocked-periods', body);
    expect(created.statusCode).toBe(201);
    // Days inside a blocked period stay as they are: the employee cannot delete them (a type they may
    // cancel elsewhere, so the refusal is the period's and not the type's).
    const held = await vacationAdmin.post('/api/dba/vacations', {
      vacations: [{ date_start: start, date_end: addDays(start, 2), type_id: 5, user_id: employeeId }],
    });
    expect(held.statusCode).toBe(201);
    const heldIds = held.json<{ data: Vacation[] }>().data.map((day) => day.id);
    const kept = await employee.delete(`/api/dba/vacations?id=${heldIds.join(',')}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json<{ message: string }>().message).toBe(VACATION_TEXTS.blockedPeriod);
    expect((await vacationAdmin.delete(`/api/dba/vacations?id=${heldIds.join(',')}`)).statusCode).toBe(204);
    const refused = await plan(employee, [{ date_start: start, date_end: addDays(start, 6), type_id: 4 }]);
    expect(refused.json<{ message: string }>().message).toBe(VACATION_TEXTS.blockedPeriod);
    const list = await employee.get('/api/dba/vacations/blocked-periods');
    expect(list.json<{ data: { comment: string }[] }>().data.map((row) => row.comment)).toEqual([
      'Годовой отчет',
    ]);
    const id = created.json<{ data: { id: number } }>().data.id;
    expect((await vacationAdmin.delete(`/api/dba/vacations/blocked-periods/${id}`)).statusCode).toBe(204);
    expect((await vacationAdmin.delete(`/api/dba/vacations/blocked-periods/${id}`)).statusCode).toBe(404);
  });
});
