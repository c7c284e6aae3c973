import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './QueryState.tsx';

afterEach(cleanup);

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    refetch: vi.fn(() => Promise.resolve()),
    ...state,
  };
}

describe('QueryState', () => {
  it('shows a skeleton while loading, not the content', () => {
    render(<QueryState query={query<string[]>({ isPending: true })}>{() => 'Содержимое'}</QueryState>);
    expect(screen.getByLabelText('Загрузка').querySelector('.ant-skeleton')).toBeTruthy();
    expect(screen.queryByText('Содержимое')).toBeNull();
  });

  it('shows the error with a retry that asks again', () => {
    const failed = query<string[]>({ isError: true });
    render(
      <QueryState query={failed} error="Не удалось загрузить отпуска">
        {() => 'Содержимое'}
      </QueryState>,
    );
    expect(screen.getByText('Не удалось загрузить отпуска')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('says the list is empty in Russian, for an array or a list envelope', () => {
    const { rerender } = render(
      <QueryState query={query<string[]>({ data: [] })} empty="Списков пока нет">
        {() => 'Содержимое'}
      </QueryState>,
    );
    expect(screen.getByText('Списков пока нет')).toBeTruthy();
    rerender(
      <QueryState
        query={query({ data: { data: [] as string[], meta: { total: 0 } } })}
        empty="Никого не нашли"
      >
        {() => 'Содержимое'}
      </QueryState>,
    );
    expect(screen.getByText('Никого не нашли')).toBeTruthy();
    expect(screen.queryByText('Содержимое')).toBeNull();
  });

  it('renders the data, and lets the screen decide what is empty', () => {
    const { rerender } = render(
      <QueryState query={query({ data: ['Иванов', 'Петров'] })} empty="Пусто">
        {(data) => data.join(', ')}
      </QueryState>,
    );
    expect(screen.getByText('Иванов, Петров')).toBeTruthy();
    rerender(
      <QueryState query={query({ data: ['Иванов'] })} empty="Никто не подходит" isEmpty={() => true}>
        {(data) => data.join(', ')}
      </QueryState>,
    );
    expect(screen.getByText('Никто не подходит')).toBeTruthy();
  });
});
