import { useMutation, useQuery } from '@tanstack/react-query';
import { timesheetReportEndpoints as endpoints } from '@intranet/contracts/timesheet/reports.endpoints';
import { call, download, endpointKey, endpointQuery, IDLE_KEY } from '../../../api/endpoint-client.ts';
import { CHART_ROWS, excelFileName, type ReportRequest } from './report-helpers.ts';

/** The body of POST …/{name} and …/{name}/excel: the period and the slave filter (and the page). */
export function reportBody(request: ReportRequest, page?: { page: number; per_page: number }) {
  return {
    date_start: request.date_start,
    date_end: request.date_end,
    users: request.users,
    structures: request.structures,
    ...page,
  };
}

/**
 * The key of one page of a run: the endpoint's key for the report, then the search the body carries (plain
 * values, the arrays joined) and the run, so «Сформировать» with the same filters asks again.
 */
function runKey(request: ReportRequest, page: number, perPage: number) {
  return [
    ...endpointKey(endpoints.run, { params: { reportName: request.name } }),
    {
      run: request.run,
      date_start: request.date_start,
      date_end: request.date_end,
      users: request.users.join(','),
      structures: request.structures.join(','),
      page,
      per_page: perPage,
    },
  ];
}

/** Every page and chart of every run: a new search cancels the one in flight by this prefix. */
export const reportRunsKey = endpointKey(endpoints.run);

function fetchPage(request: ReportRequest, page: number, perPage: number, signal: AbortSignal) {
  return call(endpoints.run, {
    params: { reportName: request.name },
    body: reportBody(request, { page, per_page: perPage }),
    signal,
    silent: true,
  });
}

/** GET /timesheet/reports: the 16 report types with their labels, tooltips, filters and columns. */
export function useReportCatalogue() {
  return useQuery({
    ...endpointQuery(endpoints.catalogue, { silent: true }),
    staleTime: 30 * 60_000,
    select: (body) => body.data,
  });
}

/**
 * One page of a report run. Report calls rethrow without a popup: the page shows the error itself.
 * The call consumes the query's abort signal, so a new search (another key) aborts the one in flight and
 * the cancelled call is dropped silently. Paging within a run keeps the last page on screen meanwhile.
 */
export function useReportPage(request: ReportRequest | null, page: number, perPage: number) {
  return useQuery({
    queryKey: request ? runKey(request, page, perPage) : IDLE_KEY,
    queryFn: ({ signal }) => fetchPage(request!, page, perPage, signal),
    enabled: request !== null,
    retry: false,
    staleTime: Infinity,
    placeholderData: (previous, previousQuery) => {
      const [, , params, search] = (previousQuery?.queryKey ?? []) as [
        unknown,
        unknown,
        { reportName?: string }?,
        { run?: number }?,
      ];
      return search?.run === request?.run && params?.reportName === request?.name ? previous : undefined;
    },
  });
}

/** The rows a chart is drawn from: the first CHART_ROWS rows of the run, asked only when the chart is open. */
export function useReportChartRows(request: ReportRequest | null, enabled: boolean) {
  return useQuery({
    queryKey: request ? runKey(request, 1, CHART_ROWS) : IDLE_KEY,
    queryFn: ({ signal }) => fetchPage(request!, 1, CHART_ROWS, signal),
    enabled: enabled && request !== null,
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * POST …/{name}/excel: the whole report as an xlsx, saved as «{label} {dd.MM.yyyy}-{dd.MM.yyyy}.xlsx».
 * Cancellable through `signal`; failures rethrow for the caller to show.
 */
export async function downloadReportExcel(
  request: Omit<ReportRequest, 'run'>,
  label: string,
  signal: AbortSignal,
): Promise<void> {
  await download(endpoints.excel, excelFileName(label, request.date_start, request.date_end), {
    params: { reportName: request.name },
    body: reportBody({ ...request, run: 0 }),
    signal,
    silent: true,
  });
}

/**
 * POST …/unfilled/send_notification: everyone in the unfilled report of this run gets a notification and an
 * e-mail. Rethrows for the button to tell (no popup).
 */
export function useNotifyUnfilled() {
  return useMutation({
    mutationFn: (request: ReportRequest) =>
      call(endpoints.notifyUnfilled, { body: reportBody(request), silent: true }),
  });
}
