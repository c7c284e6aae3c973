import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Select, Table, Typography } from 'antd';
import type { Card } from '@intranet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/session.tsx';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { RequestStatusTag } from '../../requests/components/RequestStatusTag.tsx';
import { useRequestStatuses } from '../../requests/requests.api.ts';
import { useCardList } from '../cards.api.ts';
import { formatRubles } from '../cards.helpers.ts';
import '../cards.css';

const PAGE_SIZES = [10, 20, 50];
/** The statuses of the card process (migration 0027), for the filter. */
const CARD_STATUS_CODES = [
  'registered',
  'approval_manager',
  'in_progress',
  'completed',
  'rejected',
  'cancel',
];

/** /services/cards: my orders (the assistants: every order), newest first, with a status filter. */
export default function CardsPage() {
  const may = useAccess();
  const desk = may('cards.desk');
  const [statusId, setStatusId] = useState<number | undefined>();
  const { page, perPage, pagination } = useTablePaging(PAGE_SIZES);
  const query = useCardList(page, perPage, statusId);
  const statuses = useRequestStatuses();
  const label = desk ? 'Все заказы визиток' : 'Мои заказы визиток';
  return (
    <div className="cards-page">
      <PageTitle
        title="Визитные карточки"
        extra={
          <Link to="/services/cards/create/">
            <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
              Заказать визитки
            </Button>
          </Link>
        }
      />
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} id="cards-list">
          {label}
        </Typography.Title>
        <Select
          allowClear
          placeholder="Все статусы"
          aria-label="Статус"
          style={{ minWidth: 220 }}
          value={statusId}
          onChange={setStatusId}
          options={(statuses.data ?? [])
            .filter((status) => CARD_STATUS_CODES.includes(status.code))
            .map((status) => ({ value: status.id, label: status.name }))}
        />
      </div>
      <KeyboardScrollable label={label}>
        <Table<Card>
          rowKey="id"
          size="middle"
          // Phones scroll the table inside its frame, not the page.
          scroll={{ x: 'max-content' }}
          loading={query.isFetching}
          dataSource={query.data?.data ?? []}
          locale={{
            emptyText: (
              <Empty
                description={query.isError ? 'Не удалось загрузить заказы' : 'Заказов визиток пока нет'}
              />
            ),
          }}
          pagination={{ ...pagination(query.data?.meta.total ?? 0), hideOnSinglePage: true, size: 'small' }}
          columns={[
            {
              title: 'Заказ',
              key: 'title',
              render: (_, card) => (
                <span style={{ display: 'flex', flexDirection: 'column' }}>
                  <Link to={`/services/cards/${card.id}`}>
                    {card.last_name} {card.first_name}
                  </Link>
                  <Typography.Text type="secondary">
                    № {card.id} · {card.work_position}
                  </Typography.Text>
                </span>
              ),
            },
            { title: 'Количество', key: 'count', dataIndex: 'count', responsive: ['md'] },
            {
              title: 'Стоимость',
              key: 'price',
              render: (_, card) => formatRubles(card.price),
            },
            {
              title: 'Статус',
              key: 'status',
              render: (_, card) => <RequestStatusTag status={card.status} />,
            },
            {
              title: 'Автор',
              key: 'author',
              render: (_, card) => card.author.full_name,
              responsive: ['lg'],
            },
            {
              title: 'Создан',
              key: 'created',
              render: (_, card) => formatDate(card.created_at),
              responsive: ['sm'],
            },
          ]}
        />
      </KeyboardScrollable>
    </div>
  );
}
