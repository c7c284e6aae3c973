import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** What QueryState needs of a TanStack query result. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

export const QUERY_STATE_TEXTS = {
  error: 'Не удалось загрузить данные',
  retry: 'Повторить',
} as const;

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The antd Empty's text when the data is empty; without it an empty answer is shown as data. */
  empty?: ReactNode;
  /** Whether the data counts as empty: by default an empty array, or a list envelope with no rows. */
  isEmpty?: (data: T) => boolean;
  /** The error's text (the screen's own words); a «Повторить» button asks again. */
  error?: ReactNode;
  /** Lines of the loading skeleton. */
  rows?: number;
  children: (data: T) => ReactNode;
}

function defaultIsEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'data' in data && Array.isArray(data.data)) {
    return data.data.length === 0;
  }
  return false;
}

/**
 * The three states every screen shows: a skeleton while loading, an
 * error with a retry, an antd Empty with a Russian text; otherwise `children(data)`. A disabled query is
 * pending in TanStack Query: render QueryState once the query can run.
 */
export function QueryState<T>({ query, empty, isEmpty, error, rows = 6, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Загрузка">
        <Skeleton active paragraph={{ rows }} />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Empty description={error ?? QUERY_STATE_TEXTS.error}>
        <Button onClick={() => void query.refetch()}>{QUERY_STATE_TEXTS.retry}</Button>
      </Empty>
    );
  }
  const data = query.data;
  if (empty !== undefined && (isEmpty ?? defaultIsEmpty)(data)) return <Empty description={empty} />;
  return <>{children(data)}</>;
}
