import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TsAction, TsDistributionInput } from '@intranet/contracts';
import { timesheetDistributionEndpoints as endpoints } from '@intranet/contracts/timesheet/distributions.endpoints';
import { call, download, endpointKey, endpointQuery } from '../../../api/endpoint-client.ts';
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
    ...endpointQuery(endpoints.targets),
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

/** One person's distributions in the period (their own, or user_id for an assistant or admin). */
export function usePersonDistributions(period: Period | null, userId: number | undefined) {
  const { start, end } = period ?? NO_PERIOD;
  return useQuery({
    ...endpointQuery(endpoints.list, { query: { date_start: start, date_end: end, user_id: userId } }),
    enabled: period !== null,
    select: (body) => body.data,
  });
}

/** The approver's view: distributions to the services they own (403 when one is not theirs). */
export function useApprovalDistributions(period: Period | null, serviceIds: readonly number[]) {
  const { start, end } = period ?? NO_PERIOD;
  const query = { date_start: start, date_end: end, customer_ids: serviceIds.join(',') };
  return useQuery({
    ...endpointQuery(endpoints.list, { query }),
    enabled: period !== null && serviceIds.length > 0,
    placeholderData: keepPreviousData,
    select: (body) => body.data,
  });
}

/** After a write: every list of distributions (the person's and the approver's). */
function useInvalidateDistributions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.list) });
}

export function useSaveDistributions() {
  const invalidate = useInvalidateDistributions();
  return useMutation({
    mutationFn: (body: { user_id?: number; distributions: TsDistributionInput[] }) =>
      call(endpoints.save, {
        body,
        // Every 400 of this call is the form's to show: the over-source text comes without a known field.
        handledStatuses: [400, ...OWN_STATUSES],
      }),
    onSuccess: invalidate,
  });
}

export function useSendDistributions() {
  const invalidate = useInvalidateDistributions();
  return useMutation({
    mutationFn: (body: { date_start: string; date_end: string; user_id?: number }) =>
      call(endpoints.send, { body, handledStatuses: OWN_STATUSES }),
    onSuccess: invalidate,
  });
}

export function useDistributionAction() {
  const invalidate = useInvalidateDistributions();
  return useMutation({
    mutationFn: (body: { ids: number[]; action: Exclude<TsAction, 'delete'>; comment?: string | null }) =>
      call(endpoints.act, { body, fieldErrors: true, handledStatuses: OWN_STATUSES }),
    onSettled: invalidate,
  });
}

export function useDeleteDistributions() {
  const invalidate = useInvalidateDistributions();
  return useMutation({
    mutationFn: (ids: number[]) =>
      call(endpoints.remove, { query: { ids: ids.join(',') }, handledStatuses: OWN_STATUSES }),
    onSettled: invalidate,
  });
}

/** POST /timesheet/distributions/excel: all or nothing; a 400 lists the bad rows in `errors`. */
export function useUploadDistributionsExcel() {
  const invalidate = useInvalidateDistributions();
  return useMutation({
    mutationFn: ({ file, userId }: { file: File; userId?: number }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      if (userId !== undefined) body.append('user_id', String(userId));
      // A multipart endpoint declares no body schema (the route reads the parts): the FormData goes as is.
      const args = { body, handledStatuses: UPLOAD_STATUSES };
      return call(endpoints.uploadExcel, args);
    },
    onSuccess: invalidate,
  });
}

export function downloadDistributionTemplate(): Promise<void> {
  return download(endpoints.excelTemplate, 'Шаблон перераспределения.xlsx');
}
