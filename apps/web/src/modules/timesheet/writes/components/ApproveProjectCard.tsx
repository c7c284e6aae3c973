import { Button, Card, Empty, Table, Typography, type TableColumnsType } from 'antd';
import { formatHours, tapeState, type TsAction } from '@intranet/contracts';
import { memo, useMemo } from 'react';
import { isLockedByChargeCodes, statusesOf, type EmployeeRow, type ProjectGroup } from '../approve-grid.ts';
import type { DayColumn } from '../fill-grid.ts';
import { ChargeCodeTag, RowButtons } from './RowButtons.tsx';
import { StatusTag } from '../../shared/components/StatusTag.tsx';
import { MeasureRowInert } from '../../../../ui/MeasureRowInert.tsx';

interface ApproveProjectCardProps {
  group: ProjectGroup;
  days: DayColumn[];
  selectedKeys: string[];
  /** The viewer holds `timesheet.override_charge_codes`. */
  canOverrideChargeCodes: boolean;
  busy: boolean;
  onSelect: (projectId: number, keys: string[]) => void;
  onAction: (action: TsAction, rows: EmployeeRow[]) => void;
  /** Opens the person's whole period (the employee view). */
  onOpenEmployee: (person: { id: number; full_name: string }) => void;
}

/**
 * One approvable project: its employees by days, with the row buttons of the workflow table. Memoised: the
 * virtual list redraws its slots as they are measured and scrolled, the cards only when their props change.
 */
export const ApproveProjectCard = memo(function ApproveProjectCard({
  group,
  days,
  selectedKeys,
  canOverrideChargeCodes,
  busy,
  onSelect,
  onAction,
  onOpenEmployee,
}: ApproveProjectCardProps) {
  const { project } = group;
  const columns = useMemo(
    (): TableColumnsType<EmployeeRow> => [
      {
        key: 'user',
        title: 'Сотрудник',
        fixed: 'left',
        width: 200,
        render: (_, row) => (
          <span className="ts-approve__person">
            <Button
              type="link"
              size="small"
              className="ts-approve__name"
              title="Открыть период сотрудника"
              onClick={() => onOpenEmployee(row.user)}
            >
              {row.user.full_name}
            </Button>
            {row.chargeCoded ? (
              <ChargeCodeTag locked={isLockedByChargeCodes(row, canOverrideChargeCodes)} />
            ) : null}
          </span>
        ),
      },
      ...days.map((day) => ({
        key: day.date,
        title: (
          <span className="ts-approve__day">
            <span className="ts-grid__weekday">{day.weekday}</span>
            <span>{day.label}</span>
          </span>
        ),
        width: 56,
        align: 'center' as const,
        onHeaderCell: () => ({ className: day.off ? 'ts-day--off' : undefined }),
        onCell: (row: EmployeeRow) => {
          const writes = row.byDate.get(day.date) ?? [];
          const tape = writes.length ? tapeState(statusesOf(writes), false) : 'empty';
          const comment = writes.find((write) => write.comment)?.comment;
          return {
            className: `ts-tape--${tape}${day.off ? ' ts-day--off' : ''}`,
            title: comment ?? undefined,
          };
        },
        render: (_: unknown, row: EmployeeRow) => {
          const minutes = (row.byDate.get(day.date) ?? []).reduce((sum, write) => sum + write.time, 0);
          return minutes ? formatHours(minutes) : '';
        },
      })),
      {
        key: 'total',
        title: 'Итого',
        width: 70,
        align: 'right',
        render: (_, row) => <strong>{formatHours(row.total)}</strong>,
      },
      {
        key: 'status',
        title: 'Статус',
        width: 150,
        render: (_, row) => (row.status ? <StatusTag status={row.status} /> : null),
      },
      {
        key: 'actions',
        title: 'Действия',
        width: 190,
        render: (_, row) => (
          <RowButtons row={row} subject={row.user.full_name} busy={busy} onAction={onAction} />
        ),
      },
    ],
    [days, canOverrideChargeCodes, busy, onAction, onOpenEmployee],
  );

  return (
    <Card
      className="ts-approve__card"
      size="small"
      data-testid={`ts-project-${project.id}`}
      title={
        <div className="ts-approve__title">
          <span>{project.name}</span>
          {project.parent ? (
            <Typography.Text type="secondary" className="ts-approve__customer">
              {project.parent.name}
            </Typography.Text>
          ) : null}
        </div>
      }
      extra={
        <span className="ts-approve__extra">
          {group.status ? <StatusTag status={group.status} /> : null}
          {formatHours(group.total)} ч
        </span>
      }
    >
      {group.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="За период время на проект не списано" />
      ) : (
        <Table<EmployeeRow>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={group.rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: selectedKeys,
            onChange: (keys) => onSelect(project.id, keys.map(String)),
            columnTitle: (checkbox) => <MeasureRowInert>{checkbox}</MeasureRowInert>,
            getCheckboxProps: (row) => ({ 'aria-label': `Выбрать: ${row.user.full_name}` }),
          }}
        />
      )}
    </Card>
  );
});
