import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { TsAction, TsWriteInput } from '@intranet/contracts';
import {
  timesheetDataEndpoints,
  timesheetWritesEndpoints as endpoints,
} from '@intranet/contracts/timesheet/writes.endpoints';
import { call, endpointKey, endpointQuery } from '../../../api/endpoint-client.ts';
import type { Period } from '../shared/timesheet-period.ts';

/** The screens show these answers themselves (an alert over the grid or the form), not the global dialog. */
const OWN_STATUSES = [409] as const;

const NO_PERIOD: Period = { start: '', end: '' };

/** The query of one person's period: `user_id` only for someone else. */
export function personQuery(period: Period, userId: number | undefined) {
  return { date_start: period.start, date_end: period.end, user_id: userId };
}

/** One person's writes in the period (GET /timesheet/writes). */
export function useTsWrites(period: Period | null, userId: number | undefined) {
  return useQuery({
    ...endpointQuery(endpoints.list, { query: personQuery(period ?? NO_PERIOD, userId) }),
    enabled: period !== null,
    select: (body) => body.data,
  });
}

/**
 * A person's sick-leave and vacation days counted as filled (GET /timesheet/shadow/writes): derived from
 * their statuses, never stored, always approved.
 */
export function useShadowWrites(period: Period | null, userId: number | undefined, enabled = true) {
  return useQuery({
    ...endpointQuery(timesheetDataEndpoints.shadowWrites, {
      query: personQuery(period ?? NO_PERIOD, userId),
    }),
    enabled: enabled && period !== null,
    select: (body) => body.data,
  });
}

/**
 * The approve screen's view of the given projects (GET /timesheet/approve_writes): a row per project and
 * person with the days as arrays, the people once (403 when a project is not the viewer's).
 */
export function useApproveWrites(period: Period | null, customerIds: readonly number[]) {
  const { start, end } = period ?? NO_PERIOD;
  return useQuery({
    ...endpointQuery(endpoints.approveWrites, {
      query: { date_start: start, date_end: end, customer_ids: customerIds.join(',') },
    }),
    enabled: period !== null && customerIds.length > 0,
    placeholderData: keepPreviousData,
    select: (body) => body.data,
  });
}

export function useWriteHistory(id: number | null) {
  return useQuery({
    ...endpointQuery(endpoints.history, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    select: (body) => body.data,
  });
}

export function fetchNotBusyPreview(queryClient: QueryClient, period: Period, userId: number | undefined) {
  return queryClient.fetchQuery({
    ...endpointQuery(endpoints.notBusyPreview, { query: personQuery(period, userId) }),
    staleTime: 0,
  });
}

/** Projects of the previous period; 404 «Отсутствуют проекты для переноса» is the screen's to show. */
export function fetchCopyPeriod(period: Period, userId: number | undefined) {
  return call(endpoints.copyPeriod, { query: personQuery(period, userId), handledStatuses: [404] });
}

/** The reads a change of writes makes stale: the writes, the approve rows, a cell's history, the preview. */
const WRITES_READS = [endpoints.list, endpoints.approveWrites, endpoints.history, endpoints.notBusyPreview];

function useWritesMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all(WRITES_READS.map((read) => queryClient.invalidateQueries({ queryKey: endpointKey(read) }))),
  });
}

export function useSaveWrites() {
  return useWritesMutation((body: { user_id?: number; writes: TsWriteInput[] }) =>
    call(endpoints.save, { body, fieldErrors: true, handledStatuses: OWN_STATUSES }),
  );
}

export function useSendForApproval() {
  return useWritesMutation((body: { date_start: string; date_end: string; user_id?: number }) =>
    call(endpoints.send, { body, handledStatuses: OWN_STATUSES }),
  );
}

export function useWriteAction() {
  return useWritesMutation(
    (body: { ids: number[]; action: Exclude<TsAction, 'delete'>; comment?: string | null }) =>
      call(endpoints.act, { body, fieldErrors: true, handledStatuses: OWN_STATUSES }),
  );
}

export function useDeleteWrites() {
  return useWritesMutation((ids: number[]) =>
    call(endpoints.remove, { query: { ids: ids.join(',') }, handledStatuses: OWN_STATUSES }),
  );
}
