import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TIMESHEET_JOB,
  financeZipName,
  isJobRunning,
  type FinanceStatisticCheck,
  type FinanceStatisticPayload,
  type JobRun,
} from '@intranet/contracts';
import { downloadFile } from '../../../api/download.ts';
import type { DataEnvelope } from '../../../api/envelopes.ts';
import { http } from '../../../api/http-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { JOB_POLL_MS, useJobUpdates } from '../../../app/realtime/use-job-updates.ts';

const base = '/timesheet/finance_statistic';

/**
 * Where the finance export stands (GET …/check). The socket's `job.progress` messages refresh it live; while
 * a run goes on it is also asked every few seconds, in case the socket is down.
 */
export function useFinanceCheck() {
  useJobUpdates(TIMESHEET_JOB.financeStatistic, queryKeys.timesheetFinance.check);
  return useQuery({
    queryKey: queryKeys.timesheetFinance.check,
    queryFn: ({ signal }) => http.get<DataEnvelope<FinanceStatisticCheck>>(`${base}/check`, { signal }),
    select: (envelope) => envelope.data,
    refetchInterval: (query) => (isJobRunning(query.state.data?.data.run) ? JOB_POLL_MS : false),
  });
}

function useFinanceMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheetFinance.check }),
  });
}

/** «Сформировать»: the previous month with defaults, or the chosen period and companies. */
export function useStartFinance() {
  return useFinanceMutation((payload: FinanceStatisticPayload | null) =>
    payload
      ? http.post<DataEnvelope<JobRun>>(`${base}/startAdvance`, payload, { fieldErrors: true })
      : http.post<DataEnvelope<JobRun>>(`${base}/start`),
  );
}

export function useCancelFinance() {
  return useFinanceMutation((runId: string) => http.post<DataEnvelope<JobRun>>(`/jobs/${runId}/cancel`));
}

/** Downloads the zip once: `with_clear` returns the export to its default state. */
export function useDownloadFinance() {
  return useFinanceMutation((run: JobRun) => {
    const result = run.result as { date_start: string; date_end: string };
    return downloadFile(`${base}/load?with_clear=true`, financeZipName(result.date_start, result.date_end));
  });
}

export function useNotifyServiceOwners() {
  return useMutation({
    mutationFn: () => http.get<DataEnvelope<{ notified: number }>>(`${base}/notify_service_owners`),
  });
}
