import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { VacReportName, VacReportParams, VacReportResponse, VacReportType } from '@intranet/contracts';
import { saveBlob } from '../../../api/download.ts';
import type { DataEnvelope } from '../../../api/envelopes.ts';
import { http } from '../../../api/http-client.ts';
import { vacReportFileName } from './report-rows.ts';

/** Query keys of the vacation reports (the catalogue, the pages of a run). */
export const vacReportKeys = {
  all: ['vacation', 'reports'] as const,
  catalogue: ['vacation', 'reports', 'catalogue'] as const,
  run: (name: string, run: number, params: string) =>
    ['vacation', 'reports', 'run', name, run, params] as const,
};

/** A run of a report: its name, the params sent, and which «Сформировать» it was. */
export interface VacReportRequest {
  name: VacReportName;
  params: VacReportParams;
  run: number;
}

export const VAC_REPORT_PAGE_SIZE = 100;

/** GET /vacations/reports: the reports the caller may run (the server decides). */
export function useVacReportCatalogue() {
  return useQuery({
    queryKey: vacReportKeys.catalogue,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<VacReportType[]>>('/vacations/reports', { signal, silent: true }),
    staleTime: 30 * 60_000,
    select: (body) => body.data,
  });
}

/**
 * The pages of a run, page 1 first and the next ones on «Показать еще». The call consumes the query's abort
 * signal: a new run (another key) aborts the one in flight, and its answer is dropped silently.
 */
export function useVacReportRun(request: VacReportRequest | null) {
  return useInfiniteQuery({
    queryKey: request
      ? vacReportKeys.run(request.name, request.run, JSON.stringify(request.params))
      : ['vacation', 'reports', 'idle'],
    queryFn: ({ signal, pageParam }) =>
      http.post<VacReportResponse>(
        `/dba/vacations/reports/${request!.name}`,
        { ...request!.params, page: pageParam, per_page: VAC_REPORT_PAGE_SIZE },
        { signal, silent: true },
      ),
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
  const blob = await http.post<Blob>(`/dba/vacations/reports/${name}/${format}`, params, {
    signal,
    silent: true,
    responseType: 'blob',
  });
  if (signal.aborted) return;
  const days = [params.date_start, params.date_end].every(Boolean)
    ? [params.date_start!, params.date_end!]
    : [params.balance_date ?? params.date ?? ''];
  saveBlob(blob, vacReportFileName(label, days, format === 'xls' ? 'xlsx' : 'xml'));
}
