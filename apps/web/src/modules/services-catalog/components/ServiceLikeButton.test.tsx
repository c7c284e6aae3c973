import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/http-client.ts';
import { ErrorDialogHost } from '../../../app/shell/ErrorDialogHost.tsx';
import { ServiceLikeButton } from './ServiceLikeButton.tsx';

/** The server is answered at fetch, under the real http client and its error dialogs (the «Что-то пошло не так» popup). */
type Answer = { status: number; body?: unknown };
let route: (method: string, url: string) => Answer | Promise<Answer>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const answer = await route(init?.method ?? 'GET', url);
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

function show(liked: boolean, likes: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <ErrorDialogHost />
        <ServiceLikeButton serviceId={5} serviceName="Электронная подпись" liked={liked} likes={likes} />
      </QueryClientProvider>
    </App>,
  );
}

describe('ServiceLikeButton', () => {
  it('likes a service at once and keeps the count the server answers', async () => {
    let answer: ((value: Answer) => void) | undefined;
    route = (method, url) => {
      expect([method, url]).toEqual(['POST', '/api/services_catalog/services/5/like']);
      return new Promise<Answer>((resolve) => (answer = resolve));
    };
    show(false, 3);
    fireEvent.click(
      screen.getByRole('button', { name: 'Добавить «Электронная подпись» в избранное (отметок: 3)' }),
    );
    // Shown before the answer comes.
    const pressed = screen.getByRole('button', {
      name: 'Убрать «Электронная подпись» из избранного (отметок: 4)',
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    // Someone else liked it meanwhile: the server's count wins.
    await waitFor(() => expect(answer).toBeDefined());
    answer!({ status: 200, body: { data: { id: 5, is_liked: true, likes_count: 5 } } });
    expect(
      await screen.findByRole('button', { name: 'Убрать «Электронная подпись» из избранного (отметок: 5)' }),
    ).toBeTruthy();
  });

  it('takes a like back with unlike', async () => {
    route = (method, url) => {
      expect([method, url]).toEqual(['POST', '/api/services_catalog/services/5/unlike']);
      return { status: 200, body: { data: { id: 5, is_liked: false, likes_count: 0 } } };
    };
    show(true, 1);
    fireEvent.click(screen.getByRole('button', { name: /из избранного \(отметок: 1\)/ }));
    const button = await screen.findByRole('button', {
      name: 'Добавить «Электронная подпись» в избранное (отметок: 0)',
    });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows «Что-то пошло не так» on a failure and puts the heart back', async () => {
    route = () => ({ status: 404, body: { message: 'Сервис не найден' } });
    show(false, 3);
    fireEvent.click(screen.getByRole('button', { name: /в избранное \(отметок: 3\)/ }));
    expect(await screen.findByRole('dialog', { name: 'Что-то пошло не так' })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /в избранное \(отметок: 3\)/ }).getAttribute('aria-pressed'),
      ).toBe('false'),
    );
  });
});
