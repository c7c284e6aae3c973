import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { BpRequestDetails } from '@intranet/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../ui/date-format.ts';
import { EQUIPMENT, HISTORY, request } from '../requests.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import RequestPage from './RequestPage.tsx';

function show(record: BpRequestDetails) {
  http.get.mockImplementation((path: string) => {
    if (path === '/bps/41') return Promise.resolve({ data: record });
    if (path === '/bps/41/history') return Promise.resolve({ data: HISTORY });
    if (path === '/bp_types') return Promise.resolve({ data: [EQUIPMENT] });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/services/requests/41']}>
          <Routes>
            <Route path="/services/requests/:id" element={<RequestPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const approve = { code: 'approve', label: 'Согласовать', to_status_id: 3, comment_required: false };
const reject = { code: 'reject', label: 'Отклонить', to_status_id: 4, comment_required: true };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('RequestPage', () => {
  it('shows the fields by the form’s labels, the status and the history with substitutes', async () => {
    show(
      request({
        assignees: [
          { person: { id: 5, full_name: 'Сидоров Пётр' }, on_behalf_of: null },
          {
            person: { id: 6, full_name: 'Петрова Анна' },
            on_behalf_of: { id: 5, full_name: 'Сидоров Пётр' },
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Второй монитор' })).toBeTruthy();
    expect(screen.getByText('Сидоров Пётр; Петрова Анна — замещает Сидоров Пётр')).toBeTruthy();
    expect(screen.getByText('Оборудование')).toBeTruthy();
    expect(screen.getByText('Монитор 27"')).toBeTruthy();
    expect(screen.getByText('10.03.2026')).toBeTruthy();
    expect(screen.getAllByText('На согласовании у руководителя').length).toBeGreaterThan(0);
    // No abilities: no action buttons and no edit.
    expect(screen.queryByRole('group', { name: 'Действия по заявке' })).toBeNull();

    const history = await screen.findByText('Отправить на согласование');
    const step = history.closest('.request-history__line') as HTMLElement;
    expect(within(step).getByText('Петрова Анна — замещает Сидоров Пётр')).toBeTruthy();
    expect(within(step).getByText('«Прошу ускорить»')).toBeTruthy();
    expect(within(step).getByText(formatDateTime('2026-03-02T07:05:00.000Z'))).toBeTruthy();
    expect(formatDateTime('2026-03-02T07:05:00.000Z')).toMatch(/^02\.03\.2026 \d\d:05$/);
    expect(screen.getByText('Создана', { selector: 'strong' })).toBeTruthy();
  });

  it('draws the buttons only from abilities and sends an action with the version it saw', async () => {
    const record = request({ actions: [approve, reject], abilities: { approve: true, reject: false } });
    http.post.mockResolvedValueOnce({ data: record });
    show(record);
    const group = await screen.findByRole('group', { name: 'Действия по заявке' });
    expect(within(group).queryByRole('button', { name: 'Отклонить' })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Согласовать' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/bps/41/transitions/approve',
        { comment: null, updated_at: record.updated_at },
        { fieldErrors: true },
      ),
    );
  });

  it('asks for the required comment before the action', async () => {
    const record = request({ actions: [reject], abilities: { reject: true } });
    http.post.mockResolvedValueOnce({ data: record });
    show(record);
    fireEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Укажите комментарий')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Комментарий'), { target: { value: ' Нет бюджета ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/bps/41/transitions/reject',
        { comment: 'Нет бюджета', updated_at: record.updated_at },
        { fieldErrors: true },
      ),
    );
  });

  it('lets the author edit while allowed: PUT with the fields and the version read', async () => {
    const record = request({ can_edit: true });
    http.put.mockResolvedValueOnce({ data: record });
    show(record);
    fireEvent.click(await screen.findByRole('button', { name: /Изменить/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение заявки' });
    fireEvent.change(within(dialog).getByLabelText('Оборудование'), { target: { value: 'Монитор 32"' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith(
        '/bps/41',
        {
          title: 'Второй монитор',
          data: { equipment: 'Монитор 32"', copies: 1200, needed_by: '2026-03-10' },
          updated_at: record.updated_at,
        },
        { fieldErrors: true },
      ),
    );
  });
});
