import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TIMESHEET_JOB,
  financeZipName,
  isJobRunning,
  type FinanceStatisticPayload,
  type JobRun,
} from '@intranet/contracts';
import { timesheetFinanceEndpoints as endpoints } from '@intranet/contracts/timesheet/finance.endpoints';
import { jobsEndpoints } from '@intranet/contracts/jobs/endpoints';
import { call, download, endpointKey, endpointQuery } from '../../../api/endpoint-client.ts';
import { JOB_POLL_MS, useJobUpdates } from '../../../app/realtime/use-job-updates.ts';

const checkKey = endpointKey(endpoints.check);

/**
 * Where the finance export stands (GET …/check). The socket's `job.progress` messages refresh it live; while
 * a run goes on it is also asked every few seconds, in case the socket is down.
 */
export function useFinanceCheck() {
  useJobUpdates(TIMESHEET_JOB.financeStatistic, checkKey);
  return useQuery({
    ...endpointQuery(endpoints.check),
    select: (envelope) => envelope.data,
    refetchInterval: (query) => (isJobRunning(query.state.data?.data.run) ? JOB_POLL_MS : false),
  });
}

function useFinanceMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkKey }),
  });
}

/** «Сформировать»: the previous month with defaults, or the chosen period and companies. */
export function useStartFinance() {
  return useFinanceMutation((payload: FinanceStatisticPayload | null) =>
    payload ? call(endpoints.startAdvance, { body: payload, fieldErrors: true }) : call(endpoints.start),
  );
}

export function useCancelFinance() {
  return useFinanceMutation((runId: string) => call(jobsEndpoints.cancel, { params: { id: runId } }));
}

/** Downloads the zip once: `with_clear` returns the export to its default state. */
export function useDownloadFinance() {
  return useFinanceMutation((run: JobRun) => {
    const result = run.result as { date_start: string; date_end: string };
    return download(endpoints.load, financeZipName(result.date_start, result.date_end), {
      query: { with_clear: 'true' },
    });
  });
}

export function useNotifyServiceOwners() {
  return useMutation({
    mutationFn: () => call(endpoints.notifyServiceOwners),
  });
}
