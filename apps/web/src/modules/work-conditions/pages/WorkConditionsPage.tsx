import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, Grid, Input, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { WC_PAGE_SIZES, type WcPosition, type WcUserRow } from '@intranet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { PositionCard } from '../components/PositionCard.tsx';
import { PositionFormModal, type PositionFormTarget } from '../components/PositionFormModal.tsx';
import { useWorkConditions } from '../work-conditions.api.ts';
import '../work-conditions.css';

const mainOf = (row: WcUserRow) => row.positions.find((position) => position.is_default) ?? row.positions[0];

const columns: TableColumnsType<WcUserRow> = [
  {
    key: 'name',
    title: 'Сотрудник',
    render: (_, row) => (
      <div>
        <div>{row.user.full_name}</div>
        <Typography.Text type="secondary" className="wc-person__hint">
          {mainOf(row)?.work_position ?? 'Нет должности'}
        </Typography.Text>
      </div>
    ),
  },
  {
    key: 'department',
    title: 'Подразделение',
    responsive: ['md'],
    render: (_, row) => mainOf(row)?.department?.name ?? '—',
  },
  {
    key: 'tab',
    title: 'Табельный номер',
    responsive: ['lg'],
    render: (_, row) => mainOf(row)?.tab_number ?? '—',
  },
  { key: 'count', title: 'Должностей', width: 110, render: (_, row) => row.positions.length },
];

/**
 * /work-conditions (docs/modules/work-conditions.md): people, their positions with conditions, dated changes
 * and history.
 */
export default function WorkConditionsPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const paging = useTablePaging(WC_PAGE_SIZES);
  const list = useWorkConditions({
    page: paging.page,
    per_page: paging.perPage,
    search: debounced.trim() || undefined,
  });
  const [target, setTarget] = useState<PositionFormTarget | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const screens = Grid.useBreakpoint();
  // The drawer shows the person's row of the current page, so a write that refreshes the list refreshes it.
  const selected = list.data?.data.find((row) => row.user.id === selectedId);

  function handleChange(row: WcUserRow, position: WcPosition) {
    setTarget({ kind: 'change', position, full_name: row.user.full_name });
  }

  return (
    <div className="wc-page">
      <PageTitle
        title="Условия работы"
        extra={
          <span className="wc-card__actions">
            <Link to="/work-conditions/report">
              <Button icon={<FileExcelOutlined />}>Отчет</Button>
            </Link>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ kind: 'create' })}>
              Добавить должность
            </Button>
          </span>
        }
      />
      <div className="wc-toolbar">
        <label className="wc-toolbar__field">
          <span className="wc-toolbar__label">Поиск</span>
          <Input.Search
            allowClear
            placeholder="ФИО или табельный номер"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-label="Поиск по ФИО или табельному номеру"
          />
        </label>
      </div>
      {list.isError ? <Alert type="error" showIcon title="Не удалось загрузить условия работы" /> : null}
      {list.isPending ? (
        <PageSkeleton />
      ) : (
        <Table<WcUserRow>
          rowKey={(row) => row.user.id}
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          size="middle"
          pagination={paging.pagination(list.data?.meta.total ?? 0)}
          locale={{ emptyText: <Empty description="Сотрудники не найдены" /> }}
          onRow={(row) => ({
            onClick: () => setSelectedId(row.user.id),
            className: 'wc-person-row',
          })}
        />
      )}
      <Drawer
        open={selected !== undefined}
        onClose={() => setSelectedId(null)}
        title={selected?.user.full_name}
        size={screens.lg ? 960 : '100%'}
        destroyOnHidden
      >
        {selected ? (
          <div className="wc-positions">
            {selected.positions.length === 0 ? <Empty description="Должностей нет" /> : null}
            {selected.positions.map((position) => (
              <PositionCard
                key={position.id}
                position={position}
                onChange={(p) => handleChange(selected, p)}
              />
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => setTarget({ kind: 'create', user: selected.user })}
            >
              Добавить должность сотруднику
            </Button>
          </div>
        ) : null}
      </Drawer>
      <PositionFormModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
