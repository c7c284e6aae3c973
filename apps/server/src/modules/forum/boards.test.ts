import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardSchema, boardsPageSchema, type Board, type BoardsPage } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { files } from '../files/files.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';
import {
  caller,
  createBoard,
  createTopic,
  forumPeople,
  png,
  upload,
  type ForumPeople,
} from './forum.fixtures.ts';

/** Boards and favourites (issue 14 point 2, spec §7 "Forum"). */
let ctx: TestContext;
let people: ForumPeople;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestApp();
  people = await forumPeople(ctx);
  call = caller(ctx);
});
afterAll(async () => ctx?.close());

const errorsOf = (response: { json: <T>() => T }) =>
  response.json<{ message: string; errors?: Record<string, string[]> }>();

describe('boards', () => {
  it('pages the list from 1 with meta.current_page and last_page, newest activity first; page=0 is a 400', async () => {
    const { moderator, employee } = people;
    const first = await createBoard(ctx, moderator, 'Офис и быт');
    const second = await createBoard(ctx, moderator, 'Технологии');
    const third = await createBoard(ctx, moderator, 'Барахолка');
    // Activity lifts a board: a new topic in the first.
    await createTopic(ctx, employee, first.id, 'Кофемашина на третьем этаже');

    const response = await call(employee, 'GET', '/api/boards?per_page=2');
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
    const next = (await call(employee, 'GET', '/api/boards?page=2&per_page=2')).json<BoardsPage>();
    expect(next.data.map((board) => board.id)).toEqual([second.id]);
    const byTitle = (await call(employee, 'GET', '/api/boards?sort=title')).json<BoardsPage>();
    expect(byTitle.data.map((board) => board.title)).toEqual(['Барахолка', 'Офис и быт', 'Технологии']);

    for (const query of ['page=0', 'per_page=0', 'page=abc', 'sort=rating']) {
      const bad = await call(employee, 'GET', `/api/boards?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(errorsOf(bad).message).toMatch(/[а-яё]/i);
    }
    expect((await call(moderator, 'GET', '/api/boards')).json<BoardsPage>().meta.abilities).toEqual({
      create: true,
    });
  });

  it('reads one board by GET /boards/{id}/ and without the slash; a missing one is a 404', async () => {
    const board = await createBoard(ctx, people.moderator, 'Обучение');
    for (const url of [`/api/boards/${board.id}/`, `/api/boards/${board.id}`]) {
      const response = await call(people.employee, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: Board }>().data).toMatchObject({ id: board.id, title: 'Обучение' });
    }
    const missing = await call(people.employee, 'GET', '/api/boards/999999/');
    expect(missing.statusCode).toBe(404);
    expect(errorsOf(missing).message).toBe('Раздел форума не найден');
    expect((await call(people.employee, 'GET', '/api/boards/abc')).statusCode).toBe(400);
  });

  it('lets only moderators and administrators create, edit and delete boards', async () => {
    const { employee, moderator } = people;
    const denied = await call(employee, 'POST', '/api/boards', { title: 'Мой раздел' });
    expect(denied.statusCode).toBe(403);
    const board = await createBoard(ctx, moderator, 'Спорт и отдых');
    expect(board.abilities).toEqual({ update: true, delete: true, create_topic: true });
    expect((await call(employee, 'PUT', `/api/boards/${board.id}`, { title: 'Взлом' })).statusCode).toBe(403);
    expect((await call(employee, 'PATCH', `/api/boards/${board.id}`, { title: 'Взлом' })).statusCode).toBe(
      403,
    );
    expect((await call(employee, 'DELETE', `/api/boards/${board.id}`)).statusCode).toBe(403);

    const renamed = await call(moderator, 'PUT', `/api/boards/${board.id}`, {
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
    const stale = await call(moderator, 'PUT', `/api/boards/${board.id}`, {
      title: 'Старое название',
      revision: board.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorsOf(stale).message).toBe('Раздел уже изменили: обновите страницу');
    expect((await call(moderator, 'PUT', '/api/boards/999999', { title: 'Нет' })).statusCode).toBe(404);
  });

  it('refuses bad board input with Russian field messages', async () => {
    const { moderator } = people;
    const empty = await call(moderator, 'POST', '/api/boards', { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty).errors?.title).toEqual(['Введите название раздела']);
    const long = await call(moderator, 'POST', '/api/boards', { title: 'я'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(errorsOf(long).errors?.title?.[0]).toMatch(/[а-яё]/i);
    const board = await createBoard(ctx, moderator, 'Проверка');
    const nothing = await call(moderator, 'PATCH', `/api/boards/${board.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain('Укажите, что изменить');
  });

  it('edits a whole board by PUT /boards/{id}: 200 replaces the words, 403 for an employee, 400 in Russian', async () => {
    const { moderator, employee } = people;
    const board = await createBoard(ctx, moderator, 'Путешествия');
    const described = await call(moderator, 'PATCH', `/api/boards/${board.id}`, {
      description: 'Куда поехать в отпуск',
    });
    expect(described.statusCode).toBe(200);

    // A full edit: a description left out is cleared, not kept.
    const put = await call(moderator, 'PUT', `/api/boards/${board.id}`, { title: 'Путешествия и походы' });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ data: Board }>().data).toMatchObject({
      title: 'Путешествия и походы',
      description: null,
    });

    const denied = await call(employee, 'PUT', `/api/boards/${board.id}`, { title: 'Чужое' });
    expect(denied.statusCode).toBe(403);

    for (const payload of [{}, { title: '  ' }, { title: 'Да', description: 'я'.repeat(1001) }]) {
      const bad = await call(moderator, 'PUT', `/api/boards/${board.id}`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      const field = 'title' in payload && payload.title === 'Да' ? 'description' : 'title';
      expect(errorsOf(bad).errors?.[field]?.[0], JSON.stringify(payload)).toMatch(/[а-яё]/i);
    }
    expect(
      errorsOf(await call(moderator, 'PUT', `/api/boards/${board.id}`, { title: '' })).errors?.title,
    ).toEqual(['Введите название раздела']);
    const unchanged = await call(employee, 'GET', `/api/boards/${board.id}`);
    expect(unchanged.json<{ data: Board }>().data.title).toBe('Путешествия и походы');
  });

  it('sets the thumbnail and banner by PATCH from uploaded images, shares them, refuses other files', async () => {
    const { moderator, employee } = people;
    const board = await createBoard(ctx, moderator, 'С картинками');
    const thumbnail = await upload(ctx, moderator, { name: 'thumb.png', content: await png() });
    const banner = await upload(ctx, moderator, { name: 'banner.png', content: await png(1600, 400) });
    const response = await call(moderator, 'PATCH', `/api/boards/${board.id}`, {
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
    const seen = await call(employee, 'GET', `/api/files/${thumbnail}/preview/320`);
    expect(seen.statusCode).toBe(200);

    const text = await upload(ctx, moderator, { name: 'notes.txt', content: Buffer.from('просто текст') });
    const foreign = await upload(ctx, employee, { name: 'mine.png', content: await png() });
    for (const [field, id] of [
      ['thumbnail_id', text],
      ['banner_id', foreign],
      ['thumbnail_id', 999_999],
    ] as const) {
      const refused = await call(moderator, 'PATCH', `/api/boards/${board.id}`, { [field]: id });
      expect(refused.statusCode, `${field}=${id}`).toBe(400);
      expect(errorsOf(refused).errors?.[field]).toEqual([
        'Выберите загруженное вами изображение (JPEG, PNG, WebP или GIF)',
      ]);
    }
    // The employee's upload stayed private and the board kept its pictures.
    const [mine] = await ctx.database.db.select().from(files).where(eq(files.id, foreign));
    expect(mine!.shared).toBe(false);
    const removed = await call(moderator, 'PATCH', `/api/boards/${board.id}`, { thumbnail_id: null });
    expect(removed.json<{ data: Board }>().data).toMatchObject({ thumbnail_id: null, banner_id: banner });
  });

  it('deletes a board: it and its topics answer 404 and leave the search', async () => {
    const { moderator, employee } = people;
    const board = await createBoard(ctx, moderator, 'Временный раздел');
    const topic = await createTopic(ctx, employee, board.id, 'Тема во временном разделе');
    const response = await call(moderator, 'DELETE', `/api/boards/${board.id}`);
    expect(response.statusCode).toBe(204);
    expect((await call(employee, 'GET', `/api/boards/${board.id}`)).statusCode).toBe(404);
    expect((await call(employee, 'GET', `/api/topics/${topic.id}`)).statusCode).toBe(404);
    expect((await call(employee, 'GET', `/api/topics?board_id=${board.id}`)).statusCode).toBe(404);
    const indexed = await ctx.database.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'topic'), eq(searchDocuments.entityId, topic.id)));
    expect(indexed).toEqual([]);
    expect((await call(moderator, 'DELETE', `/api/boards/${board.id}`)).statusCode).toBe(404);
  });
});

describe('favourite boards', () => {
  it('adds a favourite idempotently, lists it first and marked, removes it', async () => {
    const { moderator, other } = people;
    const liked = await createBoard(ctx, moderator, 'Избранный раздел');
    await createBoard(ctx, moderator, 'Свежий раздел');
    for (let i = 0; i < 2; i += 1) {
      const added = await call(other, 'POST', '/api/favorites', { id: liked.id, entity: 'board' });
      expect(added.statusCode).toBe(201);
      expect(added.json<{ data: unknown }>().data).toEqual({ id: liked.id, entity: 'board', favorite: true });
    }
    const list = (await call(other, 'GET', '/api/boards')).json<BoardsPage>();
    expect(list.data[0]).toMatchObject({ id: liked.id, favorite: true });
    expect(list.data.filter((board) => board.favorite)).toHaveLength(1);

    expect((await call(other, 'DELETE', `/api/favorites/board/${liked.id}`)).statusCode).toBe(204);
    expect((await call(other, 'DELETE', `/api/favorites/board/${liked.id}`)).statusCode).toBe(204);
    const after = (await call(other, 'GET', `/api/boards/${liked.id}`)).json<{ data: Board }>().data;
    expect(after.favorite).toBe(false);
  });

  it('refuses another entity (400) and a missing board (404)', async () => {
    const { other } = people;
    expect((await call(other, 'POST', '/api/favorites', { id: 1, entity: 'post' })).statusCode).toBe(400);
    expect((await call(other, 'POST', '/api/favorites', { entity: 'board' })).statusCode).toBe(400);
    const missing = await call(other, 'POST', '/api/favorites', { id: 999_999, entity: 'board' });
    expect(missing.statusCode).toBe(404);
    expect((await call(other, 'DELETE', '/api/favorites/post/1')).statusCode).toBe(400);
    expect((await call(other, 'DELETE', '/api/favorites/board/999999')).statusCode).toBe(404);
  });
});

describe('board subscriptions', () => {
  it('subscribes and unsubscribes idempotently, counting each person once', async () => {
    const { moderator, employee, other } = people;
    const board = await createBoard(ctx, moderator, 'Подписки');
    const subscribe = (session: typeof employee) =>
      call(session, 'POST', `/api/boards/${board.id}/subscribe`);
    expect((await subscribe(employee)).json<{ data: unknown }>().data).toEqual({
      subscribed: true,
      subscribers: 1,
    });
    expect((await subscribe(employee)).json<{ data: unknown }>().data).toEqual({
      subscribed: true,
      subscribers: 1,
    });
    await subscribe(other);
    const seen = (await call(employee, 'GET', `/api/boards/${board.id}`)).json<{ data: Board }>().data;
    expect(seen).toMatchObject({ subscribed: true, subscribers: 2 });
    const off = await call(employee, 'DELETE', `/api/boards/${board.id}/subscribe`);
    expect(off.json<{ data: unknown }>().data).toEqual({ subscribed: false, subscribers: 1 });
    const again = await call(employee, 'DELETE', `/api/boards/${board.id}/subscribe`);
    expect(again.json<{ data: unknown }>().data).toEqual({ subscribed: false, subscribers: 1 });
    expect((await call(employee, 'POST', '/api/boards/999999/subscribe')).statusCode).toBe(404);
    expect((await call(employee, 'POST', '/api/boards/0/subscribe')).statusCode).toBe(400);
  });
});
