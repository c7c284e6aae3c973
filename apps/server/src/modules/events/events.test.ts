import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventItemSchema,
  listEnvelopeSchema,
  type EventDetail,
  type EventFilters,
  type EventItem,
} from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';
import { buildEvent, eventInput, getEvent, TODAY } from './events.factory.ts';

/** Events: the list, the filters, one event and the organisers' writes (docs/modules/events.md). */
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let moderator: Session;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  [employee, moderator, admin] = await Promise.all([api.as(), api.as('moderator'), api.as('admin')]);
});
afterAll(async () => ctx?.close());

type Page = { data: EventItem[]; meta: { current_page: number; last_page: number; total: number } };
const list = async (session: Session, query: string) => {
  const response = await session.get(`/api/events/intranet?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

describe('organisers write events', () => {
  it('creates an event with sanitised text, tags, details and a search entry; everyone reads it', async () => {
    const event = await buildEvent(ctx, {
      organiser: moderator,
      description: '<p onclick="x()">Программа<script>alert(1)</script></p>',
      tags: ['Обучение', 'обучение', 'TypeScript'],
      price: 1500.5,
      capacity: 30,
      meta: [
        { slug: 'contact', value: 'Анна, доб. 1234' },
        { slug: 'format', value: 'Офлайн' },
      ],
    });
    expect(event.description).toBe('<p>Программа</p>');
    expect(event.tags.map((tag) => tag.name).sort()).toEqual(['TypeScript', 'Обучение']);
    expect(event).toMatchObject({
      price: 1500.5,
      capacity: 30,
      free_places: 30,
      registered: 0,
      my_status: null,
      past: false,
      groups: ['engineers'],
      meta: [
        { slug: 'contact', value: 'Анна, доб. 1234' },
        { slug: 'format', value: 'Офлайн' },
      ],
      abilities: { update: true, delete: true, members: true, subscribe: true },
    });
    const seen = await getEvent(employee, event.id);
    expect(seen.abilities).toEqual({ update: false, delete: false, members: false, subscribe: true });
    const [indexed] = await ctx.database.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'event'), eq(searchDocuments.entityId, event.id)));
    expect(indexed).toMatchObject({ url: `/events/${event.id}`, title: 'Митап по TypeScript' });
  });

  it('refuses an employee (403) and bad input (400 with the field in Russian)', async () => {
    const byEmployee = await employee.post('/api/events', eventInput());
    expect(byEmployee.statusCode).toBe(403);
    const send = (payload: object) => moderator.post('/api/events', payload);
    const reversed = await send(eventInput({ ends_at: '2026-03-12T14:00:00.000Z' }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ errors: Record<string, string[]> }>().errors.ends_at).toEqual([
      'Окончание раньше начала',
    ]);
    const nameless = await send(eventInput({ name: '  ' }));
    expect(nameless.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
      'Введите название события',
    ]);
    expect((await send(eventInput({ capacity: 0 }))).statusCode).toBe(400);
    expect((await send(eventInput({ price: -1 }))).statusCode).toBe(400);
    expect((await send({ ...eventInput(), groups: ['aliens'] })).statusCode).toBe(400);
    expect((await send({ ...eventInput(), starts_at: 'завтра' })).statusCode).toBe(400);
    const foreignImage = await send(eventInput({ image_id: 999_999 }));
    expect(foreignImage.statusCode).toBe(400);
    expect(foreignImage.json<{ errors: Record<string, string[]> }>().errors.image_id).toBeDefined();
  });

  it('edits with the version seen (a stale one is 409), deletes softly and audits; 404 afterwards', async () => {
    const event = await buildEvent(ctx, { organiser: moderator, name: 'Субботник' });
    const put = (session: Session, payload: object) => session.put(`/api/events/${event.id}`, payload);
    expect((await put(employee, eventInput({ name: 'Чужая правка' }))).statusCode).toBe(403);
    const edited = await put(admin, eventInput({ name: 'Весенний субботник', updated_at: event.updated_at }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: EventDetail }>().data.name).toBe('Весенний субботник');
    expect((await put(moderator, eventInput({ updated_at: event.updated_at }))).statusCode).toBe(409);
    expect((await put(moderator, eventInput())).statusCode).toBe(200);
    expect((await admin.put('/api/events/999999', eventInput())).statusCode).toBe(404);

    const remove = (session: Session) => session.delete(`/api/events/${event.id}`);
    expect((await remove(employee)).statusCode).toBe(403);
    expect((await remove(moderator)).statusCode).toBe(204);
    expect((await remove(moderator)).statusCode).toBe(404);
    expect((await employee.get(`/api/events/${event.id}`)).statusCode).toBe(404);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'event.delete'), eq(auditLog.targetId, String(event.id))));
    expect(audit).toBeDefined();
    const indexed = await ctx.database.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'event'), eq(searchDocuments.entityId, event.id)));
    expect(indexed).toHaveLength(0);
  });
});

describe('GET /api/events/intranet', () => {
  it('pages from 1 (page 0 is 400), upcoming by start, past newest first, a month by overlap', async () => {
    const tag = `Лента${Date.now()}`;
    const days = ['2026-04-03', '2026-04-01', '2026-04-02'];
    const made = [];
    for (const day of days)
      made.push(
        await buildEvent(ctx, {
          organiser: moderator,
          tags: [tag],
          starts_at: `${day}T09:00:00.000Z`,
          ends_at: `${day}T11:00:00.000Z`,
        }),
      );
    const past = await buildEvent(ctx, {
      organiser: moderator,
      tags: [tag],
      starts_at: '2026-02-10T09:00:00.000Z',
      ends_at: '2026-02-10T11:00:00.000Z',
    });
    const first = await list(employee, `tag=${encodeURIComponent(tag.toLowerCase())}&per_page=2`);
    // The route skips the response schema (typedJsonSerializer): the answer must match it exactly.
    expect(listEnvelopeSchema(eventItemSchema.strict()).safeParse(first).success).toBe(true);
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 3 });
    expect(first.data.map((item) => item.id)).toEqual([made[1]!.id, made[2]!.id]);
    const second = await list(employee, `tag=${encodeURIComponent(tag)}&per_page=2&page=2`);
    expect(second.data.map((item) => item.id)).toEqual([made[0]!.id]);
    const pastPage = await list(employee, `tag=${encodeURIComponent(tag)}&when=past`);
    expect(pastPage.data.map((item) => item.id)).toEqual([past.id]);
    expect(pastPage.data[0]!.past).toBe(true);
    // Ending at the first midnight of the period, an event belongs to the day before.
    await buildEvent(ctx, {
      organiser: moderator,
      tags: [tag],
      starts_at: new Date('2026-04-01T21:00:00').toISOString(),
      ends_at: new Date('2026-04-02T00:00:00').toISOString(),
    });
    const april = await list(
      employee,
      `tag=${encodeURIComponent(tag)}&date_start=2026-04-02&date_end=2026-04-30`,
    );
    expect(april.data.map((item) => item.id)).toEqual([made[2]!.id, made[0]!.id]);

    const bad = async (query: string) => (await employee.get(`/api/events/intranet?${query}`)).statusCode;
    expect(await bad('page=0')).toBe(400);
    expect(await bad('date_start=2026-04-01')).toBe(400);
    expect(await bad('date_start=2026-04-10&date_end=2026-04-01')).toBe(400);
    expect(await bad('date_start=2020-01-01&date_end=2026-04-01')).toBe(400);
    expect(await bad('price_max=-5')).toBe(400);
    expect(await bad('mine=maybe')).toBe(400);
    expect((await ctx.app.inject({ url: '/api/events/intranet' })).statusCode).toBe(401);
  });

  it('filters by address, type, maximum price (unknown prices left out) and tag; derives the filters', async () => {
    const tag = `Фильтр${Date.now()}`;
    const cheap = await buildEvent(ctx, {
      organiser: moderator,
      tags: [tag],
      address: 'Алматы, пр. Абая, 10',
      type: 'Спорт',
      price: 500,
    });
    const dear = await buildEvent(ctx, {
      organiser: moderator,
      tags: [tag],
      address: 'Минск, ул. Немига, 5',
      type: 'Корпоратив',
      price: 98_000,
    });
    const unknown = await buildEvent(ctx, {
      organiser: moderator,
      tags: [tag],
      address: 'Минск, ул. Немига, 5',
      price: null,
    });
    const ids = async (query: string) =>
      (await list(employee, `tag=${encodeURIComponent(tag)}&${query}`)).data.map((item) => item.id);
    expect(await ids(`address=${encodeURIComponent('Минск, ул. Немига, 5')}`)).toEqual(
      [dear.id, unknown.id].sort((a, b) => a - b),
    );
    expect(await ids(`type=${encodeURIComponent('Спорт')}`)).toEqual([cheap.id]);
    expect(await ids('price_max=1000')).toEqual([cheap.id]);
    expect(await ids('price_max=0')).toEqual([]);

    const response = await employee.get('/api/events/filters');
    expect(response.statusCode).toBe(200);
    const filters = response.json<{ data: EventFilters }>().data;
    expect(filters.addresses).toContain('Алматы, пр. Абая, 10');
    expect(filters.addresses.indexOf('Алматы, пр. Абая, 10')).toBeLessThan(
      filters.addresses.indexOf('Минск, ул. Немига, 5'),
    );
    expect(new Set(filters.addresses).size).toBe(filters.addresses.length);
    expect(filters.types).toEqual(expect.arrayContaining(['Спорт', 'Корпоратив', 'Митап']));
    expect(filters.max_price).toBeGreaterThanOrEqual(98_000);
    expect(filters.price_ceiling).toBe(filters.max_price);
    expect(filters.abilities.create).toBe(false);
    const asModerator = await moderator.get('/api/events/filters');
    expect(asModerator.json<{ data: EventFilters }>().data.abilities.create).toBe(true);
  });

  it('shows «мои»: events the caller registered for or waits for', async () => {
    const person = await api.as();
    const tag = `Мои${Date.now()}`;
    const [going, waiting, skipped] = [
      await buildEvent(ctx, { organiser: moderator, tags: [tag] }),
      await buildEvent(ctx, { organiser: moderator, tags: [tag], capacity: 1 }),
      await buildEvent(ctx, { organiser: moderator, tags: [tag] }),
    ];
    const sub = (id: number, status: string, who = person) =>
      who.post(`/api/events/${id}/subscribe`, { status });
    expect((await sub(going.id, 'registered')).statusCode).toBe(200);
    expect((await sub(waiting.id, 'registered', employee)).statusCode).toBe(200);
    expect((await sub(waiting.id, 'registered')).json<{ data: EventDetail }>().data.my_status).toBe(
      'requested',
    );
    expect((await sub(skipped.id, 'uninteresting')).statusCode).toBe(200);
    const mine = await list(person, `tag=${encodeURIComponent(tag)}&mine=1`);
    expect(mine.data.map((item) => [item.id, item.my_status])).toEqual([
      [going.id, 'registered'],
      [waiting.id, 'requested'],
    ]);
  });

  it('answers 404 for a missing event and 400 for a bad id', async () => {
    expect((await employee.get('/api/events/999999')).statusCode).toBe(404);
    expect((await employee.get('/api/events/abc')).statusCode).toBe(400);
  });
});

describe('comments and likes on events', () => {
  it('uses the social mechanism with the entity type event', async () => {
    const event = await buildEvent(ctx, { organiser: moderator });
    const liked = await employee.post('/api/likes', { entity_type: 'event', entity_id: event.id });
    expect(liked.statusCode).toBe(201);
    const commented = await employee.post('/api/comments', {
      entity_type: 'event',
      entity_id: event.id,
      body: 'Будет запись?',
    });
    expect(commented.statusCode).toBe(201);
    const seen = await getEvent(employee, event.id);
    expect(seen).toMatchObject({ likes: 1, comments: 1 });
    expect(seen.my_like_id).toBe(liked.json<{ data: { id: number } }>().data.id);
  });
});

describe('GET /api/search/tags', () => {
  it('finds tags by the start of their name, any case, within the limit', async () => {
    const stem = `Хакатон${Date.now()}`;
    await buildEvent(ctx, { organiser: moderator, tags: [`${stem}Весна`, `${stem}Осень`, 'Другое'] });
    const search = (query: string) => employee.get(`/api/search/tags?${query}`);
    const found = await search(`q=${encodeURIComponent(stem.toLowerCase())}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ data: { name: string }[] }>().data.map((tag) => tag.name)).toEqual([
      `${stem}Весна`,
      `${stem}Осень`,
    ]);
    const one = await search(`q=${encodeURIComponent(stem)}&limit=1`);
    expect(one.json<{ data: unknown[] }>().data).toHaveLength(1);
    expect((await search('q=%25')).json<{ data: unknown[] }>().data).toHaveLength(0);
    expect((await search('limit=0')).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/search/tags?q=a' })).statusCode).toBe(401);
  });
});
