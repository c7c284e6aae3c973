import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { WcPosition } from '@intranet/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as httpClientModule from '../../api/http-client.ts';

/**
 * The real http client (its error catalogue and dialogs) over a fake fetch: what the user sees on a failure is
 * decided there, so the module's calls are tested through it, not around it.
 */
const net = vi.hoisted(() => ({
  fetch: vi.fn<(url: string, init: RequestInit) => Promise<Response>>(),
  showErrorDialog: vi.fn(),
}));
vi.mock('../../api/http-client.ts', async (importOriginal) => {
  const real = await importOriginal<typeof httpClientModule>();
  const http = real.createHttpClient((input, init) =>
    net.fetch(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init ?? {}),
  );
  http.tokens.set({ access_token: 'token', token_type: 'Bearer', expires_in: 900 });
  http.setHooks({ showErrorDialog: net.showErrorDialog, pathname: () => '/work-conditions' });
  return { ...real, http };
});
vi.mock('../../api/download.ts', () => ({ saveBlob: vi.fn() }));

import { ERROR_TEXTS } from '../../api/error-catalogue.ts';
import { PositionFormModal } from './components/PositionFormModal.tsx';
import WorkConditionsPage from './pages/WorkConditionsPage.tsx';
import WorkConditionsReportPage from './pages/WorkConditionsReportPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const EMPTY_PAGE = {
  data: [],
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page: 1, per_page: 100, total: 0, date: '2031-03-01' },
};
const HIRE_ERROR = 'Дата применения изменений не может быть раньше даты приема на работу (10.01.2024)';

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

/** Answers: POSTs as given, every GET an empty list or page. */
function answer(post: (url: string) => Response) {
  net.fetch.mockImplementation((url, init) =>
    Promise.resolve(
      init.method === 'POST'
        ? post(url)
        : json(200, url.includes('/work_conditions') ? EMPTY_PAGE : { data: [] }),
    ),
  );
}

function show(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const genericDialog: unknown = expect.objectContaining({ title: ERROR_TEXTS.genericTitle });

beforeEach(() => {
  net.fetch.mockReset();
  net.showErrorDialog.mockReset();
});
afterEach(cleanup);

describe('work conditions: failures', () => {
  it('a refused change shows the error popup and the server’s text next to the field', async () => {
    answer(() => json(400, { message: 'Ошибка', errors: { date_apply: [HIRE_ERROR] } }));
    show(
      <PositionFormModal target={{ kind: 'change', position, full_name: 'Иванов Иван' }} onClose={vi.fn()} />,
    );
    await screen.findByLabelText('Должность');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменение' }));
    expect((await screen.findAllByText(HIRE_ERROR)).length).toBeGreaterThan(0);
    expect(net.showErrorDialog).toHaveBeenCalledTimes(1);
    expect(net.showErrorDialog).toHaveBeenCalledWith(genericDialog);
  });

  it('a refused new position shows the error popup', async () => {
    answer(() => json(400, { message: 'Ошибка', errors: { tab_number: ['Табельный номер уже занят'] } }));
    const onClose = vi.fn();
    show(
      <PositionFormModal
        target={{ kind: 'create', user: { id: 3, full_name: 'Иванов Иван' } }}
        onClose={onClose}
      />,
    );
    fireEvent.change(await screen.findByLabelText('Должность'), { target: { value: 'Аналитик' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить должность' }));
    await waitFor(() => expect(net.showErrorDialog).toHaveBeenCalledWith(genericDialog));
    expect(
      net.fetch.mock.calls.some(([url, init]) => url === '/api/work_conditions' && init.method === 'POST'),
    ).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed xlsx export says so once: the page’s alert, no popup', async () => {
    answer(() => json(500, { message: 'Внутренняя ошибка' }));
    show(<WorkConditionsReportPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Выгрузить в Excel/ }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Не удалось выгрузить отчет')).toBeTruthy();
    expect(net.showErrorDialog).not.toHaveBeenCalled();
  });
});

/** One row of 500: enough for the pager and its size changer to show. */
const LIST_PAGE = {
  ...EMPTY_PAGE,
  data: [{ user: { id: 3, full_name: 'Иванов Иван', login: 'ivanov' }, positions: [position] }],
  meta: { ...EMPTY_PAGE.meta, last_page: 5, total: 500 },
};
const REPORT_PAGE = {
  ...LIST_PAGE,
  data: [
    {
      position_id: 7,
      user_id: 3,
      full_name: 'Иванов Иван',
      tab_number: 'Т-1',
      uid: null,
      location: null,
      department: null,
      work_position: 'Аналитик',
      work_rate: 1,
      hire_date: '2024-01-10',
      fire_date: null,
      employment_status: 'Основное место работы',
      user_status: 'Работает',
      default_project: null,
      default_customer: null,
      is_default: true,
      date_apply: '2024-01-10',
    },
  ],
};

describe('work conditions: page sizes', () => {
  it.each([
    ['the list', /\/api\/work_conditions\?/, LIST_PAGE, () => <WorkConditionsPage />],
    ['the report', /\/api\/work_conditions\/report\?/, REPORT_PAGE, () => <WorkConditionsReportPage />],
  ])('%s asks 100 rows first and offers 100, 200 and 300', async (_name, pattern, body, page) => {
    net.fetch.mockImplementation((url) =>
      Promise.resolve(json(200, pattern.test(url) ? body : { data: [] })),
    );
    show(page());
    expect(await screen.findByText('Иванов Иван')).toBeTruthy();
    const listCall = net.fetch.mock.calls.find(([url]) => pattern.test(url))!;
    expect(new URL(listCall[0], 'http://localhost').searchParams.get('per_page')).toBe('100');
    const changer = document.querySelector('.ant-pagination-options .ant-select')!;
    fireEvent.mouseDown(changer.querySelector('input') ?? changer);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(3));
    const sizes = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent?.match(/\d+/)?.[0],
    );
    expect(sizes).toEqual(['100', '200', '300']);
  });
});
