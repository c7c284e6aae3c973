import { Table, type TableColumnsType } from 'antd';
import {
  TS_REPORT_PAGE_SIZES,
  type TsReportColumn,
  type TsReportResponse,
  type TsReportRow,
} from '@intranet/contracts';
import { useMemo } from 'react';
import { formatNumber } from '../../../../ui/plural.ts';
import { KeyboardScrollable } from '../../../../ui/KeyboardScrollable.tsx';
import { clampColumnWidth, formatCell, rowKey, tableWidth } from '../report-helpers.ts';

interface ReportTableProps {
  columns: readonly TsReportColumn[];
  data: TsReportResponse;
  /** A page is being fetched (the last one stays on screen meanwhile). */
  loading: boolean;
  onPage: (page: number, perPage: number) => void;
}

/**
 * A page of a report: the catalogue's columns (widths 50–300 px, dates dd.MM.yyyy, numbers to the right),
 * paged on the server. Wider than the screen, it scrolls sideways; the first column stays in view.
 */
export function ReportTable({ columns, data, loading, onPage }: ReportTableProps) {
  const tableColumns = useMemo<TableColumnsType<TsReportRow>>(
    () =>
      columns.map((column, index) => ({
        key: column.key,
        dataIndex: column.key,
        title: column.title,
        width: clampColumnWidth(column.width),
        align: column.type === 'number' ? ('right' as const) : undefined,
        ellipsis: column.type === 'text' ? { showTitle: true } : undefined,
        fixed: index === 0 && columns.length > 2 ? ('left' as const) : undefined,
        render: (value: string | number | null | undefined) => formatCell(column.type, value),
      })),
    [columns],
  );
  const { meta } = data;
  return (
    <KeyboardScrollable label="Отчёт">
      <Table<TsReportRow>
        className="ts-reports__table"
        size="small"
        bordered
        columns={tableColumns}
        dataSource={data.raw_data}
        rowKey={(row) => rowKey(row, data.raw_data.indexOf(row), meta.current_page)}
        loading={loading}
        scroll={{ x: tableWidth(columns) }}
        tableLayout="fixed"
        pagination={{
          current: meta.current_page,
          pageSize: meta.per_page,
          total: meta.total,
          showSizeChanger: true,
          pageSizeOptions: TS_REPORT_PAGE_SIZES.map(String),
          showTotal: (total) => `Всего: ${formatNumber(total)}${meta.total_estimated ? ' (примерно)' : ''}`,
          locale: { items_per_page: '/ стр.' },
          responsive: true,
          onChange: onPage,
        }}
      />
    </KeyboardScrollable>
  );
}
