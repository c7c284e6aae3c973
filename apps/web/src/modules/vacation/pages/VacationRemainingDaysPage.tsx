import { EditOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import type { RemainingDaysRow } from '@intranet/contracts';
import { useState } from 'react';
import { formatDate, toWireDate } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { BalanceCorrectionModal } from '../components/BalanceCorrectionModal.tsx';
import { correctionCell } from '../remaining-days.ts';
import { REMAINING_PAGE_SIZE, useRemainingDays } from '../vacation-admin.api.ts';
import '../vacation-admin.css';

const SEARCH_DELAY_MS = 300;

/** /vacation/settings/remaining-days «Остатки отпусков»: balances per employee with audited corrections. */
export default function VacationRemainingDaysPage() {
  useDocumentTitle('Отпуска — Остатки отпусков');
  const thisYear = Number(toWireDate(new Date()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RemainingDaysRow | null>(null);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const rows = useRemainingDays(year, debounced, page);

  const columns: TableColumnsType<RemainingDaysRow> = [
    {
      key: 'user',
      title: 'Сотрудник',
      render: (_, row) => (
        <div className="vac-remaining__person">
          <span>{row.user.full_name}</span>
          {row.user.position ? <Typography.Text type="secondary">{row.user.position}</Typography.Text> : null}
        </div>
      ),
    },
    {
      key: 'hire',
      title: 'Дата приема',
      render: (_, row) => (row.hire_date ? formatDate(row.hire_date) : '—'),
    },
    { key: 'accumulated', title: 'Перенесено', align: 'right', render: (_, row) => row.accumulated },
    { key: 'planned', title: 'Запланировано', align: 'right', render: (_, row) => row.planned },
    {
      key: 'available',
      title: `Доступно на 31.12.${year}`,
      align: 'right',
      render: (_, row) => <strong>{row.available}</strong>,
    },
    {
      key: 'comment',
      title: 'Корректировка',
      render: (_, row) => {
        const cell = correctionCell(row);
        return cell ? (
          <div className="vac-remaining__comment">
            {cell.comment ? <span>{cell.comment}</span> : null}
            {cell.byline ? <Typography.Text type="secondary">{cell.byline}</Typography.Text> : null}
          </div>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        );
      },
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">Действия</span>,
      width: 60,
      // Stays in view when a phone scrolls the table sideways.
      fixed: 'right',
      render: (_, row) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`Изменить остаток: ${row.user.full_name}`}
          onClick={() => setEditing(row)}
        />
      ),
    },
  ];

  return (
    <div className="vac-remaining">
      <div className="vac-remaining__toolbar">
        <label className="vac-remaining__field">
          <span>Год</span>
          <Select
            value={year}
            onChange={(value) => {
              setYear(value);
              setPage(1);
            }}
            options={[thisYear - 1, thisYear, thisYear + 1].map((value) => ({ value, label: String(value) }))}
            style={{ width: 110 }}
          />
        </label>
        <label className="vac-remaining__field vac-remaining__search">
          <span>Сотрудник</span>
          <Input.Search
            allowClear
            value={search}
            placeholder="Фамилия или имя"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      <Typography.Paragraph type="secondary" className="vac-remaining__hint">
        Доступно = перенесено (не больше 14 дней) + начислено за год пропорционально отработанным дням −
        запланированные оплачиваемые дни. Корректировка меняет перенесенные дни и записывается в журнал
        аудита.
      </Typography.Paragraph>
      <Table<RemainingDaysRow>
        rowKey={(row) => row.user.id}
        size="middle"
        columns={columns}
        dataSource={rows.data?.data ?? []}
        loading={rows.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: REMAINING_PAGE_SIZE,
          total: rows.data?.meta.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => `Всего: ${total}`,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={rows.isError ? 'Не удалось загрузить остатки' : 'Никого не нашли'}
            />
          ),
        }}
      />
      <BalanceCorrectionModal row={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
