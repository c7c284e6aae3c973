import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Customer,
  TsAction,
  TsApproveWrites,
  TsNotBusyPreview,
  TsSendResult,
  TsShadowWrite,
  TsWrite,
  TsWriteHistoryEntry,
  TsWriteInput,
} from '@intranet/contracts';
import type { DataEnvelope } from '../../../api/envelopes.ts';
import { http } from '../../../api/http-client.ts';
import { queryKeys, type PeriodQuery } from '../../../api/query-keys.ts';
import type { Period } from '../shared/timesheet-period.ts';

/** The screens show these answers themselves (an alert over the grid or the form), not the global dialog. */
const OWN_STATUSES = [409] as const;

const NO_PERIOD: Period = { start: '', end: '' };

/** The query of one person's period: `user_id` only for someone else. */
export function personQuery(period: Period, userId: number | undefined): PeriodQuery {
  return { date_start: period.start, date_end: period.end, user_id: userId };
}

/** One person's writes in the period (GET /timesheet/writes). */
export function useTsWrites(period: Period | null, userId: number | undefined) {
  const query = personQuery(period ?? NO_PERIOD, userId);
  return useQuery({
    queryKey: queryKeys.timesheet.writes(query),
    queryFn: ({ signal }) => http.get<DataEnvelope<TsWrite[]>>('/timesheet/writes', { query, signal }),
    enabled: period !== null,
    select: (body) => body.data,
  });
}

/**
 * A person's sick-leave and vacation days counted as filled (GET /timesheet/shadow/writes): derived from
 * their statuses, never stored, always approved.
 */
export function useShadowWrites(period: Period | null, userId: number | undefined, enabled = true) {
  const query = personQuery(period ?? NO_PERIOD, userId);
  return useQuery({
    queryKey: queryKeys.timesheet.shadow(query),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<TsShadowWrite[]>>('/timesheet/shadow/writes', { query, signal }),
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
  const query = { date_start: start, date_end: end, customer_ids: customerIds.join(',') };
  return useQuery({
    queryKey: queryKeys.timesheet.approveWrites(query),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<TsApproveWrites>>('/timesheet/approve_writes', { query, signal }),
    enabled: period !== null && customerIds.length > 0,
    placeholderData: keepPreviousData,
    select: (body) => body.data,
  });
}

export function useWriteHistory(id: number | null) {
  return useQuery({
    queryKey: queryKeys.timesheet.history(id ?? 0),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<TsWriteHistoryEntry[]>>(`/timesheet/writes/${id}/history`, { signal }),
    enabled: id !== null,
    select: (body) => body.data,
  });
}

export function fetchNotBusyPreview(queryClient: QueryClient, period: Period, userId: number | undefined) {
  const query = personQuery(period, userId);
  return queryClient.fetchQuery({
    queryKey: queryKeys.timesheet.notBusyPreview(query),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<TsNotBusyPreview>>('/timesheet/not_busy_preview', { query, signal }),
    staleTime: 0,
  });
}

/** Projects of the previous period; 404 «Отсутствуют проекты для переноса» is the screen's to show. */
export function fetchCopyPeriod(period: Period, userId: number | undefined) {
  return http.get<DataEnvelope<Customer[]>>('/timesheet/copy_period', {
    query: personQuery(period, userId),
    handledStatuses: [404],
  });
}

function useWritesMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.writesAll }),
  });
}

export function useSaveWrites() {
  return useWritesMutation((body: { user_id?: number; writes: TsWriteInput[] }) =>
    http.post<DataEnvelope<TsWrite[]>>('/timesheet/writes', body, {
      fieldErrors: true,
      handledStatuses: OWN_STATUSES,
    }),
  );
}

export function useSendForApproval() {
  return useWritesMutation((body: { date_start: string; date_end: string; user_id?: number }) =>
    http.post<DataEnvelope<TsSendResult>>('/timesheet/writes-for-approve', body, {
      handledStatuses: OWN_STATUSES,
    }),
  );
}

export function useWriteAction() {
  return useWritesMutation(
    (body: { ids: number[]; action: Exclude<TsAction, 'delete'>; comment?: string | null }) =>
      http.put<DataEnvelope<TsWrite[]>>('/timesheet/writes', body, {
        fieldErrors: true,
        handledStatuses: OWN_STATUSES,
      }),
  );
}

export function useDeleteWrites() {
  return useWritesMutation((ids: number[]) =>
    http.delete<void>('/timesheet/writes', {
      query: { ids: ids.join(',') },
      handledStatuses: OWN_STATUSES,
    }),
  );
}
