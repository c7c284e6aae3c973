import { FORUM_NEW_COMMENTS_CAP, type TopicListItem } from '@intranet/contracts';
import { countRu } from '../../ui/plural.ts';

/** Where a topic is read (/forum/topic/{boardId}/{topicId}, docs/modules/forum.md). */
export function topicPath(boardId: number, topicId: number): string {
  return `/forum/topic/${boardId}/${topicId}`;
}

export function boardPath(boardId: number): string {
  return `/forum/topic/${boardId}`;
}

export interface TopicBadge {
  text: string;
  /** Read aloud instead of the short text. */
  label: string;
}

/**
 * What a topic row says about the caller's unread activity: a topic never opened is «Новая»; new comments
 * since the last opening are «+N» («99+» past the server's cap); other activity (an edit, a move) is
 * «Обновлена»; nothing when everything is read.
 */
export function topicBadge(
  topic: Pick<TopicListItem, 'unread' | 'new_comments' | 'last_read_at'>,
): TopicBadge | null {
  if (topic.new_comments > 0) {
    const capped = topic.new_comments >= FORUM_NEW_COMMENTS_CAP;
    return {
      text: capped ? `+${FORUM_NEW_COMMENTS_CAP - 1}+` : `+${topic.new_comments}`,
      label: capped
        ? `Больше ${FORUM_NEW_COMMENTS_CAP - 1} новых комментариев`
        : countRu(topic.new_comments, ['новый комментарий', 'новых комментария', 'новых комментариев']),
    };
  }
  if (!topic.unread) return null;
  if (topic.last_read_at === null) return { text: 'Новая', label: 'Новая тема' };
  return { text: 'Обновлена', label: 'Тема обновлена' };
}

/** «3 темы с новым» on a board's card; nothing when all is read. */
export function boardUnreadLabel(unreadTopics: number): string | null {
  return unreadTopics > 0 ? `${countRu(unreadTopics, ['тема', 'темы', 'тем'])} с новым` : null;
}

/** «12 тем · 30 подписчиков». */
export function boardStats(board: { topics: number; subscribers: number }): string {
  return `${countRu(board.topics, ['тема', 'темы', 'тем'])} · ${countRu(board.subscribers, [
    'подписчик',
    'подписчика',
    'подписчиков',
  ])}`;
}
