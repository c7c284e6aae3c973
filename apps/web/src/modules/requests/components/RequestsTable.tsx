import { Empty, Table, Tag, Typography, type TablePaginationConfig } from 'antd';
import { BP_KIND_LABELS, requestPagePath, type BpRequest } from '@intranet/contracts';
import { Link } from 'react-router';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { useRequestList, type RequestList } from '../requests.api.ts';
import { RequestStatusTag } from './RequestStatusTag.tsx';

export const PAGE_SIZES = [10, 20, 50];

/** A request row; the desk's inbox adds whether it is overdue. */
type Row = BpRequest & { overdue?: boolean };

/** What a list read gives the table (a TanStack query of a paged endpoint). */
interface ListQuery<R extends Row> {
  data?: { data: R[]; meta: { total: number } };
  isFetching: boolean;
  isError: boolean;
}

interface RequestsGridProps<R extends Row> {
  query: ListQuery<R>;
  pagination: (total: number) => TablePaginationConfig;
  /** The table's accessible name (its heading's text). */
  label: string;
  empty: string;
  /** The date column: when the request was filed, or since when it waits in its status. */
  dateOf?: 'created_at' | 'status_entered_at';
  /** A column of the request's kind (the desk's lists span every kind). */
  withKind?: boolean;
}

/**
 * A paged list of requests: subject (a link to its kind's page), kind, type, status, author, date, and a
 * «Просрочена» mark on an overdue one.
 */
export function RequestsGrid<R extends Row>({
  query,
  pagination,
  label,
  empty,
  dateOf = 'created_at',
  withKind = false,
}: RequestsGridProps<R>) {
  return (
    <KeyboardScrollable label={label}>
      <Table<R>
        rowKey="id"
        size="middle"
        className="requests-table"
        loading={query.isFetching}
        dataSource={query.data?.data ?? []}
        tableLayout="auto"
        rowClassName={(request) => (request.overdue ? 'requests-table__overdue' : '')}
        locale={{
          emptyText: query.isError ? (
            <Empty description="Не удалось загрузить заявки" />
          ) : (
            <Empty description={empty} />
          ),
        }}
        pagination={{ ...pagination(query.data?.meta.total ?? 0), hideOnSinglePage: true, size: 'small' }}
        columns={[
          {
            title: 'Заявка',
            key: 'title',
            render: (_, request) => (
              <span className="requests-table__title">
                <Link to={requestPagePath(request)}>{request.title}</Link>
                <Typography.Text type="secondary" className="requests-table__number">
                  № {request.id}
                  {request.overdue ? (
                    <Tag color="error" className="requests-table__flag">
                      Просрочена
                    </Tag>
                  ) : null}
                </Typography.Text>
                {/* Phones hide the type, author and date columns: the same words under the subject. */}
                <Typography.Text type="secondary" className="requests-table__narrow">
                  {request.type_name} · {request.author.full_name} · {formatDate(request[dateOf])}
                </Typography.Text>
              </span>
            ),
          },
          ...(withKind
            ? [
                {
                  title: 'Вид',
                  key: 'kind',
                  width: 170,
                  responsive: ['lg' as const],
                  render: (_: unknown, request: R) => BP_KIND_LABELS[request.kind],
                },
              ]
            : []),
          { title: 'Тип', dataIndex: 'type_name', width: 220, responsive: ['md'] },
          {
            title: 'Статус',
            key: 'status',
            render: (_, request) => <RequestStatusTag status={request.status} />,
          },
          { title: 'Автор', dataIndex: ['author', 'full_name'], width: 200, responsive: ['md'] },
          {
            title: dateOf === 'created_at' ? 'Дата' : 'Ожидает с',
            dataIndex: dateOf,
            width: 110,
            responsive: ['md'],
            render: (value: string) => formatDate(value),
          },
        ]}
      />
    </KeyboardScrollable>
  );
}

interface RequestsTableProps {
  list: RequestList;
  label: string;
  empty: string;
  dateOf?: 'created_at' | 'status_entered_at';
}

/** One of the engine's lists (inbox, mine, overdue), a page at a time. */
export function RequestsTable({ list, ...props }: RequestsTableProps) {
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const query = useRequestList(list, page, perPage);
  return <RequestsGrid query={query} pagination={pagination} {...props} />;
}
