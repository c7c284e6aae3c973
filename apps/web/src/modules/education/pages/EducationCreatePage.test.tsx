import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { EDUCATION_TEXTS } from '@intranet/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { facility, WHICH_TYPE } from '../education.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import EducationCreatePage from './EducationCreatePage.tsx';

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/services/education/create/']}>
          <Routes>
            <Route path="/services/education/create" element={<EducationCreatePage />} />
            <Route path="/services/education/:id" element={<p>Страница заявки</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  http.get.mockImplementation((path: string) => {
    if (path === '/bp_educations/which/type') return Promise.resolve({ data: WHICH_TYPE });
    if (path === '/edu_facilities') return Promise.resolve({ data: [facility()] });
    return Promise.resolve({ data: [] });
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function fill() {
  show();
  await waitFor(() => expect(screen.getByText('Внешнее обучение')).toBeTruthy());
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Вид обучения' }));
  fireEvent.click(await screen.findByTitle('Курс'));
  fireEvent.change(screen.getByRole('textbox', { name: 'Курс или мероприятие' }), {
    target: { value: 'Kubernetes' },
  });
  fireEvent.click(screen.getByRole('button', { name: /Отправить заявку/ }));
}

describe('EducationCreatePage', () => {
  it('asks for the required fields before sending', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Отправить заявку/ }));
    expect(await screen.findByText('Выберите вид обучения')).toBeTruthy();
    expect(screen.getByText('Укажите курс или мероприятие')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('files the request and opens its page', async () => {
    http.post.mockResolvedValue({ data: { id: 42 } });
    await fill();
    expect(await screen.findByText('Страница заявки')).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith(
      '/bp_educations',
      expect.objectContaining({ bp_type_id: 3, type_id: 'course', course: 'Kubernetes', format: 1 }),
      expect.anything(),
    );
  });

  it('shows the server field error under its field, and the creation-failure dialog for any other failure', async () => {
    http.post.mockRejectedValueOnce(
      new ApiError(400, { message: 'x', errors: { course: ['Слишком длинно'] } }),
    );
    await fill();
    expect(await screen.findByText('Слишком длинно')).toBeTruthy();
    http.post.mockRejectedValueOnce(new ApiError(500, { message: 'boom' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Курс или мероприятие' }), {
      target: { value: 'Kubernetes 2' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Отправить заявку/ }));
    expect((await screen.findAllByText(EDUCATION_TEXTS.createFailedTitle)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(EDUCATION_TEXTS.createFailedText).length).toBeGreaterThan(0);
  });
});
