import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { TS_REPORT_TYPES, type TsReportResponse } from '@intranet/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../../api/http-client.ts', () => ({ http }));
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../../api/download.ts', () => ({ saveBlob }));

import TimesheetReportsPage from './TimesheetReportsPage.tsx';

function page(rows: TsReportResponse['raw_data'], current = 1, total = rows.length): TsReportResponse {
  return {
    raw_data: rows,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: current, last_page: Math.max(1, Math.ceil(total / 20)), per_page: 20, total },
    users_dictionary: {},
    customers_dictionary: {},
    companies_dictionary: {},
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <TimesheetReportsPage />
      </App>
    </QueryClientProvider>,
  );
}

async function chooseReport(label: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Отчет' }));
  const options = await screen.findAllByText(label, { selector: '.ts-reports__option > div' });
  fireEvent.click(options[0]!);
}

beforeEach(() => {
  http.get.mockImplementation((path: string) => {
    if (path === '/timesheet/reports') return Promise.resolve({ data: TS_REPORT_TYPES });
    if (path === '/departments') return Promise.resolve({ data: [] });
    return Promise.resolve({ data: null });
  });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('TimesheetReportsPage', () => {
  it('runs the chosen report and shows its columns, dates dd.MM.yyyy and numbers to the right', async () => {
    http.post.mockResolvedValue(
      page([
        { date: '2026-03-02', employee: 'Иванов Иван', customer: 'Альфа', time: 7.5, comment: 'Работа' },
      ]),
    );
    show();
    await chooseReport('Работа в выходные');
    expect(screen.getByTestId('ts-report-tooltip').textContent).toBe(
      'Время, списанное в выходные и праздничные дни',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сформировать' }));

    const table = await screen.findByRole('table');
    expect(within(table).getByText('02.03.2026')).toBeTruthy();
    const hours = within(table).getByText('7,5');
    expect(hours.closest('td')?.style.textAlign).toBe('right');
    expect(within(table).getByRole('columnheader', { name: 'Подразделение' })).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith(
      '/timesheet/reports/weekends',
      expect.objectContaining({ users: [], structures: [], page: 1, per_page: 20 }),
      expect.objectContaining({ silent: true, signal: expect.any(AbortSignal) as AbortSignal }),
    );
  });

  it('shows the team lead beside the manager on the employees report', async () => {
    http.post.mockResolvedValue(
      page([{ employee: 'Иванов Иван', manager: 'Петров Пётр', teamlead: 'Сидоров Семён' }]),
    );
    show();
    await chooseReport('Сотрудники');
    fireEvent.click(screen.getByRole('button', { name: 'Сформировать' }));
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.indexOf('Тимлид')).toBe(headers.indexOf('Руководитель') + 1);
    expect(within(table).getByText('Сидоров Семён')).toBeTruthy();
  });

  it('aborts a search in flight when a new one starts, and shows only the new answer', async () => {
    const signals: AbortSignal[] = [];
    http.post
      .mockImplementationOnce((_path: string, _body: unknown, options: { signal: AbortSignal }) => {
        signals.push(options.signal);
        return new Promise(() => undefined); // never answers
      })
      .mockImplementationOnce((_path: string, _body: unknown, options: { signal: AbortSignal }) => {
        signals.push(options.signal);
        return Promise.resolve(
          page([{ employee: 'Петров Пётр', department: 'Практика', days: 2, time: 16 }]),
        );
      });
    show();
    const run = await screen.findByRole('button', { name: 'Сформировать' });
    fireEvent.click(run);
    await waitFor(() => expect(signals).toHaveLength(1));
    fireEvent.click(run);
    expect(await screen.findByText('Петров Пётр')).toBeTruthy();
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('shows the server’s text when a report fails, and an empty state when it has no rows', async () => {
    const { ApiError } = await import('../../../../api/api-error.ts');
    http.post.mockRejectedValueOnce(new ApiError(400, { message: 'Период длиннее 366 дней' }));
    http.post.mockResolvedValueOnce(page([]));
    show();
    const run = await screen.findByRole('button', { name: 'Сформировать' });
    fireEvent.click(run);
    expect(await screen.findByText('Период длиннее 366 дней')).toBeTruthy();
    expect(screen.getByText('Не удалось сформировать отчет')).toBeTruthy();
    fireEvent.click(run);
    expect(await screen.findByText('За выбранный период данных нет')).toBeTruthy();
  });

  it('offers only «Скачать в Excel» for a download-only report and saves the xlsx', async () => {
    const blob = new Blob(['xlsx']);
    http.post.mockResolvedValue(blob);
    show();
    await chooseReport('Детализация по проектам');
    expect(screen.queryByRole('button', { name: 'Сформировать' })).toBeNull();
    expect(screen.getByText('Отчет выгружается только в Excel')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Скачать в Excel/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(http.post).toHaveBeenCalledWith(
      '/timesheet/reports/project_time_detail/excel',
      expect.objectContaining({ users: [], structures: [] }),
      expect.objectContaining({ responseType: 'blob' }),
    );
    const [saved, fileName] = saveBlob.mock.calls[0] as [Blob, string];
    expect(saved).toBe(blob);
    expect(fileName).toMatch(/^Детализация по проектам \d\d\.\d\d\.\d{4}-\d\d\.\d\d\.\d{4}\.xlsx$/);
  });
  it('reminds the people of the unfilled report after a confirmation', async () => {
    http.post.mockImplementation((path: string) =>
      Promise.resolve(
        path.endsWith('/send_notification')
          ? { data: { notified: 2, emailed: 2 } }
          : page([
              { employee: 'Иванов Иван', department: 'Практика', days: 2, time: 16 },
              { employee: 'Петров Пётр', department: 'Практика', days: 1, time: 8 },
            ]),
      ),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Сформировать' }));
    fireEvent.click(await screen.findByRole('button', { name: /Напомнить сотрудникам/ }));
    expect(await screen.findByText('Уведомление и письмо получат 2 сотрудника из отчета.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(/Напоминание отправлено: 2 сотрудникам, писем: 2/)).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith(
      '/timesheet/reports/unfilled/send_notification',
      expect.objectContaining({ users: [], structures: [] }),
      expect.objectContaining({ silent: true }),
    );
  });
});
