import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Customer,
  DistributionExcelResult,
  TsAction,
  TsDistribution,
  TsDistributionInput,
} from '@intranet/contracts';
import { downloadFile } from '../../api/download.ts';
import { http } from '../../api/http-client.ts';
import type { Period } from './timesheet-period.ts';

/**
 * The «Сервисы» tab: redistribution of written-off hours to services. A 400 carries the over-source text
 * with `###` and the Excel report per row, a 409 a stale or approved record: the screen shows them itself.
 */
const OWN_STATUSES = [409] as const;
const UPLOAD_STATUSES = [400, 409, 413] as const;

export const servicesKeys = {
  all: ['timesheet', 'distributions'] as const,
  person: (period: Period, userId: number | undefined) =>
    ['timesheet', 'distributions', 'person', period.start, period.end, userId ?? 'me'] as const,
  approval: (period: Period, serviceIds: readonly number[]) =>
    ['timesheet', 'distributions', 'approval', period.start, period.end, serviceIds.join(',')] as const,
  targets: ['timesheet', 'services-customers'] as const,
};

/** Services that may receive hours (GET /timesheet/services_customers; the server filters them). */
export function useServiceTargets() {
  return useQuery({
    queryKey: servicesKeys.targets,
    queryFn: ({ signal }) => http.get<{ data: Customer[] }>('/timesheet/services_customers', { signal }),
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

/** One person's distributions in the period (their own, or user_id for an assistant or admin). */
export function usePersonDistributions(period: Period | null, userId: number | undefined) {
  return useQuery({
    queryKey: servicesKeys.person(period ?? { start: '', end: '' }, userId),
    queryFn: ({ signal }) =>
      http.get<{ data: TsDistribution[] }>('/timesheet/distributions', {
        query: { date_start: period!.start, date_end: period!.end, user_id: userId },
        signal,
      }),
    enabled: period !== null,
    select: (body) => body.data,
  });
}

/** The approver's view: distributions to the services they own (403 when one is not theirs). */
export function useApprovalDistributions(period: Period | null, serviceIds: readonly number[]) {
  return useQuery({
    queryKey: servicesKeys.approval(period ?? { start: '', end: '' }, serviceIds),
    queryFn: ({ signal }) =>
      http.get<{ data: TsDistribution[] }>('/timesheet/distributions', {
        query: {
          date_start: period!.start,
          date_end: period!.end,
          customer_ids: serviceIds.join(','),
        },
        signal,
      }),
    enabled: period !== null && serviceIds.length > 0,
    placeholderData: keepPreviousData,
    select: (body) => body.data,
  });
}

export function useSaveDistributions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id?: number; distributions: TsDistributionInput[] }) =>
      http.post<{ data: TsDistribution[] }>('/timesheet/distributions', body, {
        // Every 400 of this call is the form's to show: the over-source text comes without a known field.
        handledStatuses: [400, ...OWN_STATUSES],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesKeys.all }),
  });
}

export function useSendDistributions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { date_start: string; date_end: string; user_id?: number }) =>
      http.post<{ data: { sent: number } }>('/timesheet/distributions-for-approve', body, {
        handledStatuses: OWN_STATUSES,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesKeys.all }),
  });
}

export function useDistributionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; action: Exclude<TsAction, 'delete'>; comment?: string | null }) =>
      http.put<{ data: TsDistribution[] }>('/timesheet/distributions', body, {
        fieldErrors: true,
        handledStatuses: OWN_STATUSES,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesKeys.all }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesKeys.all }),
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
      return http.post<{ data: DistributionExcelResult }>('/timesheet/distributions/excel', body, {
        handledStatuses: UPLOAD_STATUSES,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesKeys.all }),
  });
}

export function downloadDistributionTemplate(): Promise<void> {
  return downloadFile('/timesheet/distributions/excel/template', 'Шаблон перераспределения.xlsx');
}

const cutOffKey = ['timesheet', 'distributions', 'cutoff'] as const;

/** GET /timesheet/distributions/cutoff: services ending on or before it receive no hours. */
export function useServiceCutOff() {
  return useQuery({
    queryKey: cutOffKey,
    queryFn: ({ signal }) =>
      http.get<{ data: { date: string } }>('/timesheet/distributions/cutoff', { signal }),
    select: (body) => body.data.date,
  });
}

export function useSaveServiceCutOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      http.put<{ data: { date: string } }>('/timesheet/distributions/cutoff', { date }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cutOffKey });
      await queryClient.invalidateQueries({ queryKey: servicesKeys.targets });
    },
  });
}
