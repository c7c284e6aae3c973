import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, Topic } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { buildBoard, buildTopic, comment, forumPeople, type ForumPeople } from './forum.factory.ts';

/**
 * Writes that several people make to one board or topic at once, on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL): kept counts stay exact, a closed topic takes no comment, one of two edits wins.
 */
const ROUNDS = 10;
let ctx: TestContext;
let people: ForumPeople;
let crowd: Session[];
beforeAll(async () => {
  ctx = await createTestApp();
  people = await forumPeople(ctx);
  const api = await client(ctx);
  crowd = await Promise.all(Array.from({ length: 6 }, () => api.as()));
});
afterAll(async () => ctx?.close());

const boardOf = async (id: number) =>
  (await people.moderator.get(`/api/boards/${id}`)).json<{ data: Board }>().data;
const topicOf = async (id: number) =>
  (await people.moderator.get(`/api/topics/${id}`)).json<{ data: Topic }>().data;

describe('parallel forum writes', () => {
  it('counts every subscriber and every new topic once when they come at the same moment', async () => {
    const board = await buildBoard(ctx, { title: 'Одновременно' });
    await Promise.all(
      crowd.flatMap((session) => [
        session.post(`/api/boards/${board.id}/subscribe`),
        session.post(`/api/boards/${board.id}/subscribe`),
      ]),
    );
    const created = await Promise.all(
      crowd.map((session, index) => buildTopic(ctx, { board, author: session, title: `Тема ${index + 1}` })),
    );
    const after = await boardOf(board.id);
    expect(after.subscribers).toBe(crowd.length);
    expect(after.topics).toBe(created.length);
  });

  it('refuses exactly the comments that arrive after a topic is closed', async () => {
    const board = await buildBoard(ctx, { title: 'Закрытие' });
    for (let round = 0; round < ROUNDS; round += 1) {
      const topic = await buildTopic(ctx, { board, author: people.employee, title: `Раунд ${round + 1}` });
      const [closing, ...comments] = await Promise.all([
        people.moderator.put(`/api/topics/${topic.id}`, { closed: true }),
        ...crowd.slice(0, 3).map((session) => comment(session, topic.id, 'Успею?')),
      ]);
      expect(closing.statusCode).toBe(200);
      const statuses = comments.map((response) => response.statusCode);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      const after = await topicOf(topic.id);
      expect(after.closed).toBe(true);
      expect(after.comments).toBe(statuses.filter((status) => status === 201).length);
    }
  });

  it('lets one of two editors of the same version win; the other gets a 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const topic = await buildTopic(ctx, {
        board: await buildBoard(ctx, { title: 'Правки' }),
        author: people.employee,
        title: 'Спор',
      });
      const responses = await Promise.all([
        people.employee.put(`/api/topics/${topic.id}`, {
          title: 'Версия автора',
          revision: topic.revision,
        }),
        people.moderator.put(`/api/topics/${topic.id}`, {
          title: 'Версия модератора',
          revision: topic.revision,
        }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((response) => response.statusCode === 200)!.json<{ data: Topic }>().data;
      expect((await topicOf(topic.id)).title).toBe(winner.title);
    }
  });
});
