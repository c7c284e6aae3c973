import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { directoryEndpoints } from '@intranet/contracts/directory/endpoints';
import { call, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

const invalidateAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: moduleKey(directoryEndpoints.settings.module) });

export function useDirectorySettings() {
  return useQuery(endpointQuery(directoryEndpoints.settings));
}

export function useDirectoryRuns() {
  return useQuery(endpointQuery(directoryEndpoints.runs));
}

export function useDirectoryRun(id: number) {
  return useQuery(endpointQuery(directoryEndpoints.run, { params: { id } }));
}

/** PUT /directory/schedule */
export function useSetDirectorySchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intervalHours: number) =>
      call(directoryEndpoints.setSchedule, { body: { interval_hours: intervalHours } }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** POST /directory/test: the bind and a search; the answer says in words how it went. */
export function useTestDirectory() {
  return useMutation({ mutationFn: () => call(directoryEndpoints.test) });
}

/** POST /directory/runs: a dry run or the sync; the runs list shows it at once. */
export function useStartDirectoryRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dryRun: boolean) => call(directoryEndpoints.startRun, { body: { dry_run: dryRun } }),
    onSettled: () => invalidateAll(queryClient),
  });
}
