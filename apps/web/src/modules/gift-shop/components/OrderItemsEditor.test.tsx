import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { giftOrder } from '../gift-shop.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), patch: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import { useOrder } from '../gift-shop.api.ts';
import { OrderItemsEditor, ORDER_EDITOR_TEXTS } from './OrderItemsEditor.tsx';

/** The editor as the order page shows it: on the order read through the query, which its saves update. */
function Harness() {
  const query = useOrder(41);
  return query.data ? <OrderItemsEditor order={query.data} /> : null;
}

async function show(order = giftOrder()) {
  http.get.mockResolvedValue({ data: order });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <App>
        <Harness />
      </App>
    </QueryClientProvider>,
  );
  await screen.findByText('Позиции заказа');
  return view;
}

const quantity = (name: string) => screen.getByLabelText(`Количество: ${name}`);

/** The PATCH answer: the order with the items sent and a new version. */
function answerWith(version: string) {
  http.patch.mockImplementation(
    (_path: string, body: { product_items: { product_id: number; quantity: number }[] }) =>
      Promise.resolve({
        data: giftOrder({
          updated_at: version,
          items: giftOrder().items.flatMap((item) => {
            const sent = body.product_items.find((line) => line.product_id === item.product_id);
            return sent ? [{ ...item, quantity: sent.quantity, amount: item.price * sent.quantity }] : [];
          }),
        }),
      }),
  );
}

beforeEach(() => {
  http.get.mockReset();
  http.patch.mockReset();
});
afterEach(cleanup);

describe('OrderItemsEditor', () => {
  it('sends only the last of quick changes, once, with the version shown', async () => {
    answerWith('2026-03-04T09:05:00.000Z');
    await show();
    fireEvent.change(quantity('Кружка'), { target: { value: '2' } });
    fireEvent.change(quantity('Кружка'), { target: { value: '3' } });
    fireEvent.change(quantity('Кружка'), { target: { value: '5' } });
    expect(screen.getByTestId('order-save-state').textContent).toBe(ORDER_EDITOR_TEXTS.saving);
    await waitFor(() =>
      expect(screen.getByTestId('order-save-state').textContent).toBe(ORDER_EDITOR_TEXTS.saved),
    );
    expect(http.patch).toHaveBeenCalledTimes(1);
    expect(http.patch).toHaveBeenCalledWith(
      '/orders/41',
      {
        product_items: [
          { product_id: 4, quantity: 5 },
          { product_id: 9, quantity: 2 },
        ],
        updated_at: '2026-03-04T09:00:00.000Z',
      },
      expect.objectContaining({ fieldErrors: true, handledStatuses: [409] }),
    );
    expect(screen.getByText(/^Итого:/).textContent?.replace(/\s/g, ' ')).toBe('Итого: 7 500,00 ₽');
  });

  it('leaving the page sends the waiting change at once', async () => {
    answerWith('v2');
    const view = await show();
    fireEvent.change(quantity('Худи'), { target: { value: '4' } });
    expect(http.patch).not.toHaveBeenCalled();
    view.unmount();
    expect(http.patch).toHaveBeenCalledTimes(1);
    expect(http.patch.mock.calls[0]![1]).toMatchObject({
      product_items: [
        { product_id: 4, quantity: 1 },
        { product_id: 9, quantity: 4 },
      ],
    });
  });

  it('leaving the field sends the change without waiting', async () => {
    answerWith('v2');
    await show();
    fireEvent.change(quantity('Худи'), { target: { value: '3' } });
    fireEvent.blur(quantity('Худи'));
    expect(http.patch).toHaveBeenCalledTimes(1);
  });

  it('shows a stock refusal next to its item', async () => {
    http.patch.mockRejectedValue(
      new ApiError(400, {
        message: 'Ошибка',
        errors: { 'product_items.1.quantity': ['Товара «Худи» недостаточно: в офисе осталось 2 шт.'] },
      }),
    );
    await show();
    fireEvent.change(quantity('Худи'), { target: { value: '9' } });
    fireEvent.blur(quantity('Худи'));
    expect((await screen.findByRole('alert')).textContent).toContain('в офисе осталось 2 шт.');
    expect(quantity('Худи').getAttribute('aria-describedby')).toBe('gift-order-qty-9-error');
  });

  it('a 409 drops the local copy, reads the order again and says so', async () => {
    http.patch.mockRejectedValue(new ApiError(409, { message: 'Заявка изменилась' }));
    await show();
    fireEvent.change(quantity('Кружка'), { target: { value: '7' } });
    fireEvent.blur(quantity('Кружка'));
    expect(await screen.findByText(ORDER_EDITOR_TEXTS.conflict)).toBeTruthy();
    expect((quantity('Кружка') as HTMLInputElement).value).toBe('1');
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
  });

  it('shows the quantities read-only once the order is no longer new', async () => {
    await show(giftOrder({ can_edit: false }));
    expect(screen.queryByLabelText('Количество: Кружка')).toBeNull();
    expect(screen.getByText('2 шт.')).toBeTruthy();
  });
});
