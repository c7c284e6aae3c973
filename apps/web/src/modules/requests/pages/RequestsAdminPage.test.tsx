import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { BpDeskCounts, BpRequest } from '@intranet/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL, REGISTERED, request } from '../requests.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
const access = vi.hoisted(() => ({ keys: [] as string[] }));
vi.mock('../../../api/http-client.ts', () => ({ http }));
vi.mock('../../../app/auth/session.tsx', () => ({
  useAccess: () => (key: string) => access.keys.includes(key),
}));

import RequestsAdminPage from './RequestsAdminPage.tsx';

function envelope<T>(rows: T[]) {
  return {
    data: rows,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length },
  };
}

const COUNTS: BpDeskCounts = {
  kinds: ['transfer'],
  counts: [
    { kind: 'transfer', status_id: REGISTERED.id, total: 2 },
    { kind: 'transfer', status_id: APPROVAL.id, total: 5 },
  ],
};

const INBOX: (BpRequest & { overdue: boolean })[] = [
  { ...request({ id: 11, title: 'Давний перевод', kind: 'transfer', type_name: 'Перевод' }), overdue: true },
  { ...request({ id: 12, title: 'Свежая справка' }), overdue: false },
];

function show(entry = '/services/admin/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/services/admin/dashboard" element={<RequestsAdminPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  access.keys = ['requests.desk'];
  http.get.mockImplementation((path: string) => {
    if (path === '/bps/desk') return Promise.resolve(envelope(INBOX));
    if (path === '/bps/desk/counts') return Promise.resolve({ data: COUNTS });
    if (path === '/bps/desk/requests') return Promise.resolve(envelope([INBOX[0]]));
    if (path === '/bp_statuses') return Promise.resolve({ data: [REGISTERED, APPROVAL] });
    if (path === '/bps/overdue') return Promise.resolve(envelope([]));
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('RequestsAdminPage (the services admin desk)', () => {
  it('shows the inbox with the overdue mark and links to each kind’s page', async () => {
    show();
    const inbox = await screen.findByRole('region', { name: 'Ожидают моего решения' });
    const late = await within(inbox).findByRole('link', { name: 'Давний перевод' });
    expect(late.getAttribute('href')).toBe('/services/transfer/view/11');
    expect(within(inbox).getByRole('link', { name: 'Свежая справка' }).getAttribute('href')).toBe(
      '/services/requests/12',
    );
    expect(within(inbox).getAllByText('Просрочена')).toHaveLength(1);
    expect(within(late.closest('tr')!).getByText('Просрочена')).toBeTruthy();
  });

  it('shows the counts of the kinds handled, each a link filtering the list below', async () => {
    show('/services/admin/dashboard?kind=transfer&status=2');
    const counts = await screen.findByRole('region', { name: 'Заявки по видам и статусам' });
    const kind = await within(counts).findByRole('link', { name: /Перевод сотрудников: 7/ });
    expect(kind.getAttribute('href')).toBe('/services/admin/dashboard?kind=transfer');
    const onApproval = within(counts).getByRole('link', { name: /На согласовании у руководителя\s*5/ });
    expect(onApproval.getAttribute('href')).toBe('/services/admin/dashboard?kind=transfer&status=2');
    expect(onApproval.getAttribute('aria-current')).toBe('page');
    await screen.findByRole('heading', {
      name: 'Заявки: Перевод сотрудников · На согласовании у руководителя',
    });
    await waitFor(() => {
      const asked = http.get.mock.calls.find(([path]) => path === '/bps/desk/requests') as
        [string, { query: object }] | undefined;
      expect(asked?.[1].query).toMatchObject({ kind: 'transfer', status_id: 2 });
    });
  });

  it('keeps the overdue list and status names for administrators, the education pages for its admins', async () => {
    show();
    await screen.findByRole('region', { name: 'Ожидают моего решения' });
    expect(screen.queryByRole('heading', { name: 'Просроченные заявки' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Приказы' })).toBeNull();
    cleanup();
    access.keys = ['requests.desk', 'requests.admin', 'education.admin'];
    show();
    expect(await screen.findByRole('heading', { name: 'Просроченные заявки' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Приказы' }).getAttribute('href')).toBe('/services/admin/edict');
    expect(screen.getByRole('link', { name: 'Учебные заведения' }).getAttribute('href')).toBe(
      '/services/admin/facilities',
    );
  });
});
