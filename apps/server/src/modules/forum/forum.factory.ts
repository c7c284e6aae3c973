import { topicInputSchema, type Topic } from '@intranet/contracts';
import type { TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { actorOf, client, type Session } from '../../../test/api-client.ts';
import { forumBoards } from './forum.schema.ts';

/** A board (no side rows: counts start at zero). */
export async function buildBoard(ctx: TestContext, values: Partial<typeof forumBoards.$inferInsert> = {}) {
  const [board] = await ctx.database.db
    .insert(forumBoards)
    .values({ title: 'Раздел', description: 'Описание', ...values })
    .returning();
  return board!;
}

/**
 * A topic written through TopicsService (its author subscribed and having read it, the board's count, the
 * search entry, the subscribers' notices); a board and an author are made when not given.
 */
export async function buildTopic(
  ctx: TestContext,
  options: { board?: { id: number }; author?: { id: number }; title?: string; description?: string } = {},
): Promise<Topic> {
  const board = options.board ?? (await buildBoard(ctx));
  const author = options.author ?? (await buildUser(ctx.database.db));
  const input = topicInputSchema.parse({
    board_id: board.id,
    title: options.title ?? 'Тема',
    description: options.description ?? '<p>Обсудим?</p>',
  });
  return ctx.services.forumTopics.create(await actorOf(ctx, author.id), input);
}

/** The people the forum's tests share: two employees and a moderator, signed in. */
export interface ForumPeople {
  employee: Session;
  other: Session;
  moderator: Session;
}

export async function forumPeople(ctx: TestContext): Promise<ForumPeople> {
  const api = await client(ctx);
  return { employee: await api.as(), other: await api.as(), moderator: await api.as('moderator') };
}

/**
 * A comment on a topic through POST /comments: the forum's reaction to it (counts, unread marks, notices,
 * closed topics) is what the forum's tests check.
 */
export function comment(author: Session, topicId: number, body: string) {
  return author.post('/api/comments', { entity_type: 'topic', entity_id: topicId, body });
}
