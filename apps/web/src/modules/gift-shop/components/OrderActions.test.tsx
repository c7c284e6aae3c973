import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giftOrder } from '../gift-shop.fixtures.ts';

const http = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import { OrderActions } from './OrderActions.tsx';

const OPERATOR_VIEW = giftOrder({
  abilities: { cancel: false, confirm: true, deny: true, underway: false, complete: false },
  actions: [
    { code: 'confirm', label: 'Подтвердить', to_status_id: 2, comment_required: false },
    { code: 'deny', label: 'Отказать', to_status_id: 5, comment_required: true },
    { code: 'underway', label: 'Передать в работу', to_status_id: 3, comment_required: false },
  ],
});

function show(order = OPERATOR_VIEW) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <OrderActions order={order} />
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => http.post.mockReset().mockResolvedValue({ data: OPERATOR_VIEW }));
afterEach(cleanup);

describe('OrderActions', () => {
  it('shows only the operations the abilities allow, and sends one with the version on screen', async () => {
    show();
    expect(screen.queryByRole('button', { name: 'Передать в работу' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/orders/41/confirm',
        { comment: null, updated_at: '2026-03-04T09:00:00.000Z' },
        expect.objectContaining({ fieldErrors: true }),
      ),
    );
  });

  it('a denial asks for its reason first', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Отказать' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    expect(await within(dialog).findByText('Укажите комментарий')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Комментарий'), { target: { value: 'Нет на складе' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/orders/41/deny',
        { comment: 'Нет на складе', updated_at: '2026-03-04T09:00:00.000Z' },
        expect.anything(),
      ),
    );
  });
});
