import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Segmented, Skeleton, Typography } from 'antd';
import type { TsReportType } from '@intranet/contracts';
import { lazy, Suspense, useState } from 'react';
import { ApiError, messageOf } from '../../../../api/api-error.ts';
import { CHART_ROWS, REPORT_CHARTS, type ReportRequest } from '../report-helpers.ts';
import { useReportChartRows, useReportPage } from '../reports.api.ts';
import { ReportTable } from './ReportTable.tsx';
import { UnfilledNoticeButton } from './UnfilledNoticeButton.tsx';

/** recharts comes with the chart only: its chunk loads when someone opens «Диаграмма». */
const ReportChart = lazy(() => import('./ReportChart.tsx'));

interface ReportResultsProps {
  request: ReportRequest;
  report: TsReportType;
  page: number;
  perPage: number;
  onPage: (page: number, perPage: number) => void;
}

type View = 'table' | 'chart';

function errorText(error: unknown): string {
  const text = error instanceof ApiError ? messageOf(error.body) : undefined;
  return text ?? 'Попробуйте позже или обратитесь в техподдержку';
}

function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      className="ts-alert"
      title="Не удалось сформировать отчет"
      description={errorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          Повторить
        </Button>
      }
    />
  );
}

const loading = (
  <div role="status" aria-busy="true" aria-label="Загрузка">
    <Skeleton active paragraph={{ rows: 8 }} />
  </div>
);

/** The answer of «Сформировать»: a table page by page, or for some reports a chart of the same rows. */
export function ReportResults({ request, report, page, perPage, onPage }: ReportResultsProps) {
  const chart = REPORT_CHARTS[report.name];
  const [view, setView] = useState<View>('table');
  const showChart = chart !== undefined && view === 'chart';
  const table = useReportPage(request, page, perPage);
  const chartRows = useReportChartRows(request, showChart);

  const viewSwitch = chart ? (
    <Segmented<View>
      className="ts-reports__view"
      value={view}
      onChange={setView}
      options={[
        { value: 'table', label: 'Таблица', icon: <TableOutlined /> },
        { value: 'chart', label: 'Диаграмма', icon: <BarChartOutlined /> },
      ]}
    />
  ) : null;

  const notice =
    report.name === 'unfilled' && table.data && table.data.meta.total > 0 ? (
      <UnfilledNoticeButton request={request} people={table.data.meta.total} />
    ) : null;
  const bar =
    viewSwitch || notice ? (
      <div className="ts-reports__bar">
        {viewSwitch}
        {notice}
      </div>
    ) : null;

  if (showChart) {
    return (
      <section className="ts-reports__results" aria-label="Результат">
        {bar}
        {chartRows.isPending ? (
          loading
        ) : chartRows.isError ? (
          <Failure error={chartRows.error} onRetry={() => void chartRows.refetch()} />
        ) : (
          <>
            <Suspense fallback={loading}>
              <ReportChart rows={chartRows.data.raw_data} spec={chart} />
            </Suspense>
            {chartRows.data.meta.total > CHART_ROWS ? (
              <Typography.Text type="secondary" className="ts-hint">
                Диаграмма построена по первым {CHART_ROWS} строкам отчета.
              </Typography.Text>
            ) : null}
          </>
        )}
      </section>
    );
  }

  return (
    <section className="ts-reports__results" aria-label="Результат">
      {bar}
      {table.isPending ? (
        loading
      ) : table.isError ? (
        <Failure error={table.error} onRetry={() => void table.refetch()} />
      ) : table.data.raw_data.length === 0 && table.data.meta.total === 0 ? (
        <Empty description="За выбранный период данных нет" />
      ) : (
        <ReportTable columns={report.columns} data={table.data} loading={table.isFetching} onPage={onPage} />
      )}
    </section>
  );
}
