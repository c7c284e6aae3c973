import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentSchema,
  topicListItemSchema,
  type Comment,
  topicSchema,
  type Board,
  type ListEnvelope,
  type Topic,
  type TopicListItem,
} from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { searchDocuments } from '../search/search.schema.ts';
import { buildBoard, buildTopic, comment, forumPeople, type ForumPeople } from './forum.factory.ts';

/** Topics: writing, reading, moderation (docs/modules/forum.md). */
let ctx: TestContext;
let people: ForumPeople;
let board: { id: number };
beforeAll(async () => {
  ctx = await createTestApp();
  people = await forumPeople(ctx);
  board = await buildBoard(ctx, { title: 'Технологии' });
});
afterAll(async () => ctx?.close());

const errorsOf = (response: { json: <T>() => T }) =>
  response.json<{ message: string; errors?: Record<string, string[]> }>();
const topicOf = (response: { json: <T>() => T }) => response.json<{ data: Topic }>().data;
const boardNow = async (id: number) =>
  (await people.employee.get(`/api/boards/${id}`)).json<{ data: Board }>().data;
const searchEntry = async (topicId: number) =>
  (
    await ctx.database.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'topic'), eq(searchDocuments.entityId, topicId)))
  )[0];

describe('topics', () => {
  it('lets any employee open a topic: sanitised, subscribed, counted, indexed for search', async () => {
    const response = await people.employee.post('/api/topics', {
      board_id: board.id,
      title: '  Переходим на Node 22?  ',
      description: '<p onclick="x()">Кто уже <strong>пробовал</strong>?<script>alert(1)</script></p>',
    });
    expect(response.statusCode).toBe(201);
    const topic = topicOf(response);
    expect(topic).toMatchObject({
      board_id: board.id,
      title: 'Переходим на Node 22?',
      description: '<p>Кто уже <strong>пробовал</strong>?</p>',
      excerpt: 'Кто уже пробовал?',
      author: { id: people.employee.id },
      subscribers: 1,
      subscribed: true,
      comments: 0,
      pinned: false,
      closed: false,
      unread: false,
      board: { id: board.id, title: 'Технологии' },
      abilities: { update: true, delete: true, pin: false, close: false, move: false, comment: true },
    });
    expect((await boardNow(board.id)).topics).toBeGreaterThanOrEqual(1);
    expect(await searchEntry(topic.id)).toMatchObject({
      title: 'Переходим на Node 22?',
      subtitle: 'Форум · Технологии',
      url: `/forum/topic/${board.id}/${topic.id}`,
    });
    const seen = topicOf(await people.other.get(`/api/topics/${topic.id}`));
    expect(seen.abilities).toEqual({
      update: false,
      delete: false,
      pin: false,
      close: false,
      move: false,
      comment: true,
    });
    expect((await people.other.get(`/api/topics/${topic.id}/`)).statusCode).toBe(200);
  });

  it('answers 404 for a topic in a missing board and for a missing topic; 400 for bad input', async () => {
    const missingBoard = await people.employee.post('/api/topics', {
      board_id: 999_999,
      title: 'Тема',
      description: '<p>Текст</p>',
    });
    expect(missingBoard.statusCode).toBe(404);
    expect(errorsOf(missingBoard).message).toBe('Раздел форума не найден');
    const missing = await people.employee.get('/api/topics/999999');
    expect(missing.statusCode).toBe(404);
    expect(errorsOf(missing).message).toBe('Тема не найдена');

    const cases: [object, string, string | RegExp][] = [
      [{ board_id: board.id, title: ' ', description: '<p>Текст</p>' }, 'title', 'Введите название темы'],
      [{ board_id: board.id, title: 'Тема', description: '<p> </p>' }, 'description', 'Опишите тему'],
      [
        { board_id: board.id, title: 'Тема', description: '<p><script>x</script></p>' },
        'description',
        'Опишите тему',
      ],
      [{ board_id: 'один', title: 'Тема', description: '<p>Т</p>' }, 'board_id', /[а-яё]/i],
      [{ board_id: board.id, title: 'т'.repeat(201), description: '<p>Т</p>' }, 'title', /[а-яё]/i],
    ];
    for (const [payload, field, message] of cases) {
      const response = await people.employee.post('/api/topics', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorsOf(response).errors?.[field]?.[0]).toMatch(message);
    }
    for (const query of ['', 'board_id=abc', `board_id=${board.id}&page=0`, `board_id=${board.id}&sort=x`])
      expect((await people.employee.get(`/api/topics?${query}`)).statusCode, query).toBe(400);
    expect((await people.employee.get('/api/topics?board_id=999999')).statusCode).toBe(404);
  });

  it('lists a board by pages, pinned first, then the latest activity; links keep the board', async () => {
    const own = await buildBoard(ctx, { title: 'Список' });
    const oldest = await buildTopic(ctx, { board: own, author: people.employee, title: 'Старая тема' });
    const rules = await buildTopic(ctx, { board: own, author: people.moderator, title: 'Правила раздела' });
    const newest = await buildTopic(ctx, { board: own, author: people.other, title: 'Новая тема' });
    await people.moderator.put(`/api/topics/${rules.id}`, { pinned: true });
    // A comment is activity: the oldest rises above the newest.
    expect((await comment(people.other, oldest.id, 'Актуально')).statusCode).toBe(201);

    const response = await people.employee.get(`/api/topics?board_id=${own.id}&per_page=2`);
    expect(response.statusCode).toBe(200);
    const page = response.json<ListEnvelope<TopicListItem>>();
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 2, total: 3 });
    expect(page.data.map((topic) => topic.title)).toEqual(['Правила раздела', 'Старая тема']);
    expect(page.data[0]!.pinned).toBe(true);
    expect(page.data[1]).toMatchObject({
      comments: 1,
      last_comment: { author: { id: people.other.id } },
    });
    // The answers are exactly the contract's (nothing for the response schema to strip).
    for (const item of page.data) topicListItemSchema.strict().parse(item);
    topicSchema.strict().parse(topicOf(await people.employee.get(`/api/topics/${rules.id}`)));
    const discussion = await people.employee.get(`/api/comments?entity_type=topic&entity_id=${oldest.id}`);
    const comments = discussion.json<ListEnvelope<Comment>>().data;
    expect(comments).toHaveLength(1);
    for (const item of comments) commentSchema.strict().parse(item);
    expect(page.links.next).toBe(`/api/topics?board_id=${own.id}&page=2&per_page=2`);
    const second = (await people.employee.get(`/api/topics?board_id=${own.id}&page=2&per_page=2`)).json<
      ListEnvelope<TopicListItem>
    >();
    expect(second.data.map((topic) => topic.id)).toEqual([newest.id]);
    const byCreation = (await people.employee.get(`/api/topics?board_id=${own.id}&sort=-created_at`)).json<
      ListEnvelope<TopicListItem>
    >();
    expect(byCreation.data.map((topic) => topic.id)).toEqual([rules.id, newest.id, oldest.id]);
  });

  it('lets the author edit, not another employee; a stale revision is a 409', async () => {
    const topic = await buildTopic(ctx, { board, author: people.employee, title: 'Черновик' });
    const put = (session: typeof people.employee, payload: object) =>
      session.put(`/api/topics/${topic.id}`, payload);
    const denied = await put(people.other, { title: 'Чужая правка' });
    expect(denied.statusCode).toBe(403);
    expect(errorsOf(denied).message).toBe('Изменять тему могут её автор и модераторы');
    const edited = await put(people.employee, {
      title: 'Итоговое название',
      description: '<p>Новый текст</p>',
      revision: topic.revision,
    });
    expect(edited.statusCode).toBe(200);
    expect(topicOf(edited)).toMatchObject({ title: 'Итоговое название', revision: topic.revision + 1 });
    expect((await searchEntry(topic.id))?.title).toBe('Итоговое название');
    const stale = await put(people.employee, { title: 'Снова', revision: topic.revision });
    expect(stale.statusCode).toBe(409);
    expect(errorsOf(stale).message).toBe('Тему уже изменили: обновите страницу');
    // Comments are activity, not a new version: an edit on the version seen still goes through.
    await comment(people.other, topic.id, 'Комментарий');
    expect(
      (await put(people.employee, { title: 'После комментария', revision: topic.revision + 1 })).statusCode,
    ).toBe(200);
    expect((await put(people.employee, {})).statusCode).toBe(400);
    expect((await people.employee.put('/api/topics/999999', { title: 'Нет' })).statusCode).toBe(404);
  });

  it('keeps pinning, closing and moving to moderators; a closed topic refuses comments with a 409', async () => {
    const topic = await buildTopic(ctx, { board, author: people.employee, title: 'Закроем?' });
    for (const payload of [{ pinned: true }, { closed: true }, { board_id: board.id + 1 }]) {
      const denied = await people.employee.put(`/api/topics/${topic.id}`, payload);
      expect(denied.statusCode, JSON.stringify(payload)).toBe(403);
      expect(errorsOf(denied).message).toBe(
        'Закреплять, закрывать и переносить темы могут только модераторы',
      );
    }
    // The author's own form may carry the moderation fields unchanged.
    expect(
      (await people.employee.put(`/api/topics/${topic.id}`, { title: 'Закроем', pinned: false })).statusCode,
    ).toBe(200);

    const closed = await people.moderator.put(`/api/topics/${topic.id}`, {
      closed: true,
      pinned: true,
    });
    expect(closed.statusCode).toBe(200);
    expect(topicOf(closed)).toMatchObject({ closed: true, pinned: true, abilities: { comment: false } });
    const refused = await comment(people.other, topic.id, 'Я всё-таки скажу');
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused).message).toBe('Тема закрыта: новые комментарии не принимаются');
    expect(topicOf(await people.other.get(`/api/topics/${topic.id}`)).comments).toBe(0);
    // The author no longer edits a closed topic (a moderator still does).
    const authorEdit = await people.employee.put(`/api/topics/${topic.id}`, { title: 'Правка' });
    expect(authorEdit.statusCode).toBe(409);
    expect(errorsOf(authorEdit).message).toBe('Тема закрыта: изменить её могут только модераторы');
    expect(topicOf(await people.employee.get(`/api/topics/${topic.id}`)).abilities.update).toBe(false);

    const reopened = await people.moderator.put(`/api/topics/${topic.id}`, { closed: false });
    expect(topicOf(reopened).closed).toBe(false);
    expect((await comment(people.other, topic.id, 'Спасибо, что открыли')).statusCode).toBe(201);
  });

  it("refuses editing a comment of a closed topic with a 409; it is the author's again once reopened", async () => {
    const topic = await buildTopic(ctx, { board, author: people.employee, title: 'Обсудим и закроем' });
    const written = await comment(people.other, topic.id, 'Первое мнение');
    expect(written.statusCode).toBe(201);
    const commentId = written.json<{ data: { id: number } }>().data.id;
    await people.moderator.put(`/api/topics/${topic.id}`, { closed: true });
    const edited = await people.other.put(`/api/comments/${commentId}`, { body: 'Передумал' });
    expect(edited.statusCode).toBe(409);
    expect(errorsOf(edited).message).toBe('Тема закрыта: комментарии в ней больше не меняются');
    await people.moderator.put(`/api/topics/${topic.id}`, { closed: false });
    const reopened = await people.other.put(`/api/comments/${commentId}`, { body: 'Передумал' });
    expect(reopened.statusCode).toBe(200);
  });

  it('moves a topic between boards: counts follow, the search link changes; a missing board is a 404', async () => {
    const from = await buildBoard(ctx, { title: 'Откуда' });
    const to = await buildBoard(ctx, { title: 'Куда' });
    const topic = await buildTopic(ctx, { board: from, author: people.employee, title: 'Переезжающая тема' });
    const missing = await people.moderator.put(`/api/topics/${topic.id}`, { board_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    const moved = await people.moderator.put(`/api/topics/${topic.id}`, { board_id: to.id });
    expect(moved.statusCode).toBe(200);
    expect(topicOf(moved)).toMatchObject({ board_id: to.id, board: { id: to.id, title: 'Куда' } });
    expect((await boardNow(from.id)).topics).toBe(0);
    expect((await boardNow(to.id)).topics).toBe(1);
    expect((await searchEntry(topic.id))?.url).toBe(`/forum/topic/${to.id}/${topic.id}`);
    expect((await searchEntry(topic.id))?.subtitle).toBe('Форум · Куда');
  });

  it('deletes a topic by its author or a moderator, not by another employee', async () => {
    const topic = await buildTopic(ctx, { board, author: people.employee, title: 'Удалю потом' });
    const before = (await boardNow(board.id)).topics;
    expect((await people.other.delete(`/api/topics/${topic.id}`)).statusCode).toBe(403);
    expect((await people.employee.delete(`/api/topics/${topic.id}`)).statusCode).toBe(204);
    expect((await people.employee.get(`/api/topics/${topic.id}`)).statusCode).toBe(404);
    expect((await people.employee.delete(`/api/topics/${topic.id}`)).statusCode).toBe(404);
    expect((await boardNow(board.id)).topics).toBe(before - 1);
    expect(await searchEntry(topic.id)).toBeUndefined();
    expect((await comment(people.other, topic.id, 'Поздно')).statusCode).toBe(404);

    const spam = await buildTopic(ctx, { board, author: people.other, title: 'Куплю гараж' });
    expect((await people.moderator.delete(`/api/topics/${spam.id}`)).statusCode).toBe(204);
  });

  it('subscribes to a topic idempotently; the author may unsubscribe', async () => {
    const topic = await buildTopic(ctx, { board, author: people.employee, title: 'Подпишитесь' });
    const on = await people.other.post(`/api/topics/${topic.id}/subscribe`);
    expect(on.json<{ data: unknown }>().data).toEqual({ subscribed: true, subscribers: 2 });
    const twice = await people.other.post(`/api/topics/${topic.id}/subscribe`);
    expect(twice.json<{ data: unknown }>().data).toEqual({ subscribed: true, subscribers: 2 });
    const off = await people.employee.delete(`/api/topics/${topic.id}/subscribe`);
    expect(off.json<{ data: unknown }>().data).toEqual({ subscribed: false, subscribers: 1 });
    expect((await people.other.post('/api/topics/999999/subscribe')).statusCode).toBe(404);
  });
});
