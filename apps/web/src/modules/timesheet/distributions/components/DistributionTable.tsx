import { Checkbox, Empty, Grid, Table, Typography, type TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { formatDate } from '../../../../ui/date-format.ts';
import { formatPercent, type DistributionRow } from '../services-rows.ts';
import { hoursLabel } from '../../shared/timesheet-hours.ts';
import { StatusTag } from '../../shared/components/StatusTag.tsx';
import { MeasureRowInert } from '../../../../ui/MeasureRowInert.tsx';

interface DistributionTableProps {
  rows: DistributionRow[];
  /** The approver's list names the employee of each record. */
  showEmployee?: boolean;
  /** The percent needs the person's written hours, which only the person's own list has. */
  showPercent?: boolean;
  /** Bulk selection (approver's list). */
  selectedIds?: number[];
  onSelect?: (ids: number[]) => void;
  renderActions: (row: DistributionRow) => ReactNode;
  emptyText: string;
  testId: string;
}

function Percent({ row }: { row: DistributionRow }) {
  return (
    <span className="ts-services__percent">
      <span data-testid={`distribution-percent-${row.record.id}`}>{formatPercent(row.percent)}</span>
      <Typography.Text type="secondary" className="ts-services__of">
        {row.sourceTime > 0 ? `из ${hoursLabel(row.sourceTime)}` : 'нет списанного времени'}
      </Typography.Text>
    </span>
  );
}

/**
 * Distributions as a table on wide screens and as cards on phones (a nine-column table does not fit 360 px).
 */
export function DistributionTable({
  rows,
  showEmployee = false,
  showPercent = true,
  selectedIds,
  onSelect,
  renderActions,
  emptyText,
  testId,
}: DistributionTableProps) {
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;

  if (narrow) {
    if (rows.length === 0) return empty;
    const selected = new Set(selectedIds ?? []);
    return (
      <ul className="ts-services__cards" data-testid={testId}>
        {rows.map((row) => {
          const { record } = row;
          return (
            <li key={row.key} className="ts-services__card" data-testid={`distribution-row-${record.id}`}>
              <div className="ts-services__card-head">
                {onSelect ? (
                  <Checkbox
                    checked={selected.has(record.id)}
                    onChange={(event) =>
                      onSelect(
                        event.target.checked
                          ? [...selected, record.id]
                          : [...selected].filter((id) => id !== record.id),
                      )
                    }
                    aria-label={`Выбрать: ${record.customer_to.name}, ${formatDate(record.date)}`}
                  />
                ) : null}
                <strong>{formatDate(record.date)}</strong>
                <StatusTag status={row.status} />
              </div>
              {showEmployee ? <div>{record.user.full_name}</div> : null}
              <div className="ts-services__route">
                {record.customer_from.name} → {record.customer_to.name}
              </div>
              <div className="ts-services__card-line">
                <strong>{hoursLabel(record.time)}</strong>
                {showPercent ? <Percent row={row} /> : null}
              </div>
              {record.comment ? <div className="ts-services__comment">{record.comment}</div> : null}
              {record.reject_comment ? (
                <Typography.Text type="danger">Причина отклонения: {record.reject_comment}</Typography.Text>
              ) : null}
              <div className="ts-services__row-actions">{renderActions(row)}</div>
            </li>
          );
        })}
      </ul>
    );
  }

  const columns: TableColumnsType<DistributionRow> = [
    {
      key: 'date',
      title: 'Дата',
      width: 104,
      render: (_, row) => formatDate(row.record.date),
      sorter: (a, b) => a.record.date.localeCompare(b.record.date),
      defaultSortOrder: 'ascend',
    },
    ...(showEmployee
      ? [
          {
            key: 'user',
            title: 'Сотрудник',
            render: (_: unknown, row: DistributionRow) => row.record.user.full_name,
            sorter: (a: DistributionRow, b: DistributionRow) =>
              a.record.user.full_name.localeCompare(b.record.user.full_name, 'ru'),
          },
        ]
      : []),
    { key: 'from', title: 'Проект-источник', render: (_, row) => row.record.customer_from.name },
    { key: 'to', title: 'Сервис', render: (_, row) => row.record.customer_to.name },
    {
      key: 'time',
      title: 'Часы',
      align: 'right',
      width: 80,
      render: (_, row) => hoursLabel(row.record.time),
    },
    ...(showPercent
      ? [
          {
            key: 'percent',
            title: '% от списанного',
            align: 'right' as const,
            width: 130,
            render: (_: unknown, row: DistributionRow) => <Percent row={row} />,
          },
        ]
      : []),
    { key: 'status', title: 'Статус', width: 150, render: (_, row) => <StatusTag status={row.status} /> },
    {
      key: 'comment',
      title: 'Комментарий',
      render: (_, row) => row.record.comment ?? '',
    },
    {
      key: 'reject',
      title: 'Причина отклонения',
      render: (_, row) =>
        row.record.reject_comment ? (
          <Typography.Text type="danger">{row.record.reject_comment}</Typography.Text>
        ) : null,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">Действия</span>,
      width: 1,
      // The buttons stay in view when the long texts make the table scroll sideways.
      fixed: 'right',
      render: (_, row) => renderActions(row),
    },
  ];

  return (
    <Table<DistributionRow>
      data-testid={testId}
      className="ts-services__table"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
      onRow={(row) => ({ 'data-testid': `distribution-row-${row.record.id}` }) as HTMLAttributes<HTMLElement>}
      rowSelection={
        onSelect
          ? {
              selectedRowKeys: selectedIds ?? [],
              onChange: (keys) => onSelect(keys.map(Number)),
              columnTitle: (checkbox) => <MeasureRowInert>{checkbox}</MeasureRowInert>,
              getCheckboxProps: (row) => ({
                'aria-label': `Выбрать: ${row.record.customer_to.name}, ${formatDate(row.record.date)}`,
              }),
            }
          : undefined
      }
    />
  );
}
