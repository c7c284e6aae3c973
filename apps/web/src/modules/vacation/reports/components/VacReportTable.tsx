import { Table, type TableColumnsType } from 'antd';
import type { VacReportCell, VacReportColumn } from '@intranet/contracts';
import { useMemo } from 'react';
import { clampWidth, compareCells, formatVacCell, groupColumns, tableWidth } from '../report-rows.ts';

interface Row {
  key: number;
  cells: VacReportCell[];
}

interface Props {
  columns: readonly VacReportColumn[];
  /** The kept rows: the two header rows, then the data rows of every page loaded. */
  rows: readonly VacReportCell[][];
  loading: boolean;
}

/**
 * A vacation report (docs/modules/vacation-reports.md): two header rows (the groups, then the column titles),
 * widths 50–300 px, dates dd.MM.yyyy and numbers to the right; every column sorts the loaded rows except the
 * history ones, which keep their line breaks.
 */
export function VacReportTable({ columns, rows, loading }: Props) {
  const tableColumns = useMemo<TableColumnsType<Row>>(
    () =>
      groupColumns(columns).map(({ group, columns: members }) => ({
        key: `group-${members[0]!.index}`,
        title: group,
        children: members.map(({ column, index }) => ({
          key: column.key,
          title: column.title,
          width: clampWidth(column.width),
          align: column.type === 'number' ? ('right' as const) : undefined,
          className: column.history ? 'vac-reports__history' : undefined,
          sorter: column.history
            ? undefined
            : (a: Row, b: Row) => compareCells(column.type, a.cells[index] ?? null, b.cells[index] ?? null),
          render: (_: unknown, row: Row) => formatVacCell(column.type, row.cells[index]),
        })),
      })),
    [columns],
  );
  const data = useMemo(() => rows.slice(2).map((cells, key) => ({ key, cells })), [rows]);
  return (
    <Table<Row>
      className="vac-reports__table"
      size="small"
      bordered
      columns={tableColumns}
      dataSource={data}
      loading={loading}
      pagination={false}
      scroll={{ x: tableWidth(columns) }}
      tableLayout="fixed"
      showSorterTooltip={false}
    />
  );
}
