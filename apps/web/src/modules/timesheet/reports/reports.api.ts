import { useMutation, useQuery } from '@tanstack/react-query';
import type { TsReportResponse, TsReportType, tsUnfilledNotificationResultSchema } from '@intranet/contracts';
import type { z } from 'zod';
import { saveBlob } from '../../../api/download.ts';
import type { DataEnvelope } from '../../../api/envelopes.ts';
import { http } from '../../../api/http-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { CHART_ROWS, excelFileName, type ReportRequest } from './report-helpers.ts';

const base = '/timesheet/reports';
const reportKeys = queryKeys.timesheet.reports;

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

/** The query part of a key: plain values only (the arrays joined). */
function keyParams(request: ReportRequest, page: number, perPage: number) {
  return {
    date_start: request.date_start,
    date_end: request.date_end,
    users: request.users.join(','),
    structures: request.structures.join(','),
    page,
    per_page: perPage,
  };
}

/** GET /timesheet/reports: the 16 report types with their labels, tooltips, filters and columns. */
export function useReportCatalogue() {
  return useQuery({
    queryKey: reportKeys.catalogue,
    queryFn: ({ signal }) => http.get<DataEnvelope<TsReportType[]>>(base, { signal, silent: true }),
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
    queryKey: request
      ? reportKeys.page(request.name, request.run, keyParams(request, page, perPage))
      : queryKeys.idle,
    queryFn: ({ signal }) =>
      http.post<TsReportResponse>(
        `${base}/${request!.name}`,
        reportBody(request!, { page, per_page: perPage }),
        { signal, silent: true },
      ),
    enabled: request !== null,
    retry: false,
    staleTime: Infinity,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === request?.run && previousQuery?.queryKey[3] === request?.name
        ? previous
        : undefined,
  });
}

/** The rows a chart is drawn from: the first CHART_ROWS rows of the run, asked only when the chart is open. */
export function useReportChartRows(request: ReportRequest | null, enabled: boolean) {
  return useQuery({
    queryKey: request
      ? reportKeys.chart(request.name, request.run, keyParams(request, 1, CHART_ROWS))
      : queryKeys.idle,
    queryFn: ({ signal }) =>
      http.post<TsReportResponse>(
        `${base}/${request!.name}`,
        reportBody(request!, { page: 1, per_page: CHART_ROWS }),
        { signal, silent: true },
      ),
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
  const blob = await http.post<Blob>(`${base}/${request.name}/excel`, reportBody({ ...request, run: 0 }), {
    signal,
    silent: true,
    responseType: 'blob',
  });
  if (signal.aborted) return;
  saveBlob(blob, excelFileName(label, request.date_start, request.date_end));
}

/**
 * POST …/unfilled/send_notification: everyone in the unfilled report of this run gets a notification and an
 * e-mail. Rethrows for the button to tell (no popup).
 */
export function useNotifyUnfilled() {
  return useMutation({
    mutationFn: (request: ReportRequest) =>
      http.post<z.infer<typeof tsUnfilledNotificationResultSchema>>(
        `${base}/unfilled/send_notification`,
        reportBody(request),
        { silent: true },
      ),
  });
}
