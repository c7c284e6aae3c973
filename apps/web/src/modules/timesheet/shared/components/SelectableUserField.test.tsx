import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UserListItem } from '@intranet/contracts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectableUserField } from './SelectableUserField.tsx';

const search = vi.hoisted(() => vi.fn<(filter: string, signal: AbortSignal) => Promise<UserListItem[]>>());
vi.mock('../timesheet.api.ts', () => ({ searchSelectableUsers: search }));

afterEach(() => {
  cleanup();
  search.mockReset();
});

function person(id: number, lastName: string): UserListItem {
  return {
    id,
    login: `user${id}`,
    name: 'Иван',
    last_name: lastName,
    patronymic: null,
    full_name: `${lastName} Иван`,
    email: `user${id}@example.test`,
    work_position: null,
    department: null,
    company: null,
    country: { id: 3, name: 'Казахстан' },
    office: null,
    manager_id: null,
    hire_date: null,
  } as UserListItem;
}

function withQueries(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}

const ME = { id: 1, full_name: 'Абрамов Иван' };

describe('SelectableUserField', () => {
  it('searches the server when the first page is not everyone, and hands back the whole person', async () => {
    const far = person(5001, 'Яхонтов');
    search.mockResolvedValue([far]);
    const onChange = vi.fn();
    render(
      withQueries(
        <SelectableUserField
          users={{ data: [person(1, 'Абрамов'), person(2, 'Борисов')], meta: { total: 5001 } }}
          value={1}
          me={ME}
          onChange={onChange}
        />,
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Сотрудник' }), { target: { value: 'Яхо' } });
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="Яхонтов Иван"]')).toBeTruthy(),
    );
    expect(search.mock.calls[0]![0]).toBe('Яхо');
    fireEvent.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="Яхонтов Иван"]')!);
    expect(onChange).toHaveBeenCalledWith(far);
  });

  it('filters the list itself when it is everyone, and hides for one person', () => {
    const { container, rerender } = render(
      withQueries(
        <SelectableUserField
          users={{ data: [person(1, 'Абрамов'), person(2, 'Борисов')], meta: { total: 2 } }}
          value={1}
          me={ME}
          onChange={() => undefined}
        />,
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Сотрудник' }), { target: { value: 'Бор' } });
    expect(document.querySelector('.ant-select-item-option[title="Борисов Иван"]')).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
    rerender(
      withQueries(
        <SelectableUserField
          users={{ data: [person(1, 'Абрамов')], meta: { total: 1 } }}
          value={1}
          me={ME}
          onChange={() => undefined}
        />,
      ),
    );
    expect(container.querySelector('.ts-field')).toBeNull();
  });
});
