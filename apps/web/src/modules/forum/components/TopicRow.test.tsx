import { cleanup, render, screen } from '@testing-library/react';
import type { TopicListItem } from '@intranet/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TopicRow } from './TopicRow.tsx';

afterEach(cleanup);

const topic: TopicListItem = {
  id: 14,
  board_id: 3,
  title: 'Переходим на Node 22?',
  excerpt: 'Кто уже пробовал?',
  author: { id: 5, full_name: 'Иванова Мария Петровна' },
  comments: 1234,
  likes: 2,
  subscribers: 4,
  subscribed: true,
  pinned: true,
  closed: true,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-02T09:00:00Z',
  revision: 1,
  unread: true,
  new_comments: 3,
  last_read_at: '2026-03-01T10:00:00Z',
  last_comment: { author: { id: 6, full_name: 'Петров Олег' }, created_at: '2026-03-02T09:00:00Z' },
  abilities: { update: false, delete: false, pin: false, close: false, move: false, comment: false },
};

describe('TopicRow', () => {
  it('links the topic under its board, marks it pinned, closed and unread with the new comments', () => {
    render(
      <MemoryRouter>
        <ul>
          <TopicRow topic={topic} />
        </ul>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Переходим на Node 22?' });
    expect(link.getAttribute('href')).toBe('/forum/topic/3/14');
    expect(screen.getByLabelText('Закреплена')).toBeTruthy();
    expect(screen.getByLabelText('Закрыта')).toBeTruthy();
    expect(screen.getByLabelText('3 новых комментария').textContent).toBe('+3');
    expect(screen.getByLabelText('Комментариев: 1234').textContent).toContain('1\u00a0234');
    expect(screen.getByText(/последний ответ: Петров Олег/)).toBeTruthy();
  });

  it('shows nothing unread for a topic read to the end', () => {
    const { container } = render(
      <MemoryRouter>
        <ul>
          <TopicRow topic={{ ...topic, unread: false, new_comments: 0, pinned: false, closed: false }} />
        </ul>
      </MemoryRouter>,
    );
    expect(container.querySelector('.ant-tag')).toBeNull();
    expect(container.querySelector('.forum-topic-row--unread')).toBeNull();
  });
});
