import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EQUIPMENT } from '../../requests/requests.fixtures.ts';
import { education, envelope, WHICH_TYPE } from '../education.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
const access = vi.hoisted(() => ({ admin: false }));
vi.mock('../../../api/http-client.ts', () => ({ http }));
vi.mock('../../../app/auth/session.tsx', () => ({
  useAccess: () => (key: string) => key === 'education.admin' && access.admin,
}));

import EducationPage from './EducationPage.tsx';

const EDUCATION_PROCESS = { ...EQUIPMENT, id: 3, kind: 'education' as const, name: 'Внешнее обучение' };

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/services/education']}>
          <Routes>
            <Route path="/services/education" element={<EducationPage />} />
            <Route path="/services/education/create" element={<p>Форма заявки</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  access.admin = false;
  http.get.mockImplementation((path: string) => {
    if (path === '/bp_educations') return Promise.resolve(envelope([education()]));
    if (path === '/bp_educations/which/type') return Promise.resolve({ data: WHICH_TYPE });
    if (path === '/bp_types') return Promise.resolve({ data: [EDUCATION_PROCESS] });
    if (path === '/bp_education_edicts')
      return Promise.resolve({
        data: [{ id: 1, title: 'Порядок подачи', body: 'За 30 дней', position: 0, updated_at: '' }],
      });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('EducationPage', () => {
  it('lists the requests with a link, facility, period and status, and the edicts to read', async () => {
    show();
    const link = await screen.findByRole('link', { name: 'Kubernetes' });
    expect(link.getAttribute('href')).toBe('/services/education/11');
    expect(screen.getByText('Otus')).toBeTruthy();
    expect(screen.getByText('01.04.2026 — 05.04.2026')).toBeTruthy();
    expect(screen.getByText('Зарегистрирована')).toBeTruthy();
    expect(await screen.findByText('Приказы об обучении')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Выгрузить в Excel/ })).toBeNull();
  });

  it('filters by type on the server and opens the form from «Новая заявка»', async () => {
    show();
    await screen.findByRole('link', { name: 'Kubernetes' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Вид обучения' }));
    fireEvent.click(await screen.findByTitle('Конференция'));
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith(
        '/bp_educations',
        expect.objectContaining({ query: expect.objectContaining({ type_id: 'conference' }) as unknown }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /Новая заявка/ }));
    expect(await screen.findByText('Форма заявки')).toBeTruthy();
  });

  it('offers the xlsx export to education.admin and says when there are no requests', async () => {
    access.admin = true;
    http.get.mockImplementation((path: string) =>
      path === '/bp_educations'
        ? Promise.resolve(envelope([]))
        : path === '/bp_educations/which/type'
          ? Promise.resolve({ data: WHICH_TYPE })
          : Promise.resolve({ data: [] }),
    );
    show();
    expect(await screen.findByText('Заявок на обучение нет')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Выгрузить в Excel/ })).toBeTruthy();
  });
});
