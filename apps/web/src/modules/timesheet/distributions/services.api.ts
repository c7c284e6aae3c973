import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Customer,
  DistributionExcelResult,
  TsAction,
  TsDistribution,
  TsDistributionInput,
} from '@intranet/contracts';
import { downloadFile } from '../../../api/download.ts';
import type { DataEnvelope } from '../../../api/envelopes.ts';
import { http } from '../../../api/http-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { Period } from '../shared/timesheet-period.ts';

/**
 * The «Сервисы» tab: redistribution of written-off hours to services. A 400 carries the over-source text
 * with `###` and the Excel report per row, a 409 a stale or approved record: the screen shows them itself.
 */
const OWN_STATUSES = [409] as const;
const UPLOAD_STATUSES = [400, 409, 413] as const;

const NO_PERIOD: Period = { start: '', end: '' };

/** Services that may receive hours (GET /timesheet/services_customers; the server filters them). */
export function useServiceTargets() {
  return useQuery({
    queryKey: queryKeys.timesheet.serviceTargets,
    queryFn: ({ signal }) => http.get<DataEnvelope<Customer[]>>('/timesheet/services_customers', { signal }),
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

/** One person's distributions in the period (their own, or user_id for an assistant or admin). */
export function usePersonDistributions(period: Period | null, userId: number | undefined) {
  const { start, end } = period ?? NO_PERIOD;
  const query = { date_start: start, date_end: end, user_id: userId };
  return useQuery({
    queryKey: queryKeys.timesheet.distributions(query),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<TsDistribution[]>>('/timesheet/distributions', { query, signal }),
    enabled: period !== null,
    select: (body) => body.data,
  });
}

/** The approver's view: distributions to the services they own (403 when one is not theirs). */
export function useApprovalDistributions(period: Period | null, serviceIds: readonly number[]) {
  const { start, end } = period ?? NO_PERIOD;
  const query = { date_start: start, date_end: end, customer_ids: serviceIds.join(',') };
  return useQuery({
    queryKey: queryKeys.timesheet.distributions(query),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<TsDistribution[]>>('/timesheet/distributions', { query, signal }),
    enabled: period !== null && serviceIds.length > 0,
    placeholderData: keepPreviousData,
    select: (body) => body.data,
  });
}

export function useSaveDistributions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id?: number; distributions: TsDistributionInput[] }) =>
      http.post<DataEnvelope<TsDistribution[]>>('/timesheet/distributions', body, {
        // Every 400 of this call is the form's to show: the over-source text comes without a known field.
        handledStatuses: [400, ...OWN_STATUSES],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.distributionsAll }),
  });
}

export function useSendDistributions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { date_start: string; date_end: string; user_id?: number }) =>
      http.post<DataEnvelope<{ sent: number }>>('/timesheet/distributions-for-approve', body, {
        handledStatuses: OWN_STATUSES,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.distributionsAll }),
  });
}

export function useDistributionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; action: Exclude<TsAction, 'delete'>; comment?: string | null }) =>
      http.put<DataEnvelope<TsDistribution[]>>('/timesheet/distributions', body, {
        fieldErrors: true,
        handledStatuses: OWN_STATUSES,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.distributionsAll }),
  });
}

export function useDeleteDistributions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.delete<void>('/timesheet/distributions', {
        query: { ids: ids.join(',') },
        handledStatuses: OWN_STATUSES,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.distributionsAll }),
  });
}

/** POST /timesheet/distributions/excel: all or nothing; a 400 lists the bad rows in `errors`. */
export function useUploadDistributionsExcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, userId }: { file: File; userId?: number }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      if (userId !== undefined) body.append('user_id', String(userId));
      return http.post<DataEnvelope<DistributionExcelResult>>('/timesheet/distributions/excel', body, {
        handledStatuses: UPLOAD_STATUSES,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.distributionsAll }),
  });
}

export function downloadDistributionTemplate(): Promise<void> {
  return downloadFile('/timesheet/distributions/excel/template', 'Шаблон перераспределения.xlsx');
}
