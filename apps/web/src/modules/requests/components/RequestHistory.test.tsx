import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { BpHistoryItem } from '@intranet/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY } from '../requests.fixtures.ts';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import { RequestHistory } from './RequestHistory.tsx';

const edit: BpHistoryItem = {
  ...HISTORY[0]!,
  id: 3,
  action: 'edit',
  from_status: HISTORY[1]!.to_status,
  changes: {
    assistant_comment: { before: null, after: 'Заберите в приемной' },
    urgent: { before: false, after: true },
    company_id: { before: 1, after: 2 },
    users: { before: [1], after: [1, 2] },
    unlabelled: { before: 'а', after: 'б' },
  },
  created_at: '2026-03-03T07:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('RequestHistory', () => {
  it('names a kind’s own fields by its labels and says a reference or a list changed', async () => {
    http.get.mockResolvedValue({ data: [edit] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RequestHistory
          id={7}
          type={undefined}
          fieldLabels={{
            assistant_comment: 'Комментарий помощника',
            urgent: 'Срочно',
            company_id: 'Компания',
            users: 'Сотрудники',
          }}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Комментарий помощника: — → Заберите в приемной')).toBeTruthy();
    expect(screen.getByText('Срочно: нет → да')).toBeTruthy();
    expect(screen.getByText('Компания: изменено')).toBeTruthy();
    expect(screen.getByText('Сотрудники: изменено')).toBeTruthy();
    expect(screen.getByText('unlabelled: а → б')).toBeTruthy();
    expect(http.get.mock.calls[0]?.[0]).toBe('/bps/7/history');
  });
});
