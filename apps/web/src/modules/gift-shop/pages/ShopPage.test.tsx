import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { cartStore } from '../cart-store.ts';
import { giftOrder, giftProduct } from '../gift-shop.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));
vi.mock('../../../app/auth/session.tsx', () => ({ useMe: () => ({ id: 7 }), useAccess: () => () => false }));

import ShopPage from './ShopPage.tsx';

const GROUPS = [
  { id: 1, name: 'Сувениры', position: 1, image: null, companies: [], offices: [], product_count: 2 },
  { id: 2, name: 'Одежда', position: 2, image: null, companies: [], offices: [], product_count: 0 },
];
const CURRENCIES = [
  { code: 'RUB', name: 'Российский рубль', symbol: '₽', minor_digits: 2, is_points: false },
  { code: 'PTS', name: 'Баллы', symbol: 'Б', minor_digits: 0, is_points: true },
];
const PRODUCTS = [
  giftProduct(),
  giftProduct({ id: 5, name: 'Блокнот', stock: 0, prices: [{ currency: 'RUB', amount: 30000 }] }),
];

const spaces = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/services/shop']}>
          <Routes>
            <Route path="/services/shop" element={<ShopPage />} />
            <Route path="/services/shop/orders/:id" element={<p>Страница заказа</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  cartStore.clear();
  http.post.mockReset();
  http.get.mockImplementation((path: string, options: { query?: Record<string, unknown> }) => {
    if (path === '/groups/available') return Promise.resolve({ data: GROUPS });
    if (path === '/currencies') return Promise.resolve({ data: CURRENCIES });
    if (path === '/gift-shop/options')
      return Promise.resolve({
        data: { offices: [{ id: 3, name: 'Москва' }], my_office_id: 3, my_company_id: 1, can_operate: false },
      });
    if (path === '/services') {
      const rows = options.query?.group_id === 1 ? PRODUCTS : [];
      return Promise.resolve({
        data: rows,
        links: { first: null, last: null, prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 24, total: rows.length },
      });
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});
afterEach(cleanup);

describe('ShopPage', () => {
  it('lists the first group with prices and stock; an item out of stock cannot be added', async () => {
    show();
    const mug = await screen.findByRole('article', { name: 'Кружка' });
    expect(spaces(within(mug).getByText(/₽/).textContent)).toBe('500,00 ₽');
    expect(within(mug).getByText('В наличии: 3 шт.')).toBeTruthy();
    const notebook = screen.getByRole('article', { name: 'Блокнот' });
    expect(within(notebook).getAllByText('Нет в наличии').length).toBeGreaterThan(0);
    expect(within(notebook).getByRole('button', { name: 'В корзину: Блокнот' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('tab', { name: 'Одежда' })).toBeTruthy();
  });

  it('adds to the cart no more than the office has and places the order in the chosen currency', async () => {
    http.post.mockResolvedValue({ data: giftOrder({ id: 77 }) });
    show();
    const add = await screen.findByRole('button', { name: 'В корзину: Кружка' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    expect(add).toHaveProperty('disabled', true);
    const cart = screen.getByRole('region', { name: 'Корзина' });
    expect(spaces(within(cart).getByText(/^Итого/).textContent)).toBe('Итого: 1 500,00 ₽');
    fireEvent.click(within(cart).getByRole('button', { name: 'Оформить заказ' }));
    await screen.findByText('Страница заказа');
    expect(http.post).toHaveBeenCalledWith(
      '/orders',
      { office_id: 3, currency: 'RUB', product_items: [{ product_id: 4, quantity: 3 }], comment: null },
      expect.objectContaining({ fieldErrors: true }),
    );
    expect(cartStore.get().lines).toEqual([]);
  });

  it('shows the stock refusal next to the cart line', async () => {
    http.post.mockRejectedValue(
      new ApiError(400, {
        message: 'Ошибка',
        errors: { 'product_items.0.quantity': ['Товара «Кружка» недостаточно: в офисе осталось 1 шт.'] },
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'В корзину: Кружка' }));
    const cart = screen.getByRole('region', { name: 'Корзина' });
    fireEvent.click(within(cart).getByRole('button', { name: 'Оформить заказ' }));
    expect((await within(cart).findByRole('alert')).textContent).toContain('осталось 1 шт.');
    expect(cartStore.get().lines).toHaveLength(1);
  });

  it('shows points prices after switching the currency', async () => {
    show();
    await screen.findByRole('article', { name: 'Кружка' });
    cartStore.setCurrency('PTS');
    await waitFor(() =>
      expect(
        spaces(within(screen.getByRole('article', { name: 'Кружка' })).getByText(/Б$/).textContent),
      ).toBe('120 Б'),
    );
  });
});
