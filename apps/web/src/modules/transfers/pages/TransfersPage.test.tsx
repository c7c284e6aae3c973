import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { TransferListItem } from '@intranet/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transfer } from '../transfers.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import TransfersPage from './TransfersPage.tsx';

function row(values: Partial<TransferListItem> = {}): TransferListItem {
  const { id, type, title, status, author, date_of_admission, created_at } = transfer();
  return { id, type, title, status, author, date_of_admission, created_at, ...values };
}

function show(rows: TransferListItem[], addable: boolean) {
  http.get.mockResolvedValue({
    data: rows,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, last_page: 1, per_page: 20, total: rows.length },
    addable,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter>
          <TransfersPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('TransfersPage', () => {
  it('lists transfers with their status and date, and offers «Создать» when the server allows', async () => {
    show([row()], true);
    const link = await screen.findByRole('link', { name: /Орлова Анна Викторовна/ });
    expect(link.getAttribute('href')).toBe('/services/transfer/view/15');
    expect(screen.getAllByText('Зарегистрирована').length).toBeGreaterThan(0);
    expect(screen.getByText('01.04.2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Создать/ })).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith(
      '/bp_transfers',
      expect.objectContaining({
        query: { page: 1, per_page: 20, sort: 'byAddingDate', direction: 'desc' },
      }),
    );
  });

  it('hides «Создать» without `addable`, says when there are none, and asks again in a new order', async () => {
    show([], false);
    expect(await screen.findByText('Заявок на перевод нет')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Создать/ })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Сортировка' }));
    fireEvent.click(await screen.findByTitle('По дате перевода'));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith(
        '/bp_transfers',
        expect.objectContaining({
          query: expect.objectContaining({ sort: 'byDateOfAdmission' }) as unknown,
        }),
      ),
    );
  });
});
