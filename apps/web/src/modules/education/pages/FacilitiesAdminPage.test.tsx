import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { EDUCATION_TEXTS } from '@intranet/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { facility } from '../education.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import FacilitiesAdminPage from './FacilitiesAdminPage.tsx';

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <FacilitiesAdminPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  http.get.mockResolvedValue({ data: [facility()] });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('FacilitiesAdminPage', () => {
  it('adds a facility through the form', async () => {
    http.post.mockResolvedValue({ data: facility({ id: 3, name: 'Альфа' }) });
    show();
    expect(await screen.findByText('Otus')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Добавить/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое учебное заведение' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Название' }), {
      target: { value: 'Альфа' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/edu_facilities',
        expect.objectContaining({ name: 'Альфа' }),
        expect.anything(),
      ),
    );
  });

  it('edits a facility with its values in the form', async () => {
    http.patch.mockResolvedValue({ data: facility({ address: 'Москва' }) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить «Otus»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Учебное заведение' });
    const address = within(dialog).getByRole('textbox', { name: 'Адрес' });
    expect((address as HTMLInputElement).value).toBe('Онлайн');
    fireEvent.change(address, { target: { value: 'Москва' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() =>
      expect(http.patch).toHaveBeenCalledWith(
        '/edu_facilities/2',
        expect.objectContaining({ address: 'Москва' }),
        expect.anything(),
      ),
    );
  });

  it('shows the refusal of a facility in use', async () => {
    http.delete.mockRejectedValue(new ApiError(409, { message: EDUCATION_TEXTS.facilityInUse }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить «Otus»' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(EDUCATION_TEXTS.facilityInUse)).toBeTruthy();
  });
});
