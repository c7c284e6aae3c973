import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, EventMember } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { events } from './events.schema.ts';
import { buildEvent, getEvent, subscribe, TODAY } from './events.factory.ts';

/** Registration, the waiting list and the organisers' member list, with the refusals of each. */
let ctx: TestContext;
let api: ApiClient;
let moderator: Session;
let employee: Session;
beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  moderator = await api.as('moderator');
  employee = await api.as();
});
afterAll(async () => ctx?.close());

const statusOf = async (response: Awaited<ReturnType<typeof subscribe>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: EventDetail }>().data;
};

describe('POST /api/events/{id}/subscribe', () => {
  it('registers, is idempotent when repeated, withdraws and comes back', async () => {
    const event = await buildEvent(ctx, { organiser: moderator, capacity: 10 });
    const first = await statusOf(await subscribe(employee, event.id, 'registered'));
    expect(first).toMatchObject({ my_status: 'registered', registered: 1, free_places: 9 });
    expect(first.members).toHaveLength(1);
    const again = await statusOf(await subscribe(employee, event.id, 'registered'));
    expect(again).toMatchObject({ my_status: 'registered', registered: 1 });
    const back = await statusOf(await subscribe(employee, event.id, 'back'));
    expect(back).toMatchObject({ my_status: 'back', registered: 0, free_places: 10 });
    expect((await statusOf(await subscribe(employee, event.id, 'back'))).my_status).toBe('back');
    expect((await statusOf(await subscribe(employee, event.id, 'uninteresting'))).my_status).toBe(
      'uninteresting',
    );
    expect((await statusOf(await subscribe(employee, event.id, 'registered'))).registered).toBe(1);
  });

  it('refuses to withdraw without registration (409), bad statuses (400) and missing events (404)', async () => {
    const event = await buildEvent(ctx, { organiser: moderator });
    const withdraw = await subscribe(employee, event.id, 'back');
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json<{ message: string }>().message).toBe('Вы не записаны на это событие');
    expect((await subscribe(employee, event.id, 'requested')).statusCode).toBe(400);
    expect((await subscribe(employee, event.id, 'deleted')).statusCode).toBe(400);
    expect((await subscribe(employee, 999_999, 'registered')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/events/${event.id}/subscribe`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 409 in Russian for a past, a running and a deleted event', async () => {
    const past = await buildEvent(ctx, {
      organiser: moderator,
      starts_at: '2026-02-20T09:00:00.000Z',
      ends_at: '2026-02-20T12:00:00.000Z',
    });
    const pastAnswer = await subscribe(employee, past.id, 'registered');
    expect(pastAnswer.statusCode).toBe(409);
    expect(pastAnswer.json<{ message: string }>().message).toBe('Событие уже прошло');
    expect((await getEvent(employee, past.id)).abilities.subscribe).toBe(false);

    // Today is 2026-03-02 at noon (local time): an event around it has begun.
    const running = await buildEvent(ctx, {
      organiser: moderator,
      starts_at: new Date(`${TODAY}T08:00:00`).toISOString(),
      ends_at: new Date(`${TODAY}T20:00:00`).toISOString(),
    });
    const runningAnswer = await subscribe(employee, running.id, 'registered');
    expect(runningAnswer.statusCode).toBe(409);
    expect(runningAnswer.json<{ message: string }>().message).toBe('Событие уже началось: запись закрыта');

    const gone = await buildEvent(ctx, { organiser: moderator });
    await moderator.delete(`/api/events/${gone.id}`);
    const goneAnswer = await subscribe(employee, gone.id, 'registered');
    expect(goneAnswer.statusCode).toBe(409);
    expect(goneAnswer.json<{ message: string }>().message).toBe('Событие удалено');
  });

  it('lists the members of GET /events/{id} with their event_member_status: registered, then the waiting list', async () => {
    const event = await buildEvent(ctx, {
      organiser: moderator,
      capacity: 1,
      name: 'Мастер-класс по гончарному делу',
    });
    const people = await Promise.all([1, 2, 3, 4].map(() => api.as()));
    const [going, waiting, bored, gone] = people;
    await statusOf(await subscribe(going!, event.id, 'registered'));
    await statusOf(await subscribe(gone!, event.id, 'registered'));
    await statusOf(await subscribe(gone!, event.id, 'back'));
    await statusOf(await subscribe(waiting!, event.id, 'registered'));
    await statusOf(await subscribe(bored!, event.id, 'uninteresting'));
    const seen = await getEvent(employee, event.id);
    expect(seen.members.map((member) => [member.id, member.event_member_status])).toEqual([
      [going!.user.id, 'registered'],
      [waiting!.user.id, 'requested'],
    ]);
  });

  it('puts newcomers of a full event on the waiting list and lets the first in when a member withdraws', async () => {
    const event = await buildEvent(ctx, { organiser: moderator, capacity: 2, name: 'Сплав по реке' });
    const people = await Promise.all([1, 2, 3, 4].map(() => api.as()));
    const [a, b, c, d] = people as [Session, Session, Session, Session];
    expect((await statusOf(await subscribe(a, event.id, 'registered'))).my_status).toBe('registered');
    expect((await statusOf(await subscribe(b, event.id, 'registered'))).my_status).toBe('registered');
    const third = await statusOf(await subscribe(c, event.id, 'registered'));
    expect(third).toMatchObject({ my_status: 'requested', my_waitlist_position: 1, free_places: 0 });
    const fourth = await statusOf(await subscribe(d, event.id, 'registered'));
    expect(fourth).toMatchObject({ my_status: 'requested', my_waitlist_position: 2, requested: 2 });
    // Asking again keeps one's place in the line.
    expect((await statusOf(await subscribe(c, event.id, 'registered'))).my_waitlist_position).toBe(1);

    const left = await statusOf(await subscribe(a, event.id, 'back'));
    expect(left).toMatchObject({ my_status: 'back', registered: 2, requested: 1 });
    expect((await getEvent(c, event.id)).my_status).toBe('registered');
    expect((await getEvent(d, event.id)).my_waitlist_position).toBe(1);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, people[2]!.user.id));
    expect(told.map((item) => item.title)).toEqual(['Вы записаны на событие']);
    expect(told[0]!.link).toBe(`/events/${event.id}`);

    // The one who left may come back, behind the line.
    expect((await statusOf(await subscribe(a, event.id, 'registered'))).my_waitlist_position).toBe(2);

    // More seats let the waiting list in at once.
    const raised = await moderator.put(`/api/events/${event.id}`, {
      name: event.name,
      description: event.description,
      address: event.address,
      type: event.type,
      starts_at: event.starts_at,
      ends_at: event.ends_at,
      price: event.price,
      capacity: 10,
      groups: event.groups,
      tags: event.tags.map((tag) => tag.name),
      meta: event.meta,
    });
    expect(raised.json<{ data: EventDetail }>().data).toMatchObject({ registered: 4, requested: 0 });
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect([row!.registeredCount, row!.requestedCount]).toEqual([4, 0]);
  });
});

describe('organisers and members', () => {
  it('lists members by status with 403 for employees, exports them, excludes one and promotes the next', async () => {
    const event = await buildEvent(ctx, {
      organiser: moderator,
      capacity: 1,
      name: 'Мастер-класс по керамике',
    });
    const [first, second] = await Promise.all([api.as(), api.as()]);
    await subscribe(first, event.id, 'registered');
    await subscribe(second, event.id, 'registered');

    const members = (session: Session, query = '') => session.get(`/api/events/${event.id}/members${query}`);
    expect((await members(employee)).statusCode).toBe(403);
    const page = await members(moderator);
    expect(page.statusCode).toBe(200);
    const body = page.json<{ data: EventMember[]; meta: { total: number; current_page: number } }>();
    expect(body.meta).toMatchObject({ total: 2, current_page: 1 });
    expect(body.data.map((member) => [member.user.id, member.status])).toEqual([
      [first.user.id, 'registered'],
      [second.user.id, 'requested'],
    ]);
    expect((await members(moderator, '?status=requested')).json<{ data: unknown[] }>().data).toHaveLength(1);
    expect((await members(moderator, '?page=0')).statusCode).toBe(400);
    expect((await members(moderator, '?status=gone')).statusCode).toBe(400);
    expect((await moderator.get('/api/events/999999/members')).statusCode).toBe(404);

    const exported = await moderator.get(`/api/events/${event.id}/members/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Участники')!;
    expect(sheet.getRow(1).getCell(1).text).toContain('Мастер-класс по керамике');
    expect(sheet.getRow(3).getCell(5).value).toBe('Записан');
    expect(sheet.getRow(4).getCell(5).value).toBe('В листе ожидания');
    expect((await employee.get(`/api/events/${event.id}/members/export`)).statusCode).toBe(403);

    const set = (session: Session, userId: number, status: string) =>
      session.put(`/api/events/${event.id}/members/${userId}`, { status });
    expect((await set(employee, first.user.id, 'deleted')).statusCode).toBe(403);
    expect((await set(moderator, first.user.id, 'back')).statusCode).toBe(400);
    expect((await set(moderator, 999_999, 'deleted')).statusCode).toBe(404);
    const full = await set(moderator, second.user.id, 'registered');
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toBe('Мест нет: увеличьте вместимость события');

    const excluded = await set(moderator, first.user.id, 'deleted');
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json<{ data: EventMember }>().data.status).toBe('deleted');
    expect((await getEvent(second, event.id)).my_status).toBe('registered');
    const refused = await subscribe(first, event.id, 'registered');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Организатор исключил вас из участников этого события',
    );
    const toldFirst = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, first.user.id), eq(notifications.link, `/events/${event.id}`)));
    expect(toldFirst.map((item) => item.title)).toEqual(['Вы исключены из участников события']);
  });

  it('tells the planned members when an upcoming event is cancelled', async () => {
    const event = await buildEvent(ctx, { organiser: moderator, name: 'Турнир по настольному теннису' });
    const person = await api.as();
    await subscribe(person, event.id, 'registered');
    expect((await moderator.delete(`/api/events/${event.id}`)).statusCode).toBe(204);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, person.user.id));
    expect(told.map((item) => item.title)).toEqual(['Событие отменено']);
  });
});
