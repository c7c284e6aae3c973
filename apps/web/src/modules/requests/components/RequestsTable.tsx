import { Empty, Table, Typography } from 'antd';
import type { BpRequest } from '@intranet/contracts';
import { Link } from 'react-router';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { useRequestList, type RequestList } from '../requests.api.ts';
import { requestPath } from '../requests.helpers.ts';
import { RequestStatusTag } from './RequestStatusTag.tsx';

const PAGE_SIZES = [10, 20, 50];

interface RequestsTableProps {
  list: RequestList;
  /** The table's accessible name (its heading's text). */
  label: string;
  empty: string;
  /** The date column: when the request was filed, or since when it waits in its status. */
  dateOf?: 'created_at' | 'status_entered_at';
}

/** A paged list of requests: subject (a link to the request), type, status, author, date. */
export function RequestsTable({ list, label, empty, dateOf = 'created_at' }: RequestsTableProps) {
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const query = useRequestList(list, page, perPage);
  return (
    <KeyboardScrollable label={label}>
      <Table<BpRequest>
        rowKey="id"
        size="middle"
        className="requests-table"
        loading={query.isFetching}
        dataSource={query.data?.data ?? []}
        tableLayout="auto"
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
                <Link to={requestPath(request.id)}>{request.title}</Link>
                <Typography.Text type="secondary" className="requests-table__number">
                  № {request.id}
                </Typography.Text>
                {/* Phones hide the type, author and date columns: the same words under the subject. */}
                <Typography.Text type="secondary" className="requests-table__narrow">
                  {request.type_name} · {request.author.full_name} · {formatDate(request[dateOf])}
                </Typography.Text>
              </span>
            ),
          },
          { title: 'Тип', dataIndex: 'type_name', width: 220, responsive: ['md'] },
          {
            title: 'Статус',
            key: 'status',
            render: (_, request) => <RequestStatusTag status={request.status} />,
          },
          { title: 'Автор', dataIndex: ['author', 'full_name'], width: 200, responsive: ['md'] },
          {
            title: dateOf === 'created_at' ? 'Дата' : 'В статусе с',
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
