import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardsPage, ListEnvelope, TopicListItem } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { filePreviews, files } from '../files/files.schema.ts';
import { forumBoards, forumTopics } from './forum.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';
import { seedForumDemo } from './forum.demo.ts';
import { DEMO_FORUM } from './forum.demo-texts.ts';

/** The demo forum: five boards with pictures, discussions, and unread activity. */
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
const topicTotal = DEMO_FORUM.reduce((sum, board) => sum + board.topics.length, 0);
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const demo = await buildUser(db, { login: 'employee' });
  await buildUser(db, { login: 'moderator', roles: ['moderator'] });
  for (let index = 0; index < 30; index += 1) await buildUser(db);
  await seedForumDemo(db, ctx.services.files.storage);
  employee = await api.as(demo);
});
afterAll(async () => ctx?.close());

const scalar = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await ctx.database.db.execute(query))[0]!.n);

describe('seedForumDemo', () => {
  it('writes five boards with their topics once; a second run adds nothing', async () => {
    await seedForumDemo(ctx.database.db, ctx.services.files.storage);
    const [boards] = await ctx.database.db.select({ n: count() }).from(forumBoards);
    const [topics] = await ctx.database.db.select({ n: count() }).from(forumTopics);
    expect(boards!.n).toBe(5);
    expect(topics!.n).toBe(topicTotal);
    expect(DEMO_FORUM.map((board) => board.title)).toEqual([
      'Офис и быт',
      'Технологии',
      'Спорт и отдых',
      'Обучение',
      'Барахолка',
    ]);
  });

  it('keeps every kept count equal to the rows it wrote', async () => {
    expect(
      await scalar(sql`select count(*)::int as n from forum_boards b
        where b.topics_count <> (select count(*) from forum_topics t where t.board_id = b.id and t.deleted_at is null)
           or b.subscribers_count <> (select count(*) from forum_board_subscriptions s where s.board_id = b.id)`),
    ).toBe(0);
    expect(
      await scalar(sql`select count(*)::int as n from forum_topics t
        left join social_counters c on c.entity_type = 'topic' and c.entity_id = t.id
        where t.subscribers_count <> (select count(*) from forum_topic_subscriptions s where s.topic_id = t.id)
           or coalesce(c.comments, 0) <> (select count(*) from comments m where m.entity_type = 'topic' and m.entity_id = t.id)
           or coalesce(c.likes, 0) <> (select count(*) from likes l where l.entity_type = 'topic' and l.entity_id = t.id)`),
    ).toBe(0);
    // A topic's activity is its last comment; a board's its latest topic.
    expect(
      await scalar(sql`select count(*)::int as n from forum_topics t
        where t.updated_at < coalesce((select max(created_at) from comments m where m.entity_type = 'topic' and m.entity_id = t.id), t.created_at)`),
    ).toBe(0);
  });

  it('stores shared thumbnails and banners with previews and indexes every topic', async () => {
    const [shared] = await ctx.database.db.select({ n: count() }).from(files).where(eq(files.shared, true));
    expect(shared!.n).toBe(10);
    const [previews] = await ctx.database.db.select({ n: count() }).from(filePreviews);
    expect(previews!.n).toBe(20);
    const [indexed] = await ctx.database.db
      .select({ n: count() })
      .from(searchDocuments)
      .where(eq(searchDocuments.kind, 'topic'));
    expect(indexed!.n).toBe(topicTotal);
  });

  it('leaves the demo employee subscriptions, a favourite and unread activity', async () => {
    const boards = (await employee.get('/api/boards')).json<BoardsPage>().data;
    expect(boards[0]).toMatchObject({ title: 'Технологии', favorite: true, subscribed: true });
    expect(
      boards
        .filter((board) => board.subscribed)
        .map((board) => board.title)
        .sort(),
    ).toEqual(['Технологии', 'Офис и быт'].sort());
    expect(boards.reduce((sum, board) => sum + board.unread_topics, 0)).toBeGreaterThan(0);
    const technology = (await employee.get(`/api/topics?board_id=${boards[0]!.id}`)).json<
      ListEnvelope<TopicListItem>
    >().data;
    const own = technology.find((topic) => topic.title.startsWith('Переходим на Node 22'));
    expect(own).toMatchObject({ subscribed: true, unread: true });
    expect(own!.new_comments).toBeGreaterThan(0);
  });
});
