import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Board } from '@intranet/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import { BoardFormModal } from './BoardFormModal.tsx';

const thumbnail = { id: 9, url: '/api/files/9', preview_url: '/api/files/9' };
const board: Board = {
  id: 5,
  title: 'Технологии',
  description: 'Обо всём техническом',
  thumbnail_id: 9,
  banner_id: null,
  thumbnail,
  banner: null,
  topics: 0,
  subscribers: 0,
  unread_topics: 0,
  subscribed: false,
  favorite: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  revision: 3,
  abilities: { update: true, delete: true, create_topic: true },
};

function show(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BoardFormModal board={board} onClose={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

beforeEach(() => {
  // The pictures' previews load through http.get: never answered here.
  http.get.mockReturnValue(new Promise(() => undefined));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('BoardFormModal (editing)', () => {
  it('saves the words with PUT /boards/{id} and leaves PATCH for pictures that did not change', async () => {
    http.put.mockResolvedValueOnce({ data: { ...board, title: 'Технологии и наука', revision: 4 } });
    const onSaved = show();
    fireEvent.change(await screen.findByLabelText('Название'), { target: { value: 'Технологии и наука' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.put).toHaveBeenCalledWith(
      '/boards/5',
      { title: 'Технологии и наука', description: 'Обо всём техническом', revision: 3 },
      { fieldErrors: true },
    );
    expect(http.patch).not.toHaveBeenCalled();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('sends a removed thumbnail by PATCH with the revision the PUT returned', async () => {
    http.put.mockResolvedValueOnce({ data: { ...board, revision: 4 } });
    http.patch.mockResolvedValueOnce({
      data: { ...board, thumbnail_id: null, thumbnail: null, revision: 5 },
    });
    const onSaved = show();
    fireEvent.click(await screen.findByRole('button', { name: /Убрать/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.put).toHaveBeenCalledTimes(1);
    expect(http.patch).toHaveBeenCalledWith(
      '/boards/5',
      { thumbnail_id: null, banner_id: null, revision: 4 },
      { fieldErrors: true },
    );
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ thumbnail_id: null, revision: 5 });
  });
});
