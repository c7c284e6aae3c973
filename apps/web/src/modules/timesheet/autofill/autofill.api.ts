import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMESHEET_JOB, isJobRunning, type AutofillPayload } from '@intranet/contracts';
import { timesheetAutofillEndpoints as endpoints } from '@intranet/contracts/timesheet/autofill.endpoints';
import { jobsEndpoints } from '@intranet/contracts/jobs/endpoints';
import { call, endpointKey, endpointQuery } from '../../../api/endpoint-client.ts';
import { JOB_POLL_MS, useJobUpdates } from '../../../app/realtime/use-job-updates.ts';

const key = endpointKey(endpoints.status);

/**
 * The three jobs of the page, by their key in the status (autofillStatusSchema) and the call that starts
 * each.
 */
export const AUTOFILL_JOBS = {
  autofill: endpoints.startAutofill,
  assistants: endpoints.startAssistants,
  employees: endpoints.startEmployees,
} as const;
export type AutofillJob = keyof typeof AUTOFILL_JOBS;

/** GET /timesheet/autofill, live while any of its runs goes on. */
export function useAutofillStatus() {
  useJobUpdates(TIMESHEET_JOB.autofill, key);
  useJobUpdates(TIMESHEET_JOB.autofillAssistants, key);
  useJobUpdates(TIMESHEET_JOB.autofillEmployees, key);
  return useQuery({
    ...endpointQuery(endpoints.status),
    select: (envelope) => envelope.data,
    refetchInterval: (query) => {
      const status = query.state.data?.data;
      const running = status && Object.values(status).some((job) => isJobRunning(job.run));
      return running ? JOB_POLL_MS : false;
    },
  });
}

function useStatusMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export function useStartAutofillJob(job: AutofillJob) {
  return useStatusMutation((payload: AutofillPayload) =>
    call(AUTOFILL_JOBS[job], { body: payload, fieldErrors: true }),
  );
}

export function useCancelAutofillJob() {
  return useStatusMutation((runId: string) => call(jobsEndpoints.cancel, { params: { id: runId } }));
}
