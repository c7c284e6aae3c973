import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, Post } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { searchDocuments } from '../search/search.schema.ts';

/** The feed and posts (docs/modules/posts.md). */
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let other: Session;
let moderator: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const [e, o, m] = await Promise.all([
    buildUser(db),
    buildUser(db),
    buildUser(db, { roles: ['moderator'] }),
  ]);
  [employee, other, moderator] = await Promise.all([api.as(e), api.as(o), api.as(m)]);
});
afterAll(async () => ctx?.close());

const create = (session: Session, payload: object) => session.post('/api/posts', payload);
const feed = async (session: Session, query = '') =>
  (await session.get(`/api/feeds${query}`)).json<{
    data: FeedItem[];
    meta: { current_page: number; last_page: number; total: number };
  }>();

describe('posts', () => {
  it('publishes a post with sanitised HTML, tags and a search entry; GET /posts/{id}/ has its relations', async () => {
    const response = await create(employee, {
      kind: 'post',
      body: '<p onclick="steal()">Итоги <strong>хакатона</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      tags: ['Хакатон', 'хакатон', 'Команда'],
    });
    expect(response.statusCode).toBe(201);
    const post = response.json<{ data: Post }>().data;
    expect(post.body).toContain('<p>Итоги <strong>хакатона</strong>');
    expect(post.body).not.toMatch(/script|onerror|onclick/);
    expect(post.tags.map((tag) => tag.name).sort()).toEqual(['Команда', 'Хакатон']);
    expect(post.abilities).toEqual({ update: true, delete: true });

    const fetched = await other.get(`/api/posts/${post.id}/`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json<{ data: Post }>().data).toMatchObject({
      id: post.id,
      excerpt: 'Итоги хакатона',
      likes: 0,
      comments: 0,
      my_like_id: null,
      abilities: { update: false, delete: false },
    });
    const [indexed] = await ctx.database.db
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.entityId, post.id));
    expect(indexed).toMatchObject({ kind: 'post', url: `/posts/${post.id}` });
  });

  it('keeps news to moderators: an employee gets 403, a moderator publishes, a title is required', async () => {
    const byEmployee = await create(employee, { kind: 'news', title: 'Новость', body: '<p>Текст</p>' });
    expect(byEmployee.statusCode).toBe(403);
    expect(byEmployee.json<{ message: string }>().message).toBe(
      'Новости публикуют модераторы и администраторы',
    );
    const untitled = await create(moderator, { kind: 'news', body: '<p>Текст</p>' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json<{ errors: Record<string, string[]> }>().errors.title).toEqual([
      'У новости должен быть заголовок',
    ]);
    expect(
      (await create(moderator, { kind: 'news', title: 'Открыт новый офис', body: '<p>В Минске</p>' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses an empty body, a foreign or missing image and a bad kind (400)', async () => {
    const empty = await create(employee, { kind: 'post', body: '<p> <script>x</script></p>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.body).toEqual([
      'Текст публикации не может быть пустым',
    ]);
    expect((await create(employee, { kind: 'post', body: '<p>Я</p>', image_id: 999_999 })).statusCode).toBe(
      400,
    );
    expect((await create(employee, { kind: 'poem', body: '<p>Я</p>' })).statusCode).toBe(400);
    expect(
      (
        await create(employee, {
          kind: 'post',
          body: '<p>Я</p>',
          tags: Array.from({ length: 11 }, (_, i) => `т${i}`),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lets the author and a moderator edit, not another employee; a stale edit is 409; delete hides it', async () => {
    const post = (await create(employee, { kind: 'post', body: '<p>Черновик мысли</p>' })).json<{
      data: Post;
    }>().data;
    const put = (session: Session, payload: object) => session.put(`/api/posts/${post.id}`, payload);
    expect((await put(other, { kind: 'post', body: '<p>Чужая правка</p>' })).statusCode).toBe(403);
    const edited = await put(employee, {
      kind: 'post',
      body: '<p>Готовая мысль</p>',
      updated_at: post.updated_at,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: Post }>().data.excerpt).toBe('Готовая мысль');
    expect(
      (await put(moderator, { kind: 'post', body: '<p>Поздно</p>', updated_at: post.updated_at })).statusCode,
    ).toBe(409);
    expect((await put(employee, { kind: 'news', title: 'Повышение', body: '<p>Я</p>' })).statusCode).toBe(
      403,
    );

    expect((await other.delete(`/api/posts/${post.id}`)).statusCode).toBe(403);
    expect((await moderator.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await employee.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await feed(employee)).data.map((item) => item.id)).not.toContain(post.id);
  });

  it('lets one of two editors of the same version win; the other gets 409 and nothing is lost', async () => {
    const post = (await create(employee, { kind: 'post', body: '<p>Общий черновик</p>' })).json<{
      data: Post;
    }>().data;
    const edit = (session: Session, text: string) =>
      session.put(`/api/posts/${post.id}`, {
        kind: 'post',
        body: `<p>${text}</p>`,
        updated_at: post.updated_at,
      });
    const results = await Promise.all([
      edit(employee, 'Правка автора'),
      edit(moderator, 'Правка модератора'),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((response) => response.statusCode === 200)!.json<{ data: Post }>().data;
    const stored = (await other.get(`/api/posts/${post.id}`)).json<{
      data: Post;
    }>().data;
    expect(stored.excerpt).toBe(winner.excerpt);
  });

  it('keeps posts to moderators when the setting is off', async () => {
    await ctx.services.settings.set('posts_by_employees', '0');
    try {
      expect((await create(employee, { kind: 'post', body: '<p>Можно?</p>' })).statusCode).toBe(403);
      const abilities = await employee.get('/api/posts/abilities');
      expect(abilities.json()).toEqual({ data: { news: false, post: false } });
    } finally {
      await ctx.services.settings.set('posts_by_employees', '1');
    }
  });
});

describe('GET /api/tags', () => {
  it('lists the tags in use for a signed-in user, and refuses without a session', async () => {
    await create(employee, { kind: 'post', body: '<p>С тегом</p>', tags: ['Ёлка'] });
    const response = await other.get('/api/tags');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { name: string }[] }>().data.map((tag) => tag.name)).toContain('Ёлка');
    expect((await ctx.app.inject({ url: '/api/tags' })).statusCode).toBe(401);
  });
});

describe('GET /api/feeds', () => {
  it('pages newest first from page 1 with meta.last_page, and narrows by tag and kind', async () => {
    const tag = `Лента${Date.now()}`;
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await create(employee, { kind: 'post', body: `<p>Запись ${index}</p>`, tags: [tag] });
      ids.push(response.json<{ data: Post }>().data.id);
    }
    const first = await feed(other, `?tag=${encodeURIComponent(tag.toLowerCase())}&per_page=2`);
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 3 });
    expect(first.data.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await feed(other, `?tag=${encodeURIComponent(tag)}&per_page=2&page=2`);
    expect(second.data.map((item) => item.id)).toEqual([ids[0]]);
    const news = await feed(other, '?kind=news');
    expect(news.data.every((item) => item.kind === 'news')).toBe(true);
    expect((await other.get('/api/feeds?page=0')).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/feeds' })).statusCode).toBe(401);
  });
});
