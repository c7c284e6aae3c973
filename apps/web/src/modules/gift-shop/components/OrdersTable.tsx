import { Empty, Segmented, Table, Typography } from 'antd';
import {
  formatGiftPrice,
  GIFT_ORDER_STATUS_CODES,
  GIFT_ORDER_STATUSES,
  type GiftOrder,
  type GiftOrderStatus,
} from '@intranet/contracts/gift-shop/gift-shop';
import { useState } from 'react';
import { Link } from 'react-router';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { RequestStatusTag } from '../../requests/components/RequestStatusTag.tsx';
import { useRequestStatuses } from '../../requests/requests.api.ts';
import { useOrderList } from '../gift-shop.api.ts';

const PAGE_SIZES = [10, 20, 50];
const ALL = 'all';

/** What an order holds, in one line: «Кружка × 2, Худи × 1». */
export function itemsSummary(order: Pick<GiftOrder, 'items'>): string {
  return order.items.map((item) => `${item.name} × ${item.quantity}`).join(', ');
}

/**
 * Orders by status, newest first: mine (/services/shop/orders) or every order (the operators' desk, with the
 * author and the office). The status filter is a row of buttons; the list is server-paged.
 */
export function OrdersTable({
  scope,
  label,
  initialStatus,
}: {
  scope: 'mine' | 'all';
  label: string;
  initialStatus?: GiftOrderStatus;
}) {
  const [status, setStatus] = useState<GiftOrderStatus | undefined>(initialStatus);
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const query = useOrderList(scope, status, page, perPage);
  // The engine's names of the statuses (the tags show them); the contract's until they are read.
  const statuses = useRequestStatuses();
  const nameOf = (code: GiftOrderStatus) =>
    statuses.data?.find((row) => row.code === code)?.name ?? GIFT_ORDER_STATUSES[code];
  return (
    <>
      <div className="gift-orders-filter">
        <Segmented
          aria-label="Статус заказа"
          value={status ?? ALL}
          onChange={(value) => setStatus(value === ALL ? undefined : (value as GiftOrderStatus))}
          options={[
            { value: ALL, label: 'Все' },
            ...GIFT_ORDER_STATUS_CODES.map((code) => ({ value: code, label: nameOf(code) })),
          ]}
        />
      </div>
      <KeyboardScrollable label={label}>
        <Table<GiftOrder>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          loading={query.isFetching}
          dataSource={query.data?.data ?? []}
          locale={{
            emptyText: (
              <Empty description={query.isError ? 'Не удалось загрузить заказы' : 'Заказов пока нет'} />
            ),
          }}
          pagination={{ ...pagination(query.data?.meta.total ?? 0), hideOnSinglePage: true, size: 'small' }}
          columns={[
            {
              title: 'Заказ',
              key: 'title',
              render: (_, order) => (
                <span className="gift-orders__title">
                  <Link to={`/services/shop/orders/${order.id}`}>Заказ № {order.id}</Link>
                  <Typography.Text type="secondary" className="gift-orders__items">
                    {itemsSummary(order)}
                  </Typography.Text>
                </span>
              ),
            },
            ...(scope === 'all'
              ? [
                  {
                    title: 'Автор',
                    key: 'author',
                    render: (_: unknown, order: GiftOrder) => order.author.full_name,
                  },
                ]
              : []),
            {
              title: 'Сумма',
              key: 'total',
              render: (_, order) => formatGiftPrice(order.total, order.currency),
            },
            {
              title: 'Статус',
              key: 'status',
              render: (_, order) => <RequestStatusTag status={order.status} />,
            },
            { title: 'Офис', key: 'office', render: (_, order) => order.office.name, responsive: ['md'] },
            {
              title: 'Создан',
              key: 'created',
              render: (_, order) => formatDate(order.created_at),
              responsive: ['sm'],
            },
          ]}
        />
      </KeyboardScrollable>
    </>
  );
}
