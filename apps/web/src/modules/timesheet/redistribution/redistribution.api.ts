import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TIMESHEET_JOB,
  isJobRunning,
  type JobRun,
  type RedistributionPayload,
  type RedistributionStatus,
} from '@intranet/contracts';
import type { DataEnvelope } from '../../../api/envelopes.ts';
import { http } from '../../../api/http-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { JOB_POLL_MS, useJobUpdates } from '../../../app/realtime/use-job-updates.ts';

const key = queryKeys.timesheetRedistribution.status;

/** GET /timesheet/redistribution, live while a run goes on. */
export function useRedistributionStatus() {
  useJobUpdates(TIMESHEET_JOB.redistribution, key);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<RedistributionStatus>>('/timesheet/redistribution', { signal }),
    select: (envelope) => envelope.data,
    refetchInterval: (query) => (isJobRunning(query.state.data?.data.run) ? JOB_POLL_MS : false),
  });
}

function useStatusMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export function useStartRedistribution() {
  return useStatusMutation((payload: RedistributionPayload) =>
    http.post<DataEnvelope<JobRun>>('/timesheet/redistribution/start', payload, { fieldErrors: true }),
  );
}

export function useCancelRedistribution() {
  return useStatusMutation((runId: string) => http.post<DataEnvelope<JobRun>>(`/jobs/${runId}/cancel`));
}
