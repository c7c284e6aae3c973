import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Typography } from 'antd';
import { isVacReportName, type VacReportType } from '@intranet/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, isCancelled, messageOf } from '../../../../api/api-error.ts';
import { toWireDate } from '../../../../ui/date-format.ts';
import { ForbiddenResult } from '../../../../ui/ForbiddenResult.tsx';
import { formatNumber } from '../../../../ui/plural.ts';
import { QueryState } from '../../../../ui/QueryState.tsx';
import { VacReportDownloads } from '../components/VacReportDownloads.tsx';
import { VacReportFilters } from '../components/VacReportFilters.tsx';
import { VacReportTable } from '../components/VacReportTable.tsx';
import { initialFilters, toParams, type VacFilterValues } from '../report-filters.ts';
import { accumulateRows } from '../report-rows.ts';
import {
  useVacReportCatalogue,
  useVacReportRun,
  vacReportRunsKey,
  type VacReportRequest,
} from '../vacation-reports.api.ts';
import '../vacation-reports.css';

/** /vacation/reports/{report_type}: the report's filters, «Сформировать», the table page by page, the files. */
export function VacationReportScreen({ reportType }: { reportType: string }) {
  const catalogue = useVacReportCatalogue();
  return (
    <QueryState query={catalogue} rows={4} error="Не удалось загрузить список отчетов" isEmpty={() => false}>
      {(reports) => {
        const type = isVacReportName(reportType)
          ? reports.find((item) => item.name === reportType)
          : undefined;
        return type ? <ReportScreen key={type.name} type={type} /> : <ForbiddenResult />;
      }}
    </QueryState>
  );
}

function ReportScreen({ type }: { type: VacReportType }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<VacFilterValues>(() => initialFilters(toWireDate(new Date())));
  const [request, setRequest] = useState<VacReportRequest | null>(null);
  const params = toParams(type, values);
  const run = useVacReportRun(request);
  const rows = useMemo(() => accumulateRows(run.data?.pages ?? []), [run.data]);
  const last = run.data?.pages[run.data.pages.length - 1];

  function handleRun() {
    if (!params) return;
    // A new search replaces the one in flight: its call is aborted and its answer never shown.
    void queryClient.cancelQueries({ queryKey: vacReportRunsKey });
    setRequest({ name: type.name, params, run: (request?.run ?? 0) + 1 });
  }

  const error = run.error && !isCancelled(run.error) ? run.error : null;
  return (
    <div className="vac-reports">
      <div className="vac-reports__head">
        <Link to="/vacation/reports">← Все отчеты</Link>
        <Typography.Title level={4} className="vac-reports__title">
          {type.label}
        </Typography.Title>
        <Typography.Text type="secondary">{type.tooltip}</Typography.Text>
      </div>
      <VacReportFilters type={type} values={values} onChange={setValues} />
      <Space wrap className="vac-reports__actions">
        <Button type="primary" disabled={!params} onClick={handleRun}>
          Сформировать
        </Button>
        <VacReportDownloads name={type.name} label={type.label} params={params} />
      </Space>
      {error ? (
        <Alert
          type="error"
          showIcon
          title="Не удалось сформировать отчет"
          description={error instanceof ApiError ? messageOf(error.body) : undefined}
        />
      ) : null}
      {!request ? (
        <Empty description="Выберите фильтры и нажмите «Сформировать»" />
      ) : run.isPending ? (
        <VacReportTable columns={type.columns} rows={[]} loading />
      ) : rows.length === 0 ? (
        error ? null : (
          <Empty description="Нет данных за выбранные условия" />
        )
      ) : (
        <>
          <Typography.Text className="vac-reports__count" data-testid="vac-report-count">
            Показано {formatNumber(rows.length - 2)} из {formatNumber(last?.meta.total ?? 0)}
          </Typography.Text>
          <VacReportTable columns={type.columns} rows={rows} loading={run.isFetchingNextPage} />
          {run.hasNextPage ? (
            <Button
              className="vac-reports__more"
              loading={run.isFetchingNextPage}
              onClick={() => void run.fetchNextPage()}
            >
              Показать еще
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
