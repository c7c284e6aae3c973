import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

/**
 * Page and page size of a server-paged table, and antd's pagination for it: a new page size starts again
 * from the first page.
 */
export function useTablePaging(pageSizes: readonly number[]) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(pageSizes[0]!);
  const pagination = (total: number): TablePaginationConfig => ({
    current: page,
    pageSize: perPage,
    total,
    pageSizeOptions: [...pageSizes],
    showSizeChanger: true,
    onChange: (nextPage, nextSize) => {
      setPage(nextSize === perPage ? nextPage : 1);
      setPerPage(nextSize);
    },
  });
  return { page, perPage, pagination };
}
