import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';

const http = vi.hoisted(() => ({ get: vi.fn() }));
const leave = vi.hoisted(() => ({ leaveFor: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));
vi.mock('./leave-for.ts', () => leave);

import { ExternalCatalogGate } from './ExternalCatalogGate.tsx';

function serve(url: string | null, service: 'found' | 'missing' = 'found') {
  http.get.mockImplementation((path: string) => {
    if (path === '/settings')
      return Promise.resolve({ data: url ? [{ key: 'services_catalog_url', value: url }] : [] });
    if (path === '/services_catalog/public/services/5')
      return service === 'found'
        ? Promise.resolve({ data: { id: 5, name: 'Пропуск', groups_ids: [2] } })
        : Promise.reject(new ApiError(404, { message: 'Сервис не найден' }));
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function show(path: string) {
  const page = (
    <ExternalCatalogGate>
      <p>Свой каталог</p>
    </ExternalCatalogGate>
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/services-catalog" element={page} />
          <Route path="/services-catalog/:groupId/:serviceId" element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ExternalCatalogGate', () => {
  it('shows the product’s own catalogue when no external site is set', async () => {
    serve(null);
    show('/services-catalog');
    expect(await screen.findByText('Свой каталог')).toBeTruthy();
    expect(leave.leaveFor).not.toHaveBeenCalled();
  });

  it('sends a catalogue path to the external site with its path and query', async () => {
    serve('https://catalog.example.org/');
    show('/services-catalog?q=1');
    await waitFor(() =>
      expect(leave.leaveFor).toHaveBeenCalledWith('https://catalog.example.org/services-catalog?q=1'),
    );
    expect(screen.queryByText('Свой каталог')).toBeNull();
  });

  it('sends a service path there only after the public lookup found the service', async () => {
    serve('https://catalog.example.org');
    show('/services-catalog/2/5');
    await waitFor(() =>
      expect(leave.leaveFor).toHaveBeenCalledWith('https://catalog.example.org/services-catalog/2/5'),
    );
    expect(http.get).toHaveBeenCalledWith('/services_catalog/public/services/5', expect.anything());
  });

  it('goes home for a service the lookup does not know', async () => {
    serve('https://catalog.example.org', 'missing');
    show('/services-catalog/2/5');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/dashboard {"notFound":"/services-catalog/2/5"}',
    );
    expect(leave.leaveFor).not.toHaveBeenCalled();
  });
});
