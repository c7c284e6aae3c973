import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { APPROVAL, REGISTERED } from '../requests.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), patch: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import { StatusNamesEditor } from './StatusNamesEditor.tsx';

function show() {
  http.get.mockResolvedValue({ data: [REGISTERED, APPROVAL] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatusNamesEditor />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('StatusNamesEditor', () => {
  it('renames a status in place with PATCH /bp_statuses/{id}', async () => {
    http.patch.mockResolvedValueOnce({ data: { ...REGISTERED, name: 'Черновик' } });
    show();
    const field = await screen.findByLabelText(/Зарегистрирована/);
    fireEvent.change(field, { target: { value: 'Черновик' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() =>
      expect(http.patch).toHaveBeenCalledWith('/bp_statuses/1', { name: 'Черновик' }, { fieldErrors: true }),
    );
    expect(await screen.findByText('Сохранено')).toBeTruthy();
  });

  it('shows the server’s 400 text under the field', async () => {
    http.patch.mockRejectedValueOnce(
      new ApiError(400, { message: 'Ошибка', errors: { name: ['Укажите название статуса'] } }),
    );
    show();
    const field = await screen.findByLabelText(/Зарегистрирована/);
    fireEvent.change(field, { target: { value: ' ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Сохранить' })[0]!);
    const help = await screen.findByText('Укажите название статуса');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(help.id);
  });
});
