import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSocketMessage } from './socket-messages.ts';

/**
 * Refreshes a query whenever a background job of `kind` moves (the socket's `job.progress`): a status
 * card follows its run live. Pair it with polling while the run goes on, in case the socket is down.
 */
export function useJobUpdates(kind: string, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useSocketMessage('job.progress', (message) => {
    if (message.data.kind === kind) void queryClient.invalidateQueries({ queryKey });
  });
}

/** While a run is queued or running the status is also asked this often (the socket may be down). */
export const JOB_POLL_MS = 5_000;
