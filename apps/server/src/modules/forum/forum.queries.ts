import { isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FORUM_NEW_COMMENTS_CAP, FORUM_UNREAD_DAYS, type ForumImage } from '@intranet/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { qualified } from '../../platform/db/sql.ts';
import type { FilesService } from '../files/files.service.ts';
import { comments, likes } from '../social/social.schema.ts';
import { users } from '../users/users.schema.ts';
import {
  forumBoardFavorites,
  forumBoards,
  forumBoardSubscriptions,
  forumTopicReads,
  forumTopics,
  forumTopicSubscriptions,
} from './forum.schema.ts';

/** SQL shared by the boards and topics services: what "live" is, and the caller's marks as columns. */

export const liveBoard = isNull(forumBoards.deletedAt);
export const liveTopic = isNull(forumTopics.deletedAt);

/** Activity older than this is never «new» (FORUM_UNREAD_DAYS before the clock's now), as an ISO string. */
export function unreadSince(clock: Clock): string {
  return new Date(clock.now().getTime() - FORUM_UNREAD_DAYS * 86_400_000).toISOString();
}

/**
 * The caller and the unread cut-off as parameters of the hot reads' prepared statements (built once):
 * `execute({ user, since, … })`.
 */
export const USER = sql.placeholder('user');
export const SINCE = sql.placeholder('since');

/** A value of a statement: a number, or a placeholder of a prepared one. */
type Value = number | SQLWrapper;

/** Whether the caller subscribed to each board of the select. */
export function boardSubscribed(userId: Value): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${forumBoardSubscriptions}
    where ${forumBoardSubscriptions.boardId} = ${qualified(forumBoards.id)}
      and ${forumBoardSubscriptions.userId} = ${userId})`;
}

export function boardFavorite(userId: Value): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${forumBoardFavorites}
    where ${forumBoardFavorites.boardId} = ${qualified(forumBoards.id)}
      and ${forumBoardFavorites.userId} = ${userId})`;
}

/**
 * Topics of each board with activity the caller has not seen: recent ones (the board's activity index)
 * without a read mark at or after their last activity.
 */
export function boardUnreadTopics(userId: Value, since: string | SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${forumTopics} t
    left join ${forumTopicReads} r on r.user_id = ${userId} and r.topic_id = t.id
    where t.board_id = ${qualified(forumBoards.id)} and t.deleted_at is null
      and t.updated_at > ${since}::timestamptz
      and (r.read_at is null or t.updated_at > r.read_at))`.mapWith(Number);
}

/**
 * Columns of a topic select that left-joins the caller's `forum_topic_reads` row: unread, new comments (by
 * others, after the read mark, capped), whether subscribed, and the last comment's author and time.
 */
export function topicMarks(userId: Value, since: string | SQLWrapper) {
  const topicId = qualified(forumTopics.id);
  const updatedAt = qualified(forumTopics.updatedAt);
  const readAt = qualified(forumTopicReads.readAt);
  return {
    readAt: forumTopicReads.readAt,
    unread: sql<boolean>`(${updatedAt} > ${since}::timestamptz
      and (${readAt} is null or ${updatedAt} > ${readAt}))`,
    newComments: sql<number>`case when ${readAt} is null then 0 else
      (select count(*)::int from (select 1 from ${comments} c
        where c.entity_type = 'topic' and c.entity_id = ${topicId} and c.deleted_at is null
          and c.id > coalesce(${qualified(forumTopicReads.lastCommentId)}, 0) and c.author_id <> ${userId}
        limit ${FORUM_NEW_COMMENTS_CAP}) as fresh) end`.mapWith(Number),
    subscribed: sql<boolean>`exists (select 1 from ${forumTopicSubscriptions}
      where ${forumTopicSubscriptions.topicId} = ${topicId} and ${forumTopicSubscriptions.userId} = ${userId})`,
    lastComment: sql<LastCommentRow | null>`(select json_build_object('author_id', u.id,
        'last_name', u.last_name, 'name', u.name, 'patronymic', u.patronymic, 'created_at', c.created_at)
      from ${comments} c join ${users} u on u.id = c.author_id
      where c.entity_type = 'topic' and c.entity_id = ${topicId} and c.deleted_at is null
      order by c.id desc limit 1)`,
  };
}

/** The id of the caller's like of each topic, or null. */
export function topicMyLike(userId: Value): SQL<number | null> {
  return sql<number | null>`(select l.id from ${likes} l where l.entity_type = 'topic'
    and l.entity_id = ${qualified(forumTopics.id)} and l.created_by = ${userId})`;
}

export interface LastCommentRow {
  author_id: number;
  last_name: string;
  name: string;
  patronymic: string | null;
  created_at: string;
}

/** The newest live comment of a topic (the read mark's `last_comment_id`), as a subquery. */
export function lastCommentIdOf(topicId: Value): SQL<number | null> {
  return sql<number | null>`(select max(${comments.id}) from ${comments}
    where ${comments.entityType} = 'topic' and ${comments.entityId} = ${topicId}
      and ${comments.deletedAt} is null)`;
}

/** A board's pictures as the wire shows them: the thumbnail's small preview, the banner's wide one. */
export async function boardImages(
  files: FilesService,
  ids: number[],
): Promise<{ thumbnail: Map<number, ForumImage>; banner: Map<number, ForumImage> }> {
  const infos = await files.findInfos([...new Set(ids)]);
  const thumbnail = new Map<number, ForumImage>();
  const banner = new Map<number, ForumImage>();
  for (const info of infos) {
    const previews = info.previews ?? [];
    thumbnail.set(info.id, { id: info.id, url: info.url, preview_url: previews[0]?.url ?? info.url });
    banner.set(info.id, { id: info.id, url: info.url, preview_url: previews.at(-1)?.url ?? info.url });
  }
  return { thumbnail, banner };
}
