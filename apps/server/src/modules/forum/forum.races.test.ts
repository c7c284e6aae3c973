import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, Topic } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { signIn, type SignedIn } from '../../../test/http.ts';
import {
  caller,
  comment,
  createBoard,
  createTopic,
  forumPeople,
  type ForumPeople,
} from './forum.fixtures.ts';

/**
 * Writes that several people make to one board or topic at once, on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL): kept counts stay exact, a closed topic takes no comment, one of two edits wins.
 */
const ROUNDS = 10;
let ctx: TestContext;
let people: ForumPeople;
let call: ReturnType<typeof caller>;
let crowd: SignedIn[];
beforeAll(async () => {
  ctx = await createTestApp();
  people = await forumPeople(ctx);
  call = caller(ctx);
  const users = await Promise.all(Array.from({ length: 6 }, () => buildUser(ctx.database.db)));
  crowd = await Promise.all(users.map((user) => signIn(ctx.app, user.login, user.password)));
});
afterAll(async () => ctx?.close());

const boardOf = async (id: number) =>
  (await call(people.moderator, 'GET', `/api/boards/${id}`)).json<{ data: Board }>().data;
const topicOf = async (id: number) =>
  (await call(people.moderator, 'GET', `/api/topics/${id}`)).json<{ data: Topic }>().data;

describe('parallel forum writes', () => {
  it('counts every subscriber and every new topic once when they come at the same moment', async () => {
    const board = await createBoard(ctx, people.moderator, 'Одновременно');
    await Promise.all(
      crowd.flatMap((session) => [
        call(session, 'POST', `/api/boards/${board.id}/subscribe`),
        call(session, 'POST', `/api/boards/${board.id}/subscribe`),
      ]),
    );
    const created = await Promise.all(
      crowd.map((session, index) => createTopic(ctx, session, board.id, `Тема ${index + 1}`)),
    );
    const after = await boardOf(board.id);
    expect(after.subscribers).toBe(crowd.length);
    expect(after.topics).toBe(created.length);
  });

  it('refuses exactly the comments that arrive after a topic is closed', async () => {
    const board = await createBoard(ctx, people.moderator, 'Закрытие');
    for (let round = 0; round < ROUNDS; round += 1) {
      const topic = await createTopic(ctx, people.employee, board.id, `Раунд ${round + 1}`);
      const [closing, ...comments] = await Promise.all([
        call(people.moderator, 'PUT', `/api/topics/${topic.id}`, { closed: true }),
        ...crowd.slice(0, 3).map((session) => comment(ctx, session, topic.id, 'Успею?')),
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
      const topic = await createTopic(
        ctx,
        people.employee,
        (await createBoard(ctx, people.moderator, 'Правки')).id,
        'Спор',
      );
      const responses = await Promise.all([
        call(people.employee, 'PUT', `/api/topics/${topic.id}`, {
          title: 'Версия автора',
          revision: topic.revision,
        }),
        call(people.moderator, 'PUT', `/api/topics/${topic.id}`, {
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
