import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { VacReportName, VacReportParams } from '@intranet/contracts';
import { vacationReportsEndpoints as endpoints } from '@intranet/contracts/vacation/reports.endpoints';
import { call, endpointKey, endpointQuery, IDLE_KEY } from '../../../api/endpoint-client.ts';
import { saveBlob } from '../../../api/download.ts';
import { vacReportFileName } from './report-rows.ts';

/** A run of a report: its name, the params sent, and which «Сформировать» it was. */
export interface VacReportRequest {
  name: VacReportName;
  params: VacReportParams;
  run: number;
}

export const VAC_REPORT_PAGE_SIZE = 100;

/** Every run of a report page (a new search cancels the one in flight by it). */
export const vacReportRunsKey = endpointKey(endpoints.page);

/** GET /vacations/reports: the reports the caller may run (the server decides). */
export function useVacReportCatalogue() {
  return useQuery({
    ...endpointQuery(endpoints.catalogue, { silent: true }),
    staleTime: 30 * 60_000,
    select: (body) => body.data,
  });
}

/**
 * The pages of a run, page 1 first and the next ones on «Показать еще». The body is read by POST, so the run
 * and the params sent follow the endpoint's key. The call consumes the query's abort signal: a new run
 * (another key) aborts the one in flight, and its answer is dropped silently.
 */
export function useVacReportRun(request: VacReportRequest | null) {
  return useInfiniteQuery({
    queryKey: request
      ? [
          ...endpointKey(endpoints.page, { params: { reportName: request.name } }),
          request.run,
          request.params,
        ]
      : IDLE_KEY,
    queryFn: ({ signal, pageParam }) =>
      call(endpoints.page, {
        params: { reportName: request!.name },
        body: { ...request!.params, page: pageParam, per_page: VAC_REPORT_PAGE_SIZE },
        signal,
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    enabled: request !== null,
    retry: false,
    staleTime: Infinity,
  });
}

/** POST …/xls or …/xml: the whole report as a file; rethrows for the caller to tell (no popup). */
export async function downloadVacReport(
  name: VacReportName,
  label: string,
  params: VacReportParams,
  format: 'xls' | 'xml',
  signal: AbortSignal,
): Promise<void> {
  const blob = await call(format === 'xls' ? endpoints.xlsx : endpoints.xml, {
    params: { reportName: name },
    body: params,
    signal,
    silent: true,
  });
  if (signal.aborted) return;
  const days = [params.date_start, params.date_end].every(Boolean)
    ? [params.date_start!, params.date_end!]
    : [params.balance_date ?? params.date ?? ''];
  saveBlob(blob, vacReportFileName(label, days, format === 'xls' ? 'xlsx' : 'xml'));
}
