import { InfoCircleOutlined } from '@ant-design/icons';
import { Drawer, Grid, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { TS_STATUS, formatHours, tapeState } from '@intranet/contracts';
import { useMemo, useState } from 'react';
import { formatDate } from '../../../../ui/date-format.ts';
import { QueryState } from '../../../../ui/QueryState.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { buildPersonRows, rowsDayTotals, statusesOf, type EmployeeRow } from '../approve-grid.ts';
import type { DayColumn } from '../fill-grid.ts';
import { SHADOW_HINT, buildShadowRows, withShadowTotals, type ShadowRow } from '../shadow-rows.ts';
import { useShadowWrites, useTsWrites } from '../writes.api.ts';
import type { Period } from '../../shared/timesheet-period.ts';
import { useRowActions } from '../use-row-actions.tsx';
import { ChargeCodeTag, RowButtons } from './RowButtons.tsx';
import { StatusTag } from '../../shared/components/StatusTag.tsx';

export interface PeriodPerson {
  id: number;
  full_name: string;
}

type PeriodRow =
  { key: string; kind: 'project'; row: EmployeeRow } | { key: string; kind: 'shadow'; row: ShadowRow };

interface EmployeePeriodDrawerProps {
  /** Whose period is open; null keeps the drawer closed. */
  person: PeriodPerson | null;
  period: Period | null;
  days: DayColumn[];
  /** The projects the viewer approves: the others are marked «Согласует другой руководитель». */
  approvableIds: ReadonlySet<number>;
  canOverride: boolean;
  onClose: () => void;
}

function minutesOn(item: PeriodRow, date: string): number {
  if (item.kind === 'shadow') return item.row.byDate.get(date) ?? 0;
  return (item.row.byDate.get(date) ?? []).reduce((sum, write) => sum + write.time, 0);
}

/**
 * The employee view of the approve screen: one person's whole period, projects by days, with their sick-leave
 * and vacation days (shadow writes) and the row buttons of the projects the viewer approves.
 */
export function EmployeePeriodDrawer({
  person,
  period,
  days,
  approvableIds,
  canOverride,
  onClose,
}: EmployeePeriodDrawerProps) {
  const screens = Grid.useBreakpoint();
  const [alert, setAlert] = useState<string | null>(null);
  const open = person !== null && period !== null;
  const writes = useTsWrites(open ? period : null, person?.id);
  const shadow = useShadowWrites(open ? period : null, person?.id);
  const { handleAction, busy, rejectModal } = useRowActions({ canOverride, onConflict: setAlert });

  const items = useMemo<PeriodRow[]>(() => {
    if (!person) return [];
    return [
      ...buildPersonRows(writes.data ?? [], person.id).map((row) => ({
        key: row.key,
        kind: 'project' as const,
        row,
      })),
      ...buildShadowRows(shadow.data ?? [], person.id).map((row) => ({
        key: row.key,
        kind: 'shadow' as const,
        row,
      })),
    ];
  }, [writes.data, shadow.data, person]);
  const projectRows = items.flatMap((item) => (item.kind === 'project' ? [item.row] : []));
  const shadowRows = items.flatMap((item) => (item.kind === 'shadow' ? [item.row] : []));
  const totals = withShadowTotals(rowsDayTotals(projectRows), shadowRows);
  const periodTotal = days.reduce((sum, day) => sum + (totals.get(day.date) ?? 0), 0);
  const chargeCoded = projectRows.some((row) => row.chargeCoded);

  const columns: TableColumnsType<PeriodRow> = [
    {
      key: 'project',
      title: 'Проект',
      fixed: 'left',
      width: screens.sm ? 200 : 120,
      render: (_, item) =>
        item.kind === 'shadow' ? (
          <span>
            {item.row.label}{' '}
            <Tooltip title={SHADOW_HINT}>
              <InfoCircleOutlined className="ts-grid__shadow-icon" aria-label={SHADOW_HINT} />
            </Tooltip>
          </span>
        ) : (
          <span className="ts-employee__project">
            {item.row.customerName}
            {approvableIds.has(item.row.customerId) ? null : (
              <Typography.Text type="secondary" className="ts-employee__foreign">
                Согласует другой руководитель
              </Typography.Text>
            )}
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
      width: 52,
      align: 'center' as const,
      onHeaderCell: () => ({ className: day.off ? 'ts-day--off' : undefined }),
      onCell: (item: PeriodRow) => {
        let tape = 'empty';
        if (item.kind === 'shadow') tape = item.row.byDate.has(day.date) ? 'approved' : 'empty';
        else {
          const dayWrites = item.row.byDate.get(day.date) ?? [];
          if (dayWrites.length) tape = tapeState(statusesOf(dayWrites), false);
        }
        return { className: `ts-tape--${tape}${day.off ? ' ts-day--off' : ''}` };
      },
      render: (_: unknown, item: PeriodRow) => {
        const minutes = minutesOn(item, day.date);
        return minutes ? formatHours(minutes) : '';
      },
    })),
    {
      key: 'total',
      title: 'Итого',
      width: 64,
      align: 'right',
      render: (_, item) => <strong>{formatHours(item.row.total)}</strong>,
    },
    {
      key: 'status',
      title: 'Статус',
      width: 140,
      render: (_, item) => {
        const status = item.kind === 'shadow' ? TS_STATUS.approved : item.row.status;
        return status ? <StatusTag status={status} /> : null;
      },
    },
    {
      key: 'actions',
      title: 'Действия',
      width: 170,
      render: (_, item) =>
        item.kind === 'shadow' ? (
          <Typography.Text type="secondary" className="ts-employee__auto">
            Автоматически
          </Typography.Text>
        ) : (
          <RowButtons row={item.row} subject={item.row.customerName} busy={busy} onAction={handleAction} />
        ),
    },
  ];

  const loadError = 'Не удалось загрузить период сотрудника';
  const body = open ? (
    <QueryState query={writes} rows={6} error={loadError}>
      {() => (
        <QueryState
          query={shadow}
          rows={6}
          error={loadError}
          empty="За этот период время не списано"
          isEmpty={() => items.length === 0}
        >
          {() => (
            <Table<PeriodRow>
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={items}
              pagination={false}
              scroll={{ x: 'max-content' }}
              rowClassName={(item) => (item.kind === 'shadow' ? 'ts-grid__shadow' : '')}
              summary={() => (
                <Table.Summary fixed="bottom">
                  <Table.Summary.Row className="ts-employee__totals">
                    <Table.Summary.Cell index={0}>Итого за день</Table.Summary.Cell>
                    {days.map((day, index) => (
                      <Table.Summary.Cell
                        key={day.date}
                        index={index + 1}
                        align="center"
                        className={day.off ? 'ts-day--off' : undefined}
                      >
                        <span data-testid={`ts-employee-day-total-${day.date}`}>
                          {totals.get(day.date) ? formatHours(totals.get(day.date)!) : ''}
                        </span>
                      </Table.Summary.Cell>
                    ))}
                    <Table.Summary.Cell index={days.length + 1} align="right">
                      <strong data-testid="ts-employee-period-total">{formatHours(periodTotal)}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={days.length + 2} colSpan={2} />
                  </Table.Summary.Row>
                </Table.Summary>
              )}
            />
          )}
        </QueryState>
      )}
    </QueryState>
  ) : null;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(visible) => {
        if (!visible) setAlert(null);
      }}
      size={screens.lg ? '85%' : screens.sm ? '95%' : '100%'}
      className="ts-employee"
      title={
        person ? (
          <div className="ts-employee__title">
            <span>{person.full_name}</span>
            {period ? (
              <Typography.Text type="secondary" className="ts-employee__period">
                {formatDate(period.start)} — {formatDate(period.end)}
              </Typography.Text>
            ) : null}
            {chargeCoded ? <ChargeCodeTag locked={!canOverride} /> : null}
          </div>
        ) : null
      }
    >
      <ErrorAlert message={alert} onClose={() => setAlert(null)} className="ts-alert" />
      {body}
      {rejectModal}
    </Drawer>
  );
}
