import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { BpRequest } from '@intranet/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EQUIPMENT, request } from '../requests.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));
vi.mock('../../../app/auth/session.tsx', () => ({ useAccess: () => () => false }));

import ServicesPage from './ServicesPage.tsx';

/** A process whose route has no step of a responsible person: no «Ответственный» in its form. */
const CERTIFICATE = {
  ...EQUIPMENT,
  id: 8,
  code: 'employment_certificate',
  name: 'Запрос справки с места работы',
  form: [{ key: 'purpose', label: 'Куда требуется справка', type: 'text' as const, required: true }],
  transitions: EQUIPMENT.transitions.filter((t) => t.who !== 'responsible'),
};

function envelope(rows: BpRequest[]) {
  return {
    data: rows,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length },
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/services']}>
          <Routes>
            <Route path="/services" element={<ServicesPage />} />
            <Route path="/services/requests/:id" element={<p>Страница заявки</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  http.get.mockImplementation((path: string) => {
    if (path === '/bps/inbox') return Promise.resolve(envelope([request({ id: 5, title: 'Ждёт меня' })]));
    if (path === '/bps/mine') return Promise.resolve(envelope([]));
    if (path === '/bps/custom') return Promise.resolve({ data: [EQUIPMENT, CERTIFICATE] });
    if (path === '/bp_types') return Promise.resolve({ data: [EQUIPMENT, CERTIFICATE] });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function choose(name: string) {
  const button = await screen.findByRole('button', { name: /Создать заявку/ });
  // The menu opens once the processes have come.
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  fireEvent.click(await screen.findByRole('menuitem', { name }));
  return screen.findByRole('dialog', { name: `Новая заявка: ${name}` });
}

describe('ServicesPage', () => {
  it('offers the services of the modules as tiles, each with its address and what it is for', async () => {
    show();
    const tiles = await screen.findByRole('navigation', { name: 'Сервисы' });
    const links = within(tiles).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/services-transfer',
        '/services/education',
        '/services/cards',
        '/services-catalog',
      ]),
    );
    const cards = within(tiles).getByRole('link', { name: /Визитные карточки/ });
    expect(cards.textContent).toContain('Заказ визитных карточек');
  });

  it('lists what waits for me with a link, the status and the author, and says when I have no requests', async () => {
    show();
    const inbox = (await screen.findByRole('heading', { name: 'Ожидают моего решения' })).closest('section')!;
    const link = await within(inbox).findByRole('link', { name: 'Ждёт меня' });
    expect(link.getAttribute('href')).toBe('/services/requests/5');
    expect(within(inbox).getByText('На согласовании у руководителя')).toBeTruthy();
    expect(within(inbox).getAllByText(/Иванов Иван/).length).toBeGreaterThan(0);
    const mine = screen.getByRole('heading', { name: 'Мои заявки' }).closest('section')!;
    expect(await within(mine).findByText('Вы ещё не создавали заявок')).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith(
      '/bps/inbox',
      expect.objectContaining({ query: { page: 1, per_page: 10 } }),
    );
  });

  it('creates a request of a custom process from its form and opens it', async () => {
    http.post.mockResolvedValueOnce({ data: request({ id: 77 }) });
    show();
    const dialog = await choose('Запрос справки с места работы');
    expect(within(dialog).queryByText('Ответственный')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать заявку' }));
    expect(await within(dialog).findByText('Заполните поле «Куда требуется справка»')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Тема заявки'), { target: { value: 'Справка в банк' } });
    fireEvent.change(within(dialog).getByLabelText('Куда требуется справка'), {
      target: { value: 'Банк' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать заявку' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/bps',
        { type_id: 8, title: 'Справка в банк', data: { purpose: 'Банк' }, responsible_user_id: null },
        { fieldErrors: true },
      ),
    );
    expect(await screen.findByText('Страница заявки')).toBeTruthy();
  });

  it('asks for the responsible person when a step of the process is theirs', async () => {
    show();
    const dialog = await choose('Заявка на оборудование');
    expect(within(dialog).getByText('Ответственный')).toBeTruthy();
    expect(within(dialog).getByLabelText('Нужно к дате')).toBeTruthy();
  });
});
