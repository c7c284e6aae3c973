import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, ListEnvelope, Topic, TopicListItem } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { nextMessage, statementsOf } from '../../../test/observe.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { buildBoard, buildTopic, comment, forumPeople, type ForumPeople } from './forum.factory.ts';

/** Subscribers hear of new topics and comments; unread marks per person. */
let ctx: TestContext;
let people: ForumPeople;
beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-02' });
  people = await forumPeople(ctx);
});
afterAll(async () => ctx?.close());

/** Notifications stored for a user whose title contains `text`. */
async function noticesOf(userId: number, text: string) {
  return ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.title, `%${text}%`)));
}

async function openSocket(session: Session) {
  const socket = await ctx.app.injectWS('/api/ws');
  const ready = nextMessage(socket, 'ready');
  socket.send(JSON.stringify({ type: 'auth', token: session.token }));
  await ready;
  return socket;
}

const topicsOf = async (session: Session, boardId: number) =>
  (await session.get(`/api/topics?board_id=${boardId}`)).json<ListEnvelope<TopicListItem>>().data;
const boardOf = async (session: Session, boardId: number) =>
  (await session.get(`/api/boards/${boardId}`)).json<{ data: Board }>().data;

describe('notifications to subscribers', () => {
  it('tells a board’s subscribers of a new topic, live and stored, but not its author', async () => {
    const { employee, other } = people;
    const board = await buildBoard(ctx, { title: 'Офис и быт' });
    await other.post(`/api/boards/${board.id}/subscribe`);
    await employee.post(`/api/boards/${board.id}/subscribe`);
    const socket = await openSocket(other);
    try {
      const live = nextMessage(socket, 'notification');
      const topic = await buildTopic(ctx, { board, author: employee, title: 'Потерялся зонт на ресепшене' });
      expect(await live).toMatchObject({
        type: 'notification',
        data: {
          title: 'Новая тема в разделе «Офис и быт»',
          body: expect.stringContaining('Потерялся зонт на ресепшене') as string,
          link: `/forum/topic/${board.id}/${topic.id}`,
          read_at: null,
        },
      });
    } finally {
      socket.terminate();
    }
    expect(await noticesOf(other.id, 'Офис и быт')).toHaveLength(1);
    expect(await noticesOf(employee.id, 'Офис и быт')).toHaveLength(0);
  });

  it('tells a topic’s subscribers (its author from the start) of a new comment, not the one who wrote it', async () => {
    const { employee, other } = people;
    const board = await buildBoard(ctx, { title: 'Технологии' });
    const topic = await buildTopic(ctx, {
      board,
      author: employee,
      title: 'Какой ноутбук взять разработчику',
    });
    const socket = await openSocket(employee);
    try {
      const live = nextMessage(socket, 'notification');
      expect((await comment(other, topic.id, 'Бери с 32 ГБ памяти, не пожалеешь')).statusCode).toBe(201);
      expect(await live).toMatchObject({
        data: {
          title: 'Новый комментарий в теме «Какой ноутбук взять разработчику»',
          body: expect.stringContaining('Бери с 32 ГБ памяти') as string,
          link: `/forum/topic/${board.id}/${topic.id}`,
        },
      });
    } finally {
      socket.terminate();
    }
    // The commenter is not told of their own comment; the author's answer reaches only subscribers.
    await comment(employee, topic.id, 'Спасибо!');
    expect(await noticesOf(other.id, 'Какой ноутбук')).toHaveLength(0);
    expect(await noticesOf(employee.id, 'Какой ноутбук')).toHaveLength(1);
    await other.post(`/api/topics/${topic.id}/subscribe`);
    await comment(employee, topic.id, 'Беру');
    expect(await noticesOf(other.id, 'Какой ноутбук')).toHaveLength(1);
  });

  it('stores the notices of many subscribers with one insert and one NOTIFY', async () => {
    const { employee } = people;
    const board = await buildBoard(ctx, { title: 'Спорт и отдых' });
    const api = await client(ctx);
    const fans = await Promise.all(Array.from({ length: 6 }, () => api.as()));
    for (const fan of fans) await fan.post(`/api/boards/${board.id}/subscribe`);
    const statements = await statementsOf(ctx.database, () =>
      buildTopic(ctx, { board, author: employee, title: 'Футбол по четвергам' }),
    );
    expect(statements.filter((text) => /insert into "notifications"/i.test(text))).toHaveLength(1);
    expect(statements.filter((text) => /pg_notify/i.test(text))).toHaveLength(1);
    for (const fan of fans) expect(await noticesOf(fan.id, 'Спорт и отдых')).toHaveLength(1);
  });

  it('tells the author when a moderator moves or closes their topic', async () => {
    const { moderator, employee } = people;
    const from = await buildBoard(ctx, { title: 'Разное' });
    const to = await buildBoard(ctx, { title: 'Барахолка' });
    const topic = await buildTopic(ctx, { board: from, author: employee, title: 'Отдам монитор' });
    await moderator.put(`/api/topics/${topic.id}`, { board_id: to.id, closed: true });
    const [notice] = await noticesOf(employee.id, 'Отдам монитор');
    expect(notice).toMatchObject({
      title: 'Ваша тема «Отдам монитор» перенесена в раздел «Барахолка» и закрыта для новых комментариев',
      link: `/forum/topic/${to.id}/${topic.id}`,
    });
  });
});

describe('unread marks', () => {
  it('marks a new topic unread for others, read for its author; opening it reads it', async () => {
    const { employee, other } = people;
    const board = await buildBoard(ctx, { title: 'Обучение' });
    const topic = await buildTopic(ctx, { board, author: employee, title: 'Курсы английского' });
    expect((await topicsOf(employee, board.id))[0]).toMatchObject({
      unread: false,
      last_read_at: expect.any(String) as string,
    });
    expect((await topicsOf(other, board.id))[0]).toMatchObject({
      unread: true,
      new_comments: 0,
      last_read_at: null,
    });
    expect((await boardOf(other, board.id)).unread_topics).toBe(1);
    expect((await boardOf(employee, board.id)).unread_topics).toBe(0);

    // Opening answers the state as it was, and reads it.
    const opened = (await other.get(`/api/topics/${topic.id}`)).json<{ data: Topic }>().data;
    expect(opened.unread).toBe(true);
    expect((await topicsOf(other, board.id))[0]).toMatchObject({ unread: false, new_comments: 0 });
    expect((await boardOf(other, board.id)).unread_topics).toBe(0);
  });

  it('counts new comments by others since the last opening; one’s own comment reads the topic', async () => {
    const { moderator, employee, other } = people;
    const board = await buildBoard(ctx, { title: 'Хобби' });
    const topic = await buildTopic(ctx, { board, author: employee, title: 'Настольные игры' });
    await other.get(`/api/topics/${topic.id}`);
    await comment(employee, topic.id, 'Собираемся в пятницу');
    await comment(moderator, topic.id, 'Я принесу «Каркассон»');
    expect((await topicsOf(other, board.id))[0]).toMatchObject({ unread: true, new_comments: 2 });
    expect((await boardOf(other, board.id)).unread_topics).toBe(1);
    // The author commented first, then the moderator: one new comment for the author.
    expect((await topicsOf(employee, board.id))[0]).toMatchObject({ unread: true, new_comments: 1 });

    await comment(other, topic.id, 'И я приду');
    expect((await topicsOf(other, board.id))[0]).toMatchObject({ unread: false, new_comments: 0 });
    expect((await boardOf(other, board.id)).unread_topics).toBe(0);
  });

  it('never calls activity older than the unread window new', async () => {
    const board = await buildBoard(ctx, { title: 'Архив' });
    await buildTopic(ctx, { board, author: people.employee, title: 'Старое обсуждение' });
    // The same database seen a year later: the topic is no longer «new» for someone who never opened it.
    const later = await createTestApp({ database: ctx.database, today: '2099-01-01' });
    try {
      const session = await (await client(later)).as();
      const list = (
        await later.app.inject({ url: `/api/topics?board_id=${board.id}`, headers: session.headers })
      ).json<ListEnvelope<TopicListItem>>();
      expect(list.data[0]).toMatchObject({ unread: false, last_read_at: null });
      const seen = (
        await later.app.inject({ url: `/api/boards/${board.id}`, headers: session.headers })
      ).json<{
        data: Board;
      }>();
      expect(seen.data.unread_topics).toBe(0);
    } finally {
      await later.close();
    }
  });
});
