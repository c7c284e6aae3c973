import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Comment } from '@intranet/contracts';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/http-client.ts';
import { ErrorDialogHost } from '../../../app/shell/ErrorDialogHost.tsx';
import { CommentsSection } from './CommentsSection.tsx';
import { LikeButton } from './LikeButton.tsx';

/**
 * Failed posts, likes and comments show the popup «Что-то пошло не так», whatever the status
 * (docs/modules/social.md). The server is answered at fetch, under the real http client and its error dialogs.
 */
type Answer = { status: number; body?: unknown };
type Route = (method: string, url: string) => Answer | Promise<Answer> | undefined;

let route: Route;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const answer = (await route(init?.method ?? 'GET', url)) ?? { status: 500 };
  return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  http.tokens.set({ access_token: 'token', token_type: 'Bearer', expires_in: 900 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  http.tokens.clear();
});

function show(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <ErrorDialogHost />
        {children}
      </QueryClientProvider>
    </App>,
  );
}

const popup = () => screen.findByRole('dialog', { name: 'Что-то пошло не так' });
const likeButton = () => screen.getByRole('button', { name: /отметок/ });

describe('LikeButton failures', () => {
  it('takes a like back at once and, when the like was already gone (404), shows the popup and puts it back', async () => {
    let answer!: (value: Answer) => void;
    route = (method, url) =>
      method === 'DELETE' && url === '/api/likes/77'
        ? new Promise<Answer>((resolve) => (answer = resolve))
        : undefined;
    show(<LikeButton entityType="post" entityId={3} likes={4} myLikeId={77} />);
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton().getAttribute('aria-label')).toBe('Нравится (отметок: 3)'));
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');

    await act(async () => answer({ status: 404, body: { message: 'Отметка не найдена' } }));
    expect(within(await popup()).getByText('Попробуйте позже или обратитесь в техподдержку')).toBeTruthy();
    await waitFor(() => expect(likeButton().getAttribute('aria-label')).toBe('Не нравится (отметок: 4)'));
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the server’s count after a like that went through', async () => {
    route = (method, url) =>
      method === 'POST' && url === '/api/likes'
        ? { status: 201, body: { data: { id: 90, entity_id: 3, created_by: 1, likes: 6 } } }
        : undefined;
    show(<LikeButton entityType="event" entityId={3} likes={4} myLikeId={null} />);
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton().getAttribute('aria-label')).toBe('Не нравится (отметок: 6)'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

const COMMENT: Comment = {
  id: 5,
  entity_type: 'post',
  entity_id: 3,
  body: 'Отличная новость',
  author: { id: 1, full_name: 'Иванова Анна', work_position: null },
  quote_id: null,
  quote: null,
  quote_author: null,
  edited: false,
  edited_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  likes: 0,
  my_like_id: null,
  abilities: { update: true, delete: true },
};

const commentsPage = (data: Comment[]) => ({
  status: 200,
  body: {
    data,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, last_page: 1, per_page: 50, total: data.length },
  },
});

describe('CommentsSection failures', () => {
  it('shows the popup for a refused comment (400) and keeps the reason next to the box', async () => {
    route = (method, url) => {
      if (method === 'GET' && url.startsWith('/api/comments?')) return commentsPage([]);
      if (method === 'POST' && url === '/api/comments')
        return {
          status: 400,
          body: { message: 'Проверьте поля', errors: { body: ['Комментарий не может быть пустым'] } },
        };
      return undefined;
    };
    show(<CommentsSection entityType="post" entityId={3} />);
    fireEvent.change(await screen.findByLabelText('Ваш комментарий'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await popup()).toBeTruthy();
    expect(await screen.findByText('Комментарий не может быть пустым')).toBeTruthy();
  });

  it('shows the popup when the comment to delete is already gone (404) and reads the list again', async () => {
    let deleted = false;
    route = (method, url) => {
      if (method === 'GET' && url.startsWith('/api/comments?')) return commentsPage(deleted ? [] : [COMMENT]);
      if (method === 'DELETE' && url === '/api/comments/5') {
        deleted = true;
        return { status: 404, body: { message: 'Комментарий не найден' } };
      }
      return undefined;
    };
    show(<CommentsSection entityType="post" entityId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: /Удалить/ }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await popup()).toBeTruthy();
    expect(await screen.findByText('Комментариев пока нет — будьте первым.')).toBeTruthy();
  });
});
