import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PEOPLE_SEARCH_DELAY_MS, type PeopleSource, type PersonOption } from './people-search.ts';
import { PersonPicker } from './PersonPicker.tsx';

afterEach(cleanup);

const PEOPLE: PersonOption[] = [
  { value: 1, label: 'Иванов Иван', hint: 'Аналитик, Финансы' },
  { value: 2, label: 'Иванова Анна' },
  { value: 3, label: 'Петров Пётр' },
];

/** A search that answers from PEOPLE, remembering each call's text and signal. */
function fakeSource() {
  const calls: { filter: string; signal: AbortSignal }[] = [];
  const source: PeopleSource = {
    queryKey: (filter) => ['test-people', filter],
    search: (filter, signal) => {
      calls.push({ filter, signal });
      return Promise.resolve(PEOPLE.filter((person) => person.label.startsWith(filter)));
    },
  };
  return { source, calls };
}

function withQueries(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}

function type(text: string) {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
}

function optionTitled(title: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
}

describe('PersonPicker', () => {
  it('asks nothing under 3 characters and says so', async () => {
    const { source, calls } = fakeSource();
    render(withQueries(<PersonPicker source={source} aria-label="Сотрудник" />));
    type('Ив');
    expect(await screen.findByText('Введите не менее 3 символов')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, PEOPLE_SEARCH_DELAY_MS * 2));
    expect(calls).toHaveLength(0);
  });

  it('asks once for the text typed last, and hands the chosen person back with the name', async () => {
    const { source, calls } = fakeSource();
    const onChange = vi.fn();
    render(withQueries(<PersonPicker source={source} aria-label="Сотрудник" onChange={onChange} />));
    type('Ива');
    type('Иванов');
    await waitFor(() => expect(optionTitled('Иванов Иван')).toBeTruthy());
    expect(calls.map((call) => call.filter)).toEqual(['Иванов']);
    expect(screen.getByText('Аналитик, Финансы')).toBeTruthy();
    fireEvent.click(optionTitled('Иванов Иван')!);
    expect(onChange).toHaveBeenCalledWith({ value: 1, label: 'Иванов Иван' });
  });

  it('cancels the request of a text that is no longer the query', async () => {
    const calls: { filter: string; signal: AbortSignal }[] = [];
    const source: PeopleSource = {
      queryKey: (filter) => ['slow-people', filter],
      search: (filter, signal) => {
        calls.push({ filter, signal });
        return new Promise<PersonOption[]>(() => undefined);
      },
    };
    render(withQueries(<PersonPicker source={source} aria-label="Сотрудник" />));
    type('Ива');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByText('Поиск…')).toBeTruthy();
    type('Петр');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
  });

  it('greys out people who may not be chosen and keeps several chosen', async () => {
    const { source } = fakeSource();
    function Harness() {
      const [value, setValue] = useState<PersonOption[]>([]);
      return (
        <>
          <PersonPicker
            multiple
            source={source}
            value={value}
            onChange={setValue}
            unavailable={{ ids: new Set([2]), note: '(уже в списке)' }}
          />
          <output>{value.map((person) => person.label).join('; ')}</output>
        </>
      );
    }
    render(withQueries(<Harness />));
    type('Иван');
    await waitFor(() => expect(optionTitled('Иванова Анна (уже в списке)')).toBeTruthy());
    expect(optionTitled('Иванова Анна (уже в списке)')!.className).toContain('disabled');
    fireEvent.click(optionTitled('Иванов Иван')!);
    await act(() => Promise.resolve());
    expect(screen.getByRole('status').textContent).toBe('Иванов Иван');
  });

  it('filters a fixed list as the user types, without any request', async () => {
    const onChange = vi.fn();
    render(withQueries(<PersonPicker source={PEOPLE} aria-label="Сотрудник" onChange={onChange} />));
    type('Петр');
    await waitFor(() => expect(optionTitled('Петров Пётр')).toBeTruthy());
    expect(optionTitled('Иванов Иван')).toBeNull();
    fireEvent.click(optionTitled('Петров Пётр')!);
    expect(onChange).toHaveBeenCalledWith({ value: 3, label: 'Петров Пётр' });
  });
});
