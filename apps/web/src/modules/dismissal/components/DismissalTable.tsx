import { Empty, Input, Select, Space, Table, Typography } from 'antd';
import {
  DISMISSAL_PAGE_SIZES,
  DISMISSAL_STATUS_LABELS,
  type DismissalListItem,
} from '@intranet/contracts/dismissal/dismissal';
import { useState } from 'react';
import { Link } from 'react-router';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useDismissals } from '../dismissal.api.ts';
import { DismissalStatusTag } from './DismissalStatusTag.tsx';

const STATUS_OPTIONS: { value: 0 | 1 | 2 | 5; label: string }[] = [
  { value: 0, label: 'Все статусы' },
  ...([1, 2, 5] as const).map((id) => ({ value: id, label: DISMISSAL_STATUS_LABELS[id] })),
];

/**
 * The applications the viewer sees (rejected and cancelled are hidden by the server), filtered by status and
 * the leaver's name, 1, 20 or 100 a page. `detailed`: the data page's extra columns (legal entity, practice,
 * manager, author).
 */
export function DismissalTable({ detailed = false }: { detailed?: boolean }) {
  const [status, setStatus] = useState<0 | 1 | 2 | 5>(0);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DISMISSAL_PAGE_SIZES[1]);
  const filter = useDebouncedValue(search.trim(), 300);
  const query = useDismissals({
    page,
    per_page: perPage,
    ...(status ? { status } : {}),
    ...(filter ? { search: filter } : {}),
  });
  return (
    <>
      <Space wrap className="dismissal-filters">
        <Select
          aria-label="Статус"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          popupMatchSelectWidth={false}
        />
        <Input.Search
          aria-label="Поиск по сотруднику"
          placeholder="Сотрудник"
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </Space>
      <KeyboardScrollable label="Заявления на увольнение">
        <Table<DismissalListItem>
          rowKey="id"
          size="middle"
          loading={query.isFetching}
          dataSource={query.data?.data ?? []}
          tableLayout="auto"
          locale={{
            emptyText: query.isError ? (
              <Empty description="Не удалось загрузить заявления" />
            ) : (
              <Empty description="Заявлений на увольнение нет" />
            ),
          }}
          pagination={{
            current: page,
            pageSize: perPage,
            total: query.data?.meta.total ?? 0,
            pageSizeOptions: [...DISMISSAL_PAGE_SIZES],
            showSizeChanger: true,
            size: 'small',
            onChange: (next, size) => {
              setPage(size === perPage ? next : 1);
              setPerPage(size);
            },
          }}
          columns={[
            {
              title: 'Сотрудник',
              key: 'employee',
              render: (_, row) => (
                <span className="dismissal-table__title">
                  <Link to={`/services/dismissing/${row.id}`}>{row.employee.full_name}</Link>
                  <Typography.Text type="secondary" className="dismissal-table__meta">
                    № {row.id}
                    {row.employee.work_position ? ` · ${row.employee.work_position}` : ''}
                  </Typography.Text>
                </span>
              ),
            },
            {
              title: 'Дата увольнения',
              dataIndex: 'fire_date',
              width: 130,
              render: (value: string) => formatDate(value),
            },
            {
              title: 'Статус',
              key: 'status',
              render: (_, row) => <DismissalStatusTag status={row.status} />,
            },
            {
              title: 'Чек-листы',
              key: 'progress',
              width: 140,
              responsive: ['sm'],
              render: (_, row) => (
                <span aria-label={`Решено пунктов: ${row.progress.decided} из ${row.progress.total}`}>
                  {row.progress.decided} из {row.progress.total}
                </span>
              ),
            },
            ...(detailed
              ? [
                  {
                    title: 'Юридическое лицо',
                    key: 'company',
                    responsive: ['md' as const],
                    render: (_: unknown, row: DismissalListItem) => row.default_legal_entity?.name ?? '—',
                  },
                  {
                    title: 'Практика',
                    key: 'practice',
                    responsive: ['lg' as const],
                    render: (_: unknown, row: DismissalListItem) => row.practice?.name ?? '—',
                  },
                  {
                    title: 'Руководитель',
                    key: 'manager',
                    responsive: ['lg' as const],
                    render: (_: unknown, row: DismissalListItem) => row.manager.full_name,
                  },
                  {
                    title: 'Создано',
                    key: 'created',
                    responsive: ['md' as const],
                    render: (_: unknown, row: DismissalListItem) =>
                      `${formatDate(row.created_at)} · ${row.author.full_name}`,
                  },
                ]
              : []),
          ]}
        />
      </KeyboardScrollable>
    </>
  );
}
