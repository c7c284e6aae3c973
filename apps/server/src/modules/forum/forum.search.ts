import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { SearchDocumentInput, SearchService } from '../search/search.service.ts';
import { liveBoard, liveTopic } from './forum.queries.ts';
import { forumBoards, forumTopics } from './forum.schema.ts';

/** Where a topic is read: its board's topic list path plus its id (docs/modules/forum.md). */
export function topicUrl(boardId: number, topicId: number): string {
  return `/forum/topic/${boardId}/${topicId}`;
}

export function topicDocument(
  topic: { id: number; boardId: number; title: string; descriptionText: string },
  boardTitle: string,
): SearchDocumentInput {
  return {
    kind: 'topic',
    entityId: topic.id,
    title: topic.title,
    subtitle: `Форум · ${boardTitle}`,
    body: topic.descriptionText,
    url: topicUrl(topic.boardId, topic.id),
  };
}

/**
 * Puts the live topics that `where` selects into the search index with their board's title (a new or edited
 * topic, a moved one, every topic of a renamed board). Call inside the write's transaction.
 */
export async function indexTopics(db: Db, search: SearchService, where: SQL): Promise<void> {
  const rows = await db
    .select({
      id: forumTopics.id,
      boardId: forumTopics.boardId,
      title: forumTopics.title,
      descriptionText: forumTopics.descriptionText,
      boardTitle: forumBoards.title,
    })
    .from(forumTopics)
    .innerJoin(forumBoards, eq(forumBoards.id, forumTopics.boardId))
    .where(and(where, liveTopic, liveBoard));
  await search.upsert(rows.map((row) => topicDocument(row, row.boardTitle)));
}
