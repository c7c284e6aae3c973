import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { Card } from '@intranet/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({ get: vi.fn() }));
const desk = vi.hoisted(() => ({ value: false }));
vi.mock('../../../api/http-client.ts', () => ({ http }));
vi.mock('../../../app/auth/session.tsx', () => ({ useAccess: () => () => desk.value }));

import CardsPage from './CardsPage.tsx';

const STATUS = { id: 1, code: 'registered', name: 'Зарегистрирована', is_terminal: false, color: 'blue' };

function card(values: Partial<Card>): Card {
  return {
    id: 1,
    type_id: 3,
    kind: 'card',
    type_name: 'Визитные карточки',
    status: STATUS,
    author: { id: 7, full_name: 'Щукина Юлия Сергеевна' },
    responsible_user: null,
    title: 'Визитки: Щукина Юлия',
    status_entered_at: '2026-03-04T09:00:00.000Z',
    created_at: '2026-03-04T09:00:00.000Z',
    updated_at: '2026-03-04T09:00:00.000Z',
    card_type: 'standard',
    user_id: 7,
    company: null,
    lang: 'rus',
    league_logo: false,
    orientation: 'l',
    color: 'b',
    last_name: 'Щукина',
    first_name: 'Юлия',
    middle_name: null,
    last_name_en: 'Shchukina',
    first_name_en: 'Iuliia',
    work_position: 'Аналитик',
    work_position_en: null,
    phone_ext: null,
    is_qr: false,
    phone_mobile: null,
    email: null,
    address: null,
    count: 100,
    price: 1830.5,
    urgent: false,
    charge: null,
    comment: null,
    assistant_comment: null,
    ...values,
  };
}

function show(rows: Card[]) {
  http.get.mockImplementation((path: string) => {
    if (path === '/bp_cards')
      return Promise.resolve({
        data: rows,
        links: { first: null, last: null, prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length },
      });
    if (path === '/bp_statuses') return Promise.resolve({ data: [STATUS] });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter>
          <CardsPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  desk.value = false;
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('CardsPage', () => {
  it('lists my orders with their status and price, and offers a new order', async () => {
    show([card({ id: 12 })]);
    expect((await screen.findByRole('link', { name: 'Щукина Юлия' })).getAttribute('href')).toBe(
      '/services/cards/12',
    );
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '1 830,50 ₽')).toBeTruthy();
    expect(screen.getAllByText('Зарегистрирована').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Мои заказы визиток' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Заказать визитки/ }).getAttribute('href')).toBe(
      '/services/cards/create/',
    );
    expect(http.get).toHaveBeenCalledWith(
      '/bp_cards',
      expect.objectContaining({ query: { page: 1, per_page: 10 } }),
    );
  });

  it('names the desk’s list «Все заказы» and says when there are none', async () => {
    desk.value = true;
    show([]);
    expect(await screen.findByText('Заказов визиток пока нет')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Все заказы визиток' })).toBeTruthy();
  });
});
