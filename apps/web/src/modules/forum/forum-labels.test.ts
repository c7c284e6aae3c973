import { describe, expect, it } from 'vitest';
import { boardStats, boardUnreadLabel, topicBadge, topicPath } from './forum-labels.ts';

describe('forum labels', () => {
  it('tells new, updated and read topics apart', () => {
    expect(topicBadge({ unread: true, new_comments: 0, last_read_at: null })).toEqual({
      text: 'Новая',
      label: 'Новая тема',
    });
    expect(topicBadge({ unread: true, new_comments: 3, last_read_at: '2026-03-01T10:00:00Z' })).toEqual({
      text: '+3',
      label: '3 новых комментария',
    });
    expect(topicBadge({ unread: true, new_comments: 0, last_read_at: '2026-03-01T10:00:00Z' })?.text).toBe(
      'Обновлена',
    );
    expect(topicBadge({ unread: false, new_comments: 0, last_read_at: '2026-03-01T10:00:00Z' })).toBeNull();
    expect(topicBadge({ unread: true, new_comments: 100, last_read_at: '2026-03-01T10:00:00Z' })?.text).toBe(
      '+99+',
    );
    expect(topicBadge({ unread: true, new_comments: 21, last_read_at: 'x' })?.label).toBe(
      '21 новый комментарий',
    );
  });

  it('words a board’s counts in Russian', () => {
    expect(boardUnreadLabel(0)).toBeNull();
    expect(boardUnreadLabel(1)).toBe('1 тема с новым');
    expect(boardUnreadLabel(5)).toBe('5 тем с новым');
    expect(boardStats({ topics: 2, subscribers: 21 })).toBe('2 темы · 21 подписчик');
    expect(boardStats({ topics: 1235, subscribers: 0 })).toBe('1\u00a0235 тем · 0 подписчиков');
    expect(topicPath(3, 14)).toBe('/forum/topic/3/14');
  });
});
