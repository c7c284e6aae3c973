import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { catalogServiceDetails } from '../services-catalog.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import ServicePage from './ServicePage.tsx';

const GROUP = {
  id: 2,
  name: 'Документы и подписи',
  description: '',
  image_id: null,
  image: null,
  position: 1,
  updated_at: '2026-03-04T09:00:00.000Z',
  services: [],
};

function serve(service: unknown) {
  http.get.mockImplementation((path: string) => {
    if (path === '/settings') return Promise.resolve({ data: [] });
    if (path === '/services_catalog/groups/with-services') return Promise.resolve({ data: [GROUP] });
    if (path === '/services_catalog/classifiers')
      return Promise.resolve({
        data: [{ id: 4, name: 'Канал', position: 1, values: [{ id: 41, name: 'Портал' }] }],
      });
    if (path === '/services_catalog/services/5')
      return service instanceof Error ? Promise.reject(service) : Promise.resolve({ data: service });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function show(path = '/services-catalog/2/5') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/services-catalog/:groupId/:serviceId" element={<ServicePage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the service card', () => {
  it('shows the descriptions, regions, consumers, classifiers and contacts, and leads to the request form', async () => {
    serve(
      catalogServiceDetails({
        consumers: [{ type: 'company', company_id: 1, role: null, name: 'ООО «Лига»' }],
        classifier_values: [{ id: 41, classifier_id: 4, name: 'Портал' }],
        request_path: '/services/cards/create',
        contacts: [
          {
            id: 1,
            user: { id: 7, full_name: 'Щукина Юлия Сергеевна', work_position: 'Юрист' },
            name: 'Щукина Юлия Сергеевна',
            meta: {
              role: 'Владелец сервиса',
              phone: '+7 (495) 123-45-67',
              email: 'sign@liga.ru',
              chat_link: null,
            },
          },
          {
            id: 2,
            user: null,
            name: 'Служба поддержки',
            meta: { role: null, phone: null, email: null, chat_link: 'javascript:alert(1)' },
          },
        ],
      }),
    );
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Выпуск электронной подписи' })).toBeTruthy();
    expect(screen.getByText('Подпись выпускается за два рабочих дня.')).toBeTruthy();
    expect(screen.getByText('Россия')).toBeTruthy();
    expect(screen.getByText('ООО «Лига»')).toBeTruthy();
    expect(await screen.findByText('Канал')).toBeTruthy();
    const contacts = screen.getByRole('list', { name: 'Контакты' });
    expect(contacts.textContent).toContain('Владелец сервиса');
    expect(contacts.textContent).toContain('Юрист');
    expect(contacts.querySelector('[data-initials="ЩЮ"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: /sign@liga\.ru/ }).getAttribute('href')).toBe(
      'mailto:sign@liga.ru',
    );
    expect(screen.getByRole('link', { name: /123-45-67/ }).getAttribute('href')).toBe('tel:+74951234567');
    // A chat address that is not http(s) is not offered as a link.
    expect(screen.queryByRole('link', { name: /Чат сервиса/ })).toBeNull();
    expect(screen.getByRole('button', { name: /в избранное \(отметок: 3\)/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Изменить/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Оставить заявку/ }));
    expect(screen.getByTestId('where').textContent).toBe('/services/cards/create null');
  });

  it('has no «Оставить заявку» without a request form', async () => {
    serve(catalogServiceDetails());
    show();
    await screen.findByRole('heading', { level: 1, name: 'Выпуск электронной подписи' });
    expect(screen.queryByRole('button', { name: /Оставить заявку/ })).toBeNull();
    expect(screen.getByText('Контакты не указаны')).toBeTruthy();
  });

  it('goes home saying the page is not there when the service is missing', async () => {
    serve(new ApiError(404, { message: 'Сервис не найден' }));
    show();
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/dashboard {"notFound":"/services-catalog/2/5"}',
    );
  });
});
