import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, EventFilters } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildEvent, subscribe, TODAY } from './events.factory.ts';

/** .ics files and the personal calendar feed. */
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

/** iCalendar folds lines at 75 octets: unfold before looking for text. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('GET /api/events/{id}/ics', () => {
  it('answers the event as a calendar file with its place, time and link', async () => {
    const event = await buildEvent(ctx, {
      organiser: moderator,
      name: 'Лекция о безопасности',
      address: 'Минск, ул. Немига, 5',
      starts_at: '2026-03-20T07:00:00.000Z',
      ends_at: '2026-03-20T09:30:00.000Z',
    });
    const response = await employee.get(`/api/events/${event.id}/ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain(`event-${event.id}.ics`);
    const text = unfold(response.body);
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Лекция о безопасности');
    expect(text).toContain('LOCATION:Минск\\, ул. Немига\\, 5');
    expect(text).toContain('DTSTART:20260320T070000Z');
    expect(text).toContain('DTEND:20260320T093000Z');
    expect(text).toContain(`UID:event-${event.id}@intranet`);
    expect(text).toContain(`/events/${event.id}`);
    expect(text).toContain('Стоимость уточняется');
  });

  it('is 404 for a missing event, 400 for a bad id, 401 without a session', async () => {
    expect((await employee.get('/api/events/999999/ics')).statusCode).toBe(404);
    expect((await employee.get('/api/events/x/ics')).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/events/1/ics' })).statusCode).toBe(401);
  });
});

describe('the personal calendar feed', () => {
  it('is issued, lists registered events only, is replaced when regenerated and stops when revoked', async () => {
    const person = await api.as();
    const feed = (session: Session, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
      session.request(method, '/api/events/calendar-feed');
    expect((await feed(person)).json<{ data: CalendarFeed }>().data).toEqual({ url: null, created_at: null });
    const issued = (await feed(person, 'POST')).json<{ data: CalendarFeed }>().data;
    expect(issued.url).toMatch(/^\/api\/events\/calendar\.ics\?token=[A-Za-z0-9_-]{32}$/);
    expect((await feed(person)).json<{ data: CalendarFeed }>().data.url).toBe(issued.url);

    const going = await buildEvent(ctx, { organiser: moderator, name: 'Йога в офисе' });
    const waiting = await buildEvent(ctx, { organiser: moderator, name: 'Экскурсия на завод', capacity: 1 });
    const skipped = await buildEvent(ctx, { organiser: moderator, name: 'Квиз' });
    await subscribe(person, going.id, 'registered');
    await subscribe(employee, waiting.id, 'registered');
    await subscribe(person, waiting.id, 'registered');
    await subscribe(person, skipped.id, 'uninteresting');

    // No session: the token in the address is the credential.
    const read = await ctx.app.inject({ url: issued.url! });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('text/calendar');
    const text = unfold(read.body);
    expect(text).toContain('SUMMARY:Йога в офисе');
    expect(text).not.toContain('Экскурсия на завод');
    expect(text).not.toContain('Квиз');
    expect(text).toContain('X-WR-CALNAME:Мои события');

    const renewed = (await feed(person, 'POST')).json<{ data: CalendarFeed }>().data;
    expect(renewed.url).not.toBe(issued.url);
    expect((await ctx.app.inject({ url: issued.url! })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: renewed.url! })).statusCode).toBe(200);

    expect((await feed(person, 'DELETE')).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: renewed.url! })).statusCode).toBe(404);
    expect((await feed(person)).json<{ data: CalendarFeed }>().data.url).toBeNull();
  });

  it('refuses a malformed token (400) and needs a session to manage the address (401)', async () => {
    expect((await ctx.app.inject({ url: '/api/events/calendar.ics?token=' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/events/calendar.ics?token=%3Cscript%3E' })).statusCode).toBe(
      400,
    );
    expect((await ctx.app.inject({ url: '/api/events/calendar.ics' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/events/calendar-feed' })).statusCode).toBe(401);
  });
});

// This file's events state no price: the price filter's ceiling is then the setting, 1000 ₽ by default
// (docs/modules/events.md).
describe('the price ceiling without prices', () => {
  it('is the setting events_price_filter_max, 1000 by default, changeable by an administrator', async () => {
    const ceiling = async () =>
      (await employee.get('/api/events/filters')).json<{
        data: EventFilters;
      }>().data;
    expect(await ceiling()).toMatchObject({ max_price: null, price_ceiling: 1000 });
    const admin = await api.as('admin');
    const changed = await admin.put('/api/settings/events_price_filter_max', { value: '2500' });
    expect(changed.statusCode).toBe(200);
    expect((await ceiling()).price_ceiling).toBe(2500);
  });
});
