import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));
vi.mock('../../../app/auth/session.tsx', () => ({ useMe: () => ({ id: 7 }), useAccess: () => () => false }));

import CreateCardPage from './CreateCardPage.tsx';

const PERSON = {
  user_id: 7,
  last_name: 'Щукина',
  first_name: 'Юлия',
  middle_name: 'Сергеевна',
  last_name_en: 'Shchukina',
  first_name_en: 'Iuliia',
  work_position: 'Аналитик',
  company: { id: 1, name: 'ООО «Ромашка»' },
  address: { id: 5, name: 'Москва, Ленинградский пр., 15' },
  email: 'yulia@example.test',
  phone_ext: '1234',
  phone_mobile: '+7 900 000-00-01',
  charge: null,
};

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/services/cards/create']}>
          <Routes>
            <Route path="/services/cards/create" element={<CreateCardPage />} />
            <Route path="/services/cards/:id" element={<p>Страница заказа</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  http.get.mockImplementation((path: string) => {
    if (path === '/bp_cards/fields/7') return Promise.resolve({ data: PERSON });
    if (path === '/bp_cards/options')
      return Promise.resolve({
        data: {
          rates: { one_side_kopecks: 183050, two_sides_kopecks: 223700, urgent_percent: 50 },
          companies: [PERSON.company],
          offices: [PERSON.address],
        },
      });
    if (path === '/bp_cards/user_custom_work_positions')
      return Promise.resolve({ data: [{ id: 1, name: 'Ведущий аналитик', name_en: null }] });
    if (path === '/bp_cards/custom_work_positions')
      return Promise.resolve({ data: [{ id: 2, name: 'Менеджер проектов', name_en: 'Project Manager' }] });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const russianSide = () => screen.getByTestId('card-side-rus');

describe('CreateCardPage', () => {
  it('fills the form from the profile and shows the default order in the preview with its price', async () => {
    show();
    expect(await screen.findByDisplayValue('Щукина')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Имя латиницей').value).toBe('Iuliia');
    expect(screen.getByLabelText<HTMLInputElement>('Количество, шт.').value).toBe('100');
    expect(screen.getByLabelText<HTMLInputElement>('Русский (односторонняя)').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Горизонтальная').checked).toBe(true);
    await waitFor(() => expect(within(russianSide()).getByText('Щукина Юлия Сергеевна')).toBeTruthy());
    expect(within(russianSide()).getByText('Аналитик')).toBeTruthy();
    expect(within(russianSide()).getByText('Тел. 1234')).toBeTruthy();
    expect(screen.queryByTestId('card-side-eng')).toBeNull();
    expect(screen.getByTestId('card-price').textContent?.replace(/\s/g, ' ')).toContain('1 830,50 ₽');
  });

  it('updates the preview, the Latin name and the price as the form changes', async () => {
    show();
    const lastName = await screen.findByDisplayValue('Щукина');
    fireEvent.change(lastName, { target: { value: 'Цой' } });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Фамилия латиницей').value).toBe('Tsoi'),
    );
    expect(within(russianSide()).getByText('Цой Юлия Сергеевна')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Русский и английский (двусторонняя)'));
    const english = await screen.findByTestId('card-side-eng');
    expect(within(english).getByText('Iuliia Tsoi')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('card-price').textContent?.replace(/\s/g, ' ')).toContain('2 237,00 ₽'),
    );

    fireEvent.click(screen.getByLabelText('Срочно'));
    await waitFor(() =>
      expect(screen.getByTestId('card-price').textContent?.replace(/\s/g, ' ')).toContain('3 355,50 ₽'),
    );

    expect(russianSide().querySelector('svg')).toBeNull();
    fireEvent.click(screen.getByLabelText('QR-код с контактами'));
    await waitFor(() => expect(russianSide().querySelector('svg')).not.toBeNull());
  });

  it('shows the creation-failure texts when the order cannot be created', async () => {
    http.post.mockRejectedValue(new ApiError(500, { message: 'Internal' }));
    show();
    await screen.findByDisplayValue('Щукина');
    fireEvent.click(screen.getByRole('button', { name: 'Заказать' }));
    expect(await screen.findByText('Что-то пошло не так при создании заявки')).toBeTruthy();
    expect(screen.getByText('Попробуйте снова.')).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith(
      '/bp_cards',
      expect.objectContaining({ last_name: 'Щукина', count: 100, lang: 'rus', address_id: 5 }),
      expect.anything(),
    );
  });

  it('opens the new order after creating it', async () => {
    http.post.mockResolvedValue({ data: { id: 42 } });
    show();
    await screen.findByDisplayValue('Щукина');
    fireEvent.click(screen.getByRole('button', { name: 'Заказать' }));
    expect(await screen.findByText('Страница заказа')).toBeTruthy();
  });
});
