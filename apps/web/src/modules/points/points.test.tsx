import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { PointsEntry, PointsWallet } from '@intranet/contracts/points/points';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../api/http-client.ts', () => ({ http }));

import { ApiError } from '../../api/api-error.ts';
import { GrantPointsForm } from './components/GrantPointsForm.tsx';
import { PointsCompaniesCard } from './components/PointsCompaniesCard.tsx';
import PointsPage from './pages/PointsPage.tsx';
import { formatPoints } from './points.helpers.ts';

const page = <T,>(rows: T[]) => ({
  data: rows,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length },
});

const ENTRIES: PointsEntry[] = [
  {
    id: 2,
    amount: -150,
    kind: 'debit',
    reason_code: null,
    reason: 'Заказ в магазине подарков: термокружка',
    granted_by: null,
    created_at: '2026-05-10T08:00:00.000Z',
  },
  {
    id: 1,
    amount: 500,
    kind: 'credit',
    reason_code: 'anniversary',
    reason: 'Годовщина работы в компании: 3 года',
    granted_by: { id: 3, full_name: 'Кадрова Анна Петровна' },
    created_at: '2026-03-02T08:00:00.000Z',
  },
];

function mount(node: ReactNode, wallet?: PointsWallet, answers: Record<string, unknown> = {}) {
  http.get.mockImplementation((path: string) => {
    if (path === '/points/my') return Promise.resolve({ data: wallet });
    if (path === '/points/my/entries') return Promise.resolve(page(ENTRIES));
    if (path in answers) return Promise.resolve(answers[path]);
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter>{node}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PointsPage', () => {
  it('shows the balance and the ledger with dates, signed amounts and reasons', async () => {
    mount(<PointsPage />, { enabled: true, balance: 350, can_grant: false });
    expect((await screen.findByTestId('points-balance')).textContent).toBe('350 баллов');
    expect(await screen.findByText('Заказ в магазине подарков: термокружка')).toBeTruthy();
    expect(screen.getByText('−150')).toBeTruthy();
    expect(screen.getByText('+500')).toBeTruthy();
    expect(screen.getByText('10.05.2026')).toBeTruthy();
    expect(screen.getByText('Начислил(а): Кадрова Анна Петровна')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Начислить баллы/ })).toBeNull();
  });

  it('says when the company has no points, and leads HR to the grants', async () => {
    mount(<PointsPage />, { enabled: false, balance: 0, can_grant: true });
    expect(await screen.findByText('В вашей компании баллы не используются')).toBeTruthy();
    expect(screen.queryByTestId('points-balance')).toBeNull();
    expect(screen.getByRole('link', { name: /Начислить баллы/ }).getAttribute('href')).toBe(
      '/services/points/grants',
    );
    expect(http.get).not.toHaveBeenCalledWith('/points/my/entries', expect.anything());
  });
});

describe('GrantPointsForm', () => {
  it('shows the contract’s Russian texts before sending anything', async () => {
    mount(<GrantPointsForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Начислить' }));
    expect(await screen.findByText('Выберите сотрудников')).toBeTruthy();
    expect(screen.getByText('Укажите количество баллов от 1 до 100000')).toBeTruthy();
    expect(screen.getByText('Выберите причину начисления')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('grants to the chosen person and shows the server’s field errors next to the fields', async () => {
    mount(<GrantPointsForm />);
    http.get.mockImplementation((path: string) =>
      path === '/points/balances'
        ? Promise.resolve(
            page([
              {
                user: { id: 7, full_name: 'Иванов Иван Иванович', work_position: 'Аналитик' },
                company: 'ООО «Северный код»',
                enabled: true,
                balance: 0,
              },
            ]),
          )
        : Promise.reject(new Error(`unexpected ${path}`)),
    );
    http.post.mockRejectedValue(
      new ApiError(400, {
        message: 'Неверные данные',
        errors: { user_ids: ['В компании сотрудника баллы не используются: Иванов Иван Иванович'] },
      }),
    );
    const people = screen.getByRole('combobox', { name: 'Сотрудники' });
    fireEvent.mouseDown(people);
    fireEvent.change(people, { target: { value: 'Иван' } });
    fireEvent.click(await screen.findByText('Иванов Иван Иванович', {}, { timeout: 3000 }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Количество баллов' }), {
      target: { value: '50' },
    });
    const reason = screen.getByRole('combobox', { name: 'Причина' });
    fireEvent.mouseDown(reason);
    fireEvent.click(await screen.findByText('Благодарность'));
    fireEvent.click(screen.getByRole('button', { name: 'Начислить' }));
    expect(
      await screen.findByText('В компании сотрудника баллы не используются: Иванов Иван Иванович'),
    ).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith(
      '/points/grants',
      expect.objectContaining({
        user_ids: [7],
        amount: 50,
        reason: 'thanks',
        request_key: expect.any(String) as unknown,
      }),
      expect.anything(),
    );
  });
});

describe('PointsCompaniesCard', () => {
  it('shows each company’s switch and turns points on for one', async () => {
    mount(<PointsCompaniesCard />, undefined, {
      '/points/companies': {
        data: [
          { id: 1, name: 'ООО «Северный код»', enabled: true },
          { id: 2, name: 'ТОО «Северный код Казахстан»', enabled: false },
        ],
      },
    });
    http.put.mockResolvedValue({ data: { id: 2, name: 'ТОО «Северный код Казахстан»', enabled: true } });
    const kazakhstan = await screen.findByRole('switch', {
      name: 'Баллы в компании ТОО «Северный код Казахстан»',
    });
    expect(
      screen
        .getByRole('switch', { name: 'Баллы в компании ООО «Северный код»' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(kazakhstan.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(kazakhstan);
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('/points/companies/2', { enabled: true }, expect.anything()),
    );
  });
});

describe('formatPoints', () => {
  it('groups digits the Russian way and signs ledger amounts', () => {
    expect(formatPoints(1250).replace(/\s/g, ' ')).toBe('1 250');
    expect(formatPoints(-30, true)).toBe('−30');
    expect(formatPoints(30, true)).toBe('+30');
  });
});
