import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardSchema, boardsPageSchema, type Board, type BoardsPage } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { files } from '../files/files.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';
import { buildFile, png } from '../files/files.factory.ts';
import { buildBoard, buildTopic, forumPeople, type ForumPeople } from './forum.factory.ts';

/** Boards and favourites (docs/modules/forum.md). */
let ctx: TestContext;
let people: ForumPeople;
beforeAll(async () => {
  ctx = await createTestApp();
  people = await forumPeople(ctx);
});
afterAll(async () => ctx?.close());

const errorsOf = (response: { json: <T>() => T }) =>
  response.json<{ message: string; errors?: Record<string, string[]> }>();

describe('boards', () => {
  it('pages the list from 1 with meta.current_page and last_page, newest activity first; page=0 is a 400', async () => {
    const { moderator, employee } = people;
    const first = await buildBoard(ctx, { title: 'Офис и быт' });
    const second = await buildBoard(ctx, { title: 'Технологии' });
    const third = await buildBoard(ctx, { title: 'Барахолка' });
    // Activity lifts a board: a new topic in the first.
    await buildTopic(ctx, { board: first, author: employee, title: 'Кофемашина на третьем этаже' });

    const response = await employee.get('/api/boards?per_page=2');
    expect(response.statusCode).toBe(200);
    const page = response.json<BoardsPage>();
    // The answer is exactly the contract's (nothing for the response schema to strip).
    boardsPageSchema.strict().parse(page);
    for (const board of page.data) boardSchema.strict().parse(board);
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(page.meta.abilities).toEqual({ create: false });
    expect(page.data.map((board) => board.id)).toEqual([first.id, third.id]);
    expect(page.data[0]).toMatchObject({
      title: 'Офис и быт',
      topics: 1,
      subscribers: 0,
      favorite: false,
      subscribed: false,
      abilities: { update: false, delete: false, create_topic: true },
    });
    const next = (await employee.get('/api/boards?page=2&per_page=2')).json<BoardsPage>();
    expect(next.data.map((board) => board.id)).toEqual([second.id]);
    const byTitle = (await employee.get('/api/boards?sort=title')).json<BoardsPage>();
    expect(byTitle.data.map((board) => board.title)).toEqual(['Барахолка', 'Офис и быт', 'Технологии']);

    for (const query of ['page=0', 'per_page=0', 'page=abc', 'sort=rating']) {
      const bad = await employee.get(`/api/boards?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(errorsOf(bad).message).toMatch(/[а-яё]/i);
    }
    expect((await moderator.get('/api/boards')).json<BoardsPage>().meta.abilities).toEqual({
      create: true,
    });
  });

  it('reads one board by GET /boards/{id}/ and without the slash; a missing one is a 404', async () => {
    const board = await buildBoard(ctx, { title: 'Обучение' });
    for (const url of [`/api/boards/${board.id}/`, `/api/boards/${board.id}`]) {
      const response = await people.employee.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: Board }>().data).toMatchObject({ id: board.id, title: 'Обучение' });
    }
    const missing = await people.employee.get('/api/boards/999999/');
    expect(missing.statusCode).toBe(404);
    expect(errorsOf(missing).message).toBe('Раздел форума не найден');
    expect((await people.employee.get('/api/boards/abc')).statusCode).toBe(400);
  });

  it('lets only moderators and administrators create, edit and delete boards', async () => {
    const { employee, moderator } = people;
    const denied = await employee.post('/api/boards', { title: 'Мой раздел' });
    expect(denied.statusCode).toBe(403);
    const created = await moderator.post('/api/boards', { title: 'Спорт и отдых', description: 'Описание' });
    expect(created.statusCode).toBe(201);
    const board = created.json<{ data: Board }>().data;
    expect(board.abilities).toEqual({ update: true, delete: true, create_topic: true });
    expect((await employee.put(`/api/boards/${board.id}`, { title: 'Взлом' })).statusCode).toBe(403);
    expect((await employee.patch(`/api/boards/${board.id}`, { title: 'Взлом' })).statusCode).toBe(403);
    expect((await employee.delete(`/api/boards/${board.id}`)).statusCode).toBe(403);

    const renamed = await moderator.put(`/api/boards/${board.id}`, {
      title: 'Спорт, отдых и хобби',
      description: 'Футбол, бег, настолки',
      revision: board.revision,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: Board }>().data).toMatchObject({
      title: 'Спорт, отдых и хобби',
      description: 'Футбол, бег, настолки',
      revision: board.revision + 1,
    });
    // An edit made on the version before is refused.
    const stale = await moderator.put(`/api/boards/${board.id}`, {
      title: 'Старое название',
      revision: board.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorsOf(stale).message).toBe('Раздел уже изменили: обновите страницу');
    expect((await moderator.put('/api/boards/999999', { title: 'Нет' })).statusCode).toBe(404);
  });

  it('refuses bad board input with Russian field messages', async () => {
    const { moderator } = people;
    const empty = await moderator.post('/api/boards', { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty).errors?.title).toEqual(['Введите название раздела']);
    const long = await moderator.post('/api/boards', { title: 'я'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(errorsOf(long).errors?.title?.[0]).toMatch(/[а-яё]/i);
    const board = await buildBoard(ctx, { title: 'Проверка' });
    const nothing = await moderator.patch(`/api/boards/${board.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain('Укажите, что изменить');
  });

  it('edits a whole board by PUT /boards/{id}: 200 replaces the words, 403 for an employee, 400 in Russian', async () => {
    const { moderator, employee } = people;
    const board = await buildBoard(ctx, { title: 'Путешествия' });
    const described = await moderator.patch(`/api/boards/${board.id}`, {
      description: 'Куда поехать в отпуск',
    });
    expect(described.statusCode).toBe(200);

    // A full edit: a description left out is cleared, not kept.
    const put = await moderator.put(`/api/boards/${board.id}`, { title: 'Путешествия и походы' });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ data: Board }>().data).toMatchObject({
      title: 'Путешествия и походы',
      description: null,
    });

    const denied = await employee.put(`/api/boards/${board.id}`, { title: 'Чужое' });
    expect(denied.statusCode).toBe(403);

    for (const payload of [{}, { title: '  ' }, { title: 'Да', description: 'я'.repeat(1001) }]) {
      const bad = await moderator.put(`/api/boards/${board.id}`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      const field = 'title' in payload && payload.title === 'Да' ? 'description' : 'title';
      expect(errorsOf(bad).errors?.[field]?.[0], JSON.stringify(payload)).toMatch(/[а-яё]/i);
    }
    expect(errorsOf(await moderator.put(`/api/boards/${board.id}`, { title: '' })).errors?.title).toEqual([
      'Введите название раздела',
    ]);
    const unchanged = await employee.get(`/api/boards/${board.id}`);
    expect(unchanged.json<{ data: Board }>().data.title).toBe('Путешествия и походы');
  });

  it('sets the thumbnail and banner by PATCH from uploaded images, shares them, refuses other files', async () => {
    const { moderator, employee } = people;
    const board = await buildBoard(ctx, { title: 'С картинками' });
    const thumbnail = (await buildFile(ctx, { name: 'thumb.png', content: await png(), owner: moderator }))
      .id;
    const banner = (
      await buildFile(ctx, { name: 'banner.png', content: await png(1600, 400), owner: moderator })
    ).id;
    const response = await moderator.patch(`/api/boards/${board.id}`, {
      thumbnail_id: thumbnail,
      banner_id: banner,
    });
    expect(response.statusCode).toBe(200);
    const patched = response.json<{ data: Board }>().data;
    expect(patched).toMatchObject({
      thumbnail_id: thumbnail,
      banner_id: banner,
      thumbnail: { id: thumbnail, preview_url: `/api/files/${thumbnail}/preview/320` },
      banner: { id: banner, preview_url: `/api/files/${banner}/preview/1280` },
    });
    const shared = await ctx.database.db.select({ shared: files.shared }).from(files);
    expect(shared.length).toBeGreaterThanOrEqual(2);
    // Everyone may now read the pictures.
    const seen = await employee.get(`/api/files/${thumbnail}/preview/320`);
    expect(seen.statusCode).toBe(200);

    const text = (
      await buildFile(ctx, { name: 'notes.txt', content: Buffer.from('просто текст'), owner: moderator })
    ).id;
    const foreign = (await buildFile(ctx, { name: 'mine.png', content: await png(), owner: employee })).id;
    for (const [field, id] of [
      ['thumbnail_id', text],
      ['banner_id', foreign],
      ['thumbnail_id', 999_999],
    ] as const) {
      const refused = await moderator.patch(`/api/boards/${board.id}`, { [field]: id });
      expect(refused.statusCode, `${field}=${id}`).toBe(400);
      expect(errorsOf(refused).errors?.[field]).toEqual([
        'Выберите загруженное вами изображение (JPEG, PNG, WebP или GIF)',
      ]);
    }
    // The employee's upload stayed private and the board kept its pictures.
    const [mine] = await ctx.database.db.select().from(files).where(eq(files.id, foreign));
    expect(mine!.shared).toBe(false);
    const removed = await moderator.patch(`/api/boards/${board.id}`, { thumbnail_id: null });
    expect(removed.json<{ data: Board }>().data).toMatchObject({ thumbnail_id: null, banner_id: banner });
  });

  it('deletes a board: it and its topics answer 404 and leave the search', async () => {
    const { moderator, employee } = people;
    const board = await buildBoard(ctx, { title: 'Временный раздел' });
    const topic = await buildTopic(ctx, { board, author: employee, title: 'Тема во временном разделе' });
    const response = await moderator.delete(`/api/boards/${board.id}`);
    expect(response.statusCode).toBe(204);
    expect((await employee.get(`/api/boards/${board.id}`)).statusCode).toBe(404);
    expect((await employee.get(`/api/topics/${topic.id}`)).statusCode).toBe(404);
    expect((await employee.get(`/api/topics?board_id=${board.id}`)).statusCode).toBe(404);
    const indexed = await ctx.database.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'topic'), eq(searchDocuments.entityId, topic.id)));
    expect(indexed).toEqual([]);
    expect((await moderator.delete(`/api/boards/${board.id}`)).statusCode).toBe(404);
  });
});

describe('favourite boards', () => {
  it('adds a favourite idempotently, lists it first and marked, removes it', async () => {
    const { other } = people;
    const liked = await buildBoard(ctx, { title: 'Избранный раздел' });
    await buildBoard(ctx, { title: 'Свежий раздел' });
    for (let i = 0; i < 2; i += 1) {
      const added = await other.post('/api/favorites', { id: liked.id, entity: 'board' });
      expect(added.statusCode).toBe(201);
      expect(added.json<{ data: unknown }>().data).toEqual({ id: liked.id, entity: 'board', favorite: true });
    }
    const list = (await other.get('/api/boards')).json<BoardsPage>();
    expect(list.data[0]).toMatchObject({ id: liked.id, favorite: true });
    expect(list.data.filter((board) => board.favorite)).toHaveLength(1);

    expect((await other.delete(`/api/favorites/board/${liked.id}`)).statusCode).toBe(204);
    expect((await other.delete(`/api/favorites/board/${liked.id}`)).statusCode).toBe(204);
    const after = (await other.get(`/api/boards/${liked.id}`)).json<{ data: Board }>().data;
    expect(after.favorite).toBe(false);
  });

  it('refuses another entity (400) and a missing board (404)', async () => {
    const { other } = people;
    expect((await other.post('/api/favorites', { id: 1, entity: 'post' })).statusCode).toBe(400);
    expect((await other.post('/api/favorites', { entity: 'board' })).statusCode).toBe(400);
    const missing = await other.post('/api/favorites', { id: 999_999, entity: 'board' });
    expect(missing.statusCode).toBe(404);
    expect((await other.delete('/api/favorites/post/1')).statusCode).toBe(400);
    expect((await other.delete('/api/favorites/board/999999')).statusCode).toBe(404);
  });
});

describe('board subscriptions', () => {
  it('subscribes and unsubscribes idempotently, counting each person once', async () => {
    const { employee, other } = people;
    const board = await buildBoard(ctx, { title: 'Подписки' });
    const subscribe = (session: typeof employee) => session.post(`/api/boards/${board.id}/subscribe`);
    expect((await subscribe(employee)).json<{ data: unknown }>().data).toEqual({
      subscribed: true,
      subscribers: 1,
    });
    expect((await subscribe(employee)).json<{ data: unknown }>().data).toEqual({
      subscribed: true,
      subscribers: 1,
    });
    await subscribe(other);
    const seen = (await employee.get(`/api/boards/${board.id}`)).json<{ data: Board }>().data;
    expect(seen).toMatchObject({ subscribed: true, subscribers: 2 });
    const off = await employee.delete(`/api/boards/${board.id}/subscribe`);
    expect(off.json<{ data: unknown }>().data).toEqual({ subscribed: false, subscribers: 1 });
    const again = await employee.delete(`/api/boards/${board.id}/subscribe`);
    expect(again.json<{ data: unknown }>().data).toEqual({ subscribed: false, subscribers: 1 });
    expect((await employee.post('/api/boards/999999/subscribe')).statusCode).toBe(404);
    expect((await employee.post('/api/boards/0/subscribe')).statusCode).toBe(400);
  });
});
