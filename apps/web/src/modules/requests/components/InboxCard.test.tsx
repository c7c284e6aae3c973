import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { BpRequest } from '@intranet/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../requests.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import { InboxCard } from './InboxCard.tsx';

function show(rows: BpRequest[], total = rows.length) {
  http.get.mockResolvedValue({
    data: rows,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, last_page: 1, per_page: 3, total },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InboxCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('InboxCard', () => {
  it('shows the count and the first requests of the inbox with links', async () => {
    show([request({ id: 5, title: 'Второй монитор' })], 12);
    const link = await screen.findByRole('link', { name: 'Второй монитор' });
    expect(link.getAttribute('href')).toBe('/services/requests/5');
    expect(screen.getByLabelText('Заявок: 12')).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith(
      '/bps/inbox',
      expect.objectContaining({ query: { page: 1, per_page: 3 } }),
    );
  });

  it('is not there while nothing waits', async () => {
    const { container } = show([]);
    await vi.waitFor(() => expect(http.get).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
