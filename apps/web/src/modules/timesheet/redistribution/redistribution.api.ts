import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMESHEET_JOB, isJobRunning, type RedistributionPayload } from '@intranet/contracts';
import { timesheetRedistributionEndpoints as endpoints } from '@intranet/contracts/timesheet/redistribution.endpoints';
import { jobsEndpoints } from '@intranet/contracts/jobs/endpoints';
import { call, endpointKey, endpointQuery } from '../../../api/endpoint-client.ts';
import { JOB_POLL_MS, useJobUpdates } from '../../../app/realtime/use-job-updates.ts';

const key = endpointKey(endpoints.status);

/** GET /timesheet/redistribution, live while a run goes on. */
export function useRedistributionStatus() {
  useJobUpdates(TIMESHEET_JOB.redistribution, key);
  return useQuery({
    ...endpointQuery(endpoints.status),
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
    call(endpoints.start, { body: payload, fieldErrors: true }),
  );
}

export function useCancelRedistribution() {
  return useStatusMutation((runId: string) => call(jobsEndpoints.cancel, { params: { id: runId } }));
}
