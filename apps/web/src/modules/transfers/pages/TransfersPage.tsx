import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Select, Space, Table, Typography } from 'antd';
import {
  TRANSFER_SORT_LABELS,
  TRANSFER_SORTS,
  TRANSFER_TYPE_LABELS,
  TRANSFER_TYPES,
  type TransferListItem,
  type TransferSort,
} from '@intranet/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { RequestStatusTag } from '../../requests/components/RequestStatusTag.tsx';
import { useTransfers } from '../transfers.api.ts';
import '../transfers.css';

const PAGE_SIZES = [20, 50, 100];
const SORT_OPTIONS = TRANSFER_SORTS.map((sort) => ({ value: sort, label: TRANSFER_SORT_LABELS[sort] }));
const DIRECTION_OPTIONS = [
  { value: 'desc', label: 'По убыванию' },
  { value: 'asc', label: 'По возрастанию' },
];

/** «Создать» with the choice of the kind of transfer. */
function CreateTransferButton() {
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: TRANSFER_TYPES.map((type) => ({ key: type, label: TRANSFER_TYPE_LABELS[type] })),
        onClick: ({ key }) => void navigate(`/services/transfer/create/${key}`),
      }}
    >
      <Button type="primary" icon={<PlusOutlined />}>
        Создать <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/**
 * /services-transfer «Перевод сотрудников»: the transfers the viewer sees (the HR desk: all), in the chosen
 * order, a page at a time; «Создать» only when the server says the viewer may (`addable`).
 */
export default function TransfersPage() {
  const [sort, setSort] = useState<TransferSort>('byAddingDate');
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const query = useTransfers({ page, per_page: perPage, sort, direction });

  return (
    <div className="transfers-page">
      <PageTitle title="Перевод сотрудников" extra={query.data?.addable ? <CreateTransferButton /> : null} />
      <Space wrap className="transfers-page__sorts">
        <label className="transfers-page__sort">
          <Typography.Text type="secondary">Сортировка</Typography.Text>
          <Select
            aria-label="Сортировка"
            value={sort}
            options={SORT_OPTIONS}
            onChange={setSort}
            popupMatchSelectWidth={false}
          />
        </label>
        <Select
          aria-label="Направление сортировки"
          value={direction}
          options={DIRECTION_OPTIONS}
          onChange={setDirection}
          popupMatchSelectWidth={false}
        />
      </Space>
      <KeyboardScrollable label="Заявки на перевод">
        <Table<TransferListItem>
          rowKey="id"
          size="middle"
          className="transfers-table"
          loading={query.isFetching}
          dataSource={query.data?.data ?? []}
          tableLayout="auto"
          locale={{
            emptyText: query.isError ? (
              <Empty description="Не удалось загрузить заявки" />
            ) : (
              <Empty description="Заявок на перевод нет" />
            ),
          }}
          pagination={{ ...pagination(query.data?.meta.total ?? 0), hideOnSinglePage: true, size: 'small' }}
          columns={[
            {
              title: 'Заявка',
              key: 'title',
              render: (_, transfer) => (
                <span className="transfers-table__title">
                  <Link to={`/services/transfer/view/${transfer.id}`}>{transfer.title}</Link>
                  <Typography.Text type="secondary" className="transfers-table__meta">
                    № {transfer.id} · {transfer.author.full_name} · {formatDate(transfer.created_at)}
                  </Typography.Text>
                </span>
              ),
            },
            {
              title: 'Тип',
              key: 'type',
              width: 220,
              responsive: ['md'],
              render: (_, transfer) => TRANSFER_TYPE_LABELS[transfer.type],
            },
            {
              title: 'Статус',
              key: 'status',
              render: (_, transfer) => <RequestStatusTag status={transfer.status} />,
            },
            {
              title: 'Дата перевода',
              dataIndex: 'date_of_admission',
              width: 130,
              render: (value: string | null) => (value ? formatDate(value) : '—'),
            },
          ]}
        />
      </KeyboardScrollable>
    </div>
  );
}
