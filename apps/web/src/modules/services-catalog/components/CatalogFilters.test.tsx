import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogService, pageOf } from '../services-catalog.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));
vi.mock('../../../app/auth/session.tsx', () => ({ useAccess: () => () => false }));

import { SEARCH_DEBOUNCE_MS } from './CatalogFilters.tsx';
import CatalogPage from '../pages/CatalogPage.tsx';

const GROUP = {
  id: 2,
  name: 'Документы и подписи',
  description: '',
  image_id: null,
  image: null,
  position: 1,
  updated_at: '2026-03-04T09:00:00.000Z',
};

function serve() {
  http.get.mockImplementation((path: string, options: { query?: Record<string, unknown> }) => {
    switch (path) {
      case '/settings':
        return Promise.resolve({ data: [] });
      case '/services_catalog/regions':
        return Promise.resolve({
          data: [{ id: 1, name: 'Россия', kind: 'country', parent_id: null, position: 1 }],
        });
      case '/services_catalog/classifiers':
        return Promise.resolve({ data: [] });
      case '/services_catalog/services/get_liked':
        return Promise.resolve({ data: [catalogService({ id: 9, name: 'Пропуск в офис', is_liked: true })] });
      case '/services_catalog/groups/with-services':
        return Promise.resolve({ data: [{ ...GROUP, services: [catalogService()] }] });
      case '/services_catalog/services':
        return Promise.resolve(
          pageOf(
            options.query?.q === 'подпись'
              ? [catalogService({ id: 11, name: 'Отзыв электронной подписи' })]
              : [],
          ),
        );
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={['/services-catalog']}>
          <CatalogPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(serve);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const searches = () => http.get.mock.calls.filter(([path]) => path === '/services_catalog/services');

describe('the catalogue page', () => {
  it('shows my favourites first, then the groups with their services linked to their cards', async () => {
    show();
    const favourites = await screen.findByRole('list', { name: 'Избранные сервисы' });
    expect(favourites.textContent).toContain('Пропуск в офис');
    const group = await screen.findByRole('list', { name: 'Документы и подписи' });
    expect(group.querySelector('a')?.getAttribute('href')).toBe('/services-catalog/2/5');
    expect(screen.getByRole('link', { name: 'Документы и подписи' }).getAttribute('href')).toBe(
      '/services-catalog/2',
    );
    expect(searches()).toHaveLength(0);
  });

  it('searches as you type, once the typing pauses, and shows what it found', async () => {
    show();
    await screen.findByRole('list', { name: 'Избранные сервисы' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'под' } });
    fireEvent.change(box, { target: { value: 'подпись' } });
    expect(searches()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    vi.useRealTimers();
    const found = await screen.findByRole('list', { name: 'Найденные сервисы' });
    expect(found.textContent).toContain('Отзыв электронной подписи');
    expect(screen.getByText('Найдено: 1 сервис')).toBeTruthy();
    // One request for the pause, with the whole word.
    expect(searches().map(([, options]) => (options as { query: { q?: string } }).query.q)).toEqual([
      'подпись',
    ]);
    // Favourites and groups make way for the results.
    expect(screen.queryByRole('list', { name: 'Избранные сервисы' })).toBeNull();
  });
});
