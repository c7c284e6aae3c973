import { Empty, Table, type TableColumnsType } from 'antd';
import { formatNumber } from '../../../../ui/plural.ts';
import { QueryState, type QueryLike } from '../../../../ui/QueryState.tsx';

interface ExemptionTableProps<T extends { id: number }> {
  /** The whole list (loading, error with retry); `rows` are the ones the filters leave. */
  list: QueryLike<T[]> & { isFetching: boolean };
  rows: readonly T[];
  columns: TableColumnsType<T>;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** «Выбрать все» / «Выбрать всех». */
  selectAllLabel: string;
  rowLabel: (row: T) => string;
  /** The empty list's text: nothing matches the filters, or nothing is on the list. */
  emptyText: string;
}

/** The list of one exemption tab: bulk selection, pages of 50, its own empty text. */
export function ExemptionTable<T extends { id: number }>({
  list,
  rows,
  columns,
  selected,
  onSelect,
  selectAllLabel,
  rowLabel,
  emptyText,
}: ExemptionTableProps<T>) {
  return (
    <QueryState query={list} rows={6} error="Не удалось загрузить исключения">
      {() => (
        <Table<T>
          rowKey="id"
          size="middle"
          className="exemption-table"
          columns={columns}
          dataSource={[...rows]}
          loading={list.isFetching}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => onSelect(keys.map(Number)),
            preserveSelectedRowKeys: true,
            getTitleCheckboxProps: () => ({ 'aria-label': selectAllLabel }),
            getCheckboxProps: (row) => ({ 'aria-label': `Выбрать: ${rowLabel(row)}` }),
          }}
          pagination={{
            defaultPageSize: 50,
            hideOnSinglePage: true,
            showSizeChanger: true,
            pageSizeOptions: [50, 100, 200],
            showTotal: (count) => `Всего: ${formatNumber(count)}`,
          }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        />
      )}
    </QueryState>
  );
}
