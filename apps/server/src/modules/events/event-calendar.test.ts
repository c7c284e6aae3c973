import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, EventFilters } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import type { SignedIn } from '../../../test/http.ts';
import { createEvent, signedInUser, subscribe, TODAY } from './events.fixtures.ts';

/** .ics files and the personal calendar feed (issue 14 point 1). */
let ctx: TestContext;
let moderator: SignedIn;
let employee: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  moderator = (await signedInUser(ctx, ['moderator'])).session;
  employee = (await signedInUser(ctx)).session;
});
afterAll(async () => ctx?.close());

/** iCalendar folds lines at 75 octets: unfold before looking for text. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('GET /api/events/{id}/ics', () => {
  it('answers the event as a calendar file with its place, time and link', async () => {
    const event = await createEvent(ctx, moderator, {
      name: 'Лекция о безопасности',
      address: 'Минск, ул. Немига, 5',
      starts_at: '2026-03-20T07:00:00.000Z',
      ends_at: '2026-03-20T09:30:00.000Z',
    });
    const response = await ctx.app.inject({ url: `/api/events/${event.id}/ics`, headers: employee.headers });
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
    expect(
      (await ctx.app.inject({ url: '/api/events/999999/ics', headers: employee.headers })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/events/x/ics', headers: employee.headers })).statusCode).toBe(
      400,
    );
    expect((await ctx.app.inject({ url: '/api/events/1/ics' })).statusCode).toBe(401);
  });
});

describe('the personal calendar feed', () => {
  it('is issued, lists registered events only, is replaced when regenerated and stops when revoked', async () => {
    const { session: person } = await signedInUser(ctx);
    const feed = (session: SignedIn, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
      ctx.app.inject({ method, url: '/api/events/calendar-feed', headers: session.headers });
    expect((await feed(person)).json<{ data: CalendarFeed }>().data).toEqual({ url: null, created_at: null });
    const issued = (await feed(person, 'POST')).json<{ data: CalendarFeed }>().data;
    expect(issued.url).toMatch(/^\/api\/events\/calendar\.ics\?token=[A-Za-z0-9_-]{32}$/);
    expect((await feed(person)).json<{ data: CalendarFeed }>().data.url).toBe(issued.url);

    const going = await createEvent(ctx, moderator, { name: 'Йога в офисе' });
    const waiting = await createEvent(ctx, moderator, { name: 'Экскурсия на завод', capacity: 1 });
    const skipped = await createEvent(ctx, moderator, { name: 'Квиз' });
    await subscribe(ctx, person, going.id, 'registered');
    await subscribe(ctx, employee, waiting.id, 'registered');
    await subscribe(ctx, person, waiting.id, 'registered');
    await subscribe(ctx, person, skipped.id, 'uninteresting');

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

// This file's events state no price: the price filter's ceiling is the setting (spec §9's 1000).
describe('the price ceiling without prices', () => {
  it('is the setting events_price_filter_max, 1000 by default, changeable by an administrator', async () => {
    const ceiling = async () =>
      (await ctx.app.inject({ url: '/api/events/filters', headers: employee.headers })).json<{
        data: EventFilters;
      }>().data;
    expect(await ceiling()).toMatchObject({ max_price: null, price_ceiling: 1000 });
    const admin = (await signedInUser(ctx, ['admin'])).session;
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/events_price_filter_max',
      headers: admin.headers,
      payload: { value: '2500' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await ceiling()).price_ceiling).toBe(2500);
  });
});
