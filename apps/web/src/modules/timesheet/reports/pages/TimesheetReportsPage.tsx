import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty } from 'antd';
import { reportPeriodPreset, type TsReportName, type TsReportType } from '@intranet/contracts';
import { useState } from 'react';
import { toWireDate } from '../../../../ui/date-format.ts';
import { QueryState } from '../../../../ui/QueryState.tsx';
import { useEditablePeriodAt } from '../../periods/periods.api.ts';
import { ReportExcelButton } from '../components/ReportExcelButton.tsx';
import { ReportPeriodField, type ReportPeriodChoice } from '../components/ReportPeriodField.tsx';
import { ReportPicker } from '../components/ReportPicker.tsx';
import { ReportResults } from '../components/ReportResults.tsx';
import { EMPTY_SLAVE_FILTER, SlaveFilter, type SlaveFilterValue } from '../components/SlaveFilter.tsx';
import { DEFAULT_PAGE_SIZE, type ReportRequest } from '../report-helpers.ts';
import { reportRunsKey, useReportCatalogue } from '../reports.api.ts';
import '../../timesheet.css';
import '../reports.css';

/**
 * /timesheet/reports «Отчеты»: pick a report (the server's catalogue), its period and its own filter, then
 * «Сформировать» shows it page by page (or as a chart), and «Скачать в Excel» exports the whole of it.
 */
export default function TimesheetReportsPage() {
  const catalogue = useReportCatalogue();
  return (
    <div className="ts-page ts-reports">
      <QueryState
        query={catalogue}
        rows={4}
        empty="Нет доступных отчетов"
        error="Не удалось загрузить список отчетов"
      >
        {(reports) => <ReportsScreen reports={reports} />}
      </QueryState>
    </div>
  );
}

function ReportsScreen({ reports }: { reports: readonly TsReportType[] }) {
  const queryClient = useQueryClient();
  const today = toWireDate(new Date());
  const editable = useEditablePeriodAt(today).data;
  const [name, setName] = useState<TsReportName>(reports[0]!.name);
  const [periodChoice, setPeriodChoice] = useState<ReportPeriodChoice>({
    preset: 'current-month',
    custom: null,
  });
  const [filter, setFilter] = useState<SlaveFilterValue>(EMPTY_SLAVE_FILTER);
  const [request, setRequest] = useState<ReportRequest | null>(null);
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });

  const report = reports.find((item) => item.name === name) ?? reports[0]!;
  const period = reportPeriodPreset(periodChoice.preset, today, { editable, custom: periodChoice.custom });
  const current = period
    ? {
        name: report.name,
        date_start: period.date_start,
        date_end: period.date_end,
        users: report.slave_filter.type === 'employees' ? filter.people.map((person) => person.value) : [],
        structures: report.slave_filter.type === 'structure' ? filter.structures : [],
      }
    : null;

  function handleReport(next: TsReportName) {
    const nextReport = reports.find((item) => item.name === next);
    if (!nextReport) return;
    // Another kind of filter starts empty; a radio keeps at most one node.
    if (nextReport.slave_filter.type !== report.slave_filter.type) setFilter(EMPTY_SLAVE_FILTER);
    else if (nextReport.slave_filter.selection === 'radio')
      setFilter((value) => ({ people: value.people.slice(0, 1), structures: value.structures.slice(0, 1) }));
    setName(next);
    setRequest(null);
  }

  function handleRun() {
    if (!current) return;
    // A new search replaces the one in flight: its call is aborted and its answer never shown.
    void queryClient.cancelQueries({ queryKey: reportRunsKey });
    setPaging((value) => ({ page: 1, perPage: value.perPage }));
    setRequest({ ...current, run: (request?.run ?? 0) + 1 });
  }

  return (
    <>
      <div className="ts-reports__filters">
        <ReportPicker reports={reports} value={name} onChange={handleReport} />
        <ReportPeriodField choice={periodChoice} period={period} onChange={setPeriodChoice} />
        <SlaveFilter filter={report.slave_filter} value={filter} onChange={setFilter} />
      </div>
      <div className="ts-actions">
        {report.download_only ? null : (
          <Button type="primary" disabled={!current} onClick={handleRun}>
            Сформировать
          </Button>
        )}
        <ReportExcelButton request={current} label={report.label} primary={report.download_only} />
      </div>
      {report.download_only ? (
        <Alert
          type="info"
          showIcon
          className="ts-alert"
          title="Отчет выгружается только в Excel"
          description="В нем слишком много столбцов и строк, чтобы читать его с экрана."
        />
      ) : request ? (
        <ReportResults
          request={request}
          report={report}
          page={paging.page}
          perPage={paging.perPage}
          onPage={(page, perPage) =>
            setPaging((value) => ({ page: perPage === value.perPage ? page : 1, perPage }))
          }
        />
      ) : (
        <Empty description="Выберите отчет и период и нажмите «Сформировать»" />
      )}
    </>
  );
}
