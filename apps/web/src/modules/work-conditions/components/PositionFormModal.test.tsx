import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { WcPosition } from '@intranet/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import { PositionFormModal } from './PositionFormModal.tsx';

const position: WcPosition = {
  id: 7,
  user_id: 3,
  is_default: true,
  location: null,
  department: null,
  default_project: null,
  default_customer: null,
  work_position: 'Аналитик',
  work_rate: 1,
  hire_date: '2024-01-10',
  fire_date: null,
  employment_status: { id: 1, name: 'Основное место работы' },
  tab_number: 'Т-1',
  uid: null,
  user_status: { id: 1, name: 'Работает' },
  next_change: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  abilities: { edit: true, set_default: false, delete: false },
};

function show(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <PositionFormModal
          target={{ kind: 'change', position, full_name: 'Иванов Иван' }}
          onClose={onClose}
        />
      </App>
    </QueryClientProvider>,
  );
  return onClose;
}

beforeEach(() => {
  http.get.mockResolvedValue({ data: [] });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PositionFormModal', () => {
  it('checks the change with the contract before sending it', async () => {
    show();
    const title = await screen.findByLabelText('Должность');
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменение' }));
    expect(await screen.findByText('Укажите должность')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('sends the change with its date and shows the server’s field error next to it', async () => {
    const { ApiError } = await import('../../../api/api-error.ts');
    http.post.mockRejectedValueOnce(
      new ApiError(400, {
        message: 'Ошибка',
        errors: {
          date_apply: ['Дата применения изменений не может быть раньше даты приема на работу (10.01.2024)'],
        },
      }),
    );
    show();
    fireEvent.change(await screen.findByLabelText('Должность'), { target: { value: 'Ведущий аналитик' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменение' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    const [url, body] = http.post.mock.calls[0] as [string, Record<string, unknown>];
    expect(url).toBe('/work_conditions/7/history');
    expect(body).toMatchObject({ work_position: 'Ведущий аналитик', work_rate: 1, hire_date: '2024-01-10' });
    expect(body.date_apply).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      await screen.findByText(
        'Дата применения изменений не может быть раньше даты приема на работу (10.01.2024)',
      ),
    ).toBeTruthy();
  });
});
