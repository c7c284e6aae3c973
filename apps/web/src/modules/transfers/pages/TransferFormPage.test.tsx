import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { FIELDS, transfer } from '../transfers.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import { CreateTransferPage, EditTransferPage } from './TransferFormPage.tsx';

function show(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/services/transfer/create/:type" element={<CreateTransferPage />} />
            <Route path="/services/transfer/:id" element={<EditTransferPage />} />
            <Route path="/services/transfer/view/:id" element={<p>Страница заявки</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  http.get.mockImplementation((path: string) => {
    if (path === '/bp_transfers-fields') return Promise.resolve({ data: FIELDS });
    if (path === '/bp_transfers/15') return Promise.resolve({ data: transfer() });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('TransferFormPage', () => {
  it('names the kind of a new transfer and explains every missing field without calling the server', async () => {
    show('/services/transfer/create/department');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Новая заявка: Перевод в другое подразделение' }),
    ).toBeTruthy();
    expect(screen.getByText('Сотрудник 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Создать заявку/ }));
    expect(await screen.findByText('Укажите дату перевода')).toBeTruthy();
    for (const text of [
      'Выберите сотрудника',
      'Выберите компанию',
      'Выберите руководителя',
      'Укажите должность',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Добавить сотрудника/ }));
    expect(screen.getByText('Сотрудник 2')).toBeTruthy();
  });

  it('refuses an unknown kind', async () => {
    show('/services/transfer/create/nowhere');
    expect(await screen.findByText('Такого типа перевода нет')).toBeTruthy();
  });

  it('edits a saved transfer with its version and shows a refused field next to the person', async () => {
    http.put.mockRejectedValueOnce(
      new ApiError(400, {
        message: 'Компания не найдена',
        errors: { 'users.0.company_id': ['Компания не найдена'] },
      }),
    );
    show('/services/transfer/15');
    expect(await screen.findByDisplayValue('Ведущий разработчик')).toBeTruthy();
    expect(screen.getByText('Орлова Анна Викторовна')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Компания не найдена')).toBeTruthy();
    expect(http.put).toHaveBeenCalledWith(
      '/bp_transfers/15',
      expect.objectContaining({
        type: 'company',
        date_of_admission: '2026-04-01',
        updated_at: '2026-03-04T09:00:00.000Z',
        users: [expect.objectContaining({ user_id: 9, company_id: 3, manager_id: 4, department_id: 20 })],
      }),
      expect.anything(),
    );
    http.put.mockResolvedValueOnce({ data: transfer() });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByText('Страница заявки')).toBeTruthy());
  });

  it('says when the transfer can no longer be edited', async () => {
    http.get.mockImplementation((path: string) =>
      path === '/bp_transfers/15'
        ? Promise.resolve({ data: transfer({ can_edit: false }) })
        : Promise.resolve({ data: FIELDS }),
    );
    show('/services/transfer/15');
    expect(await screen.findByText('Эту заявку изменить нельзя')).toBeTruthy();
  });
});
