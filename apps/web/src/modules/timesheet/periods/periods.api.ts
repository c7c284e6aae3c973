import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditablePeriod, TsServiceCutOff } from '@intranet/contracts';
import type { DataEnvelope } from '../../../api/envelopes.ts';
import { http } from '../../../api/http-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The settings tab shows a 409 (an overlapping period) itself. */
const OWN_STATUSES = [409] as const;

/** The editable period containing `date` (null when none is open): the «Текущий период» preset. */
export function useEditablePeriodAt(date: string) {
  return useQuery({
    queryKey: queryKeys.timesheet.editablePeriodAt(date),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<EditablePeriod | null>>(`/timesheet/editable_period/${date}`, {
        signal,
        silent: true,
      }),
    staleTime: 5 * 60_000,
    select: (body) => body.data,
  });
}

export function useEditablePeriods() {
  return useQuery({
    queryKey: queryKeys.timesheet.editablePeriods,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<EditablePeriod[]>>('/timesheet/settings/editable_periods', { signal }),
    select: (body) => body.data,
  });
}

export interface EditablePeriodInput {
  id?: number;
  body: { date_start: string; date_end: string; role_id: number | null };
}

export function useSaveEditablePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: EditablePeriodInput) => {
      const options = { fieldErrors: true, handledStatuses: OWN_STATUSES };
      return id === undefined
        ? http.post<DataEnvelope<EditablePeriod>>('/timesheet/settings/editable_periods', body, options)
        : http.put<DataEnvelope<EditablePeriod>>(`/timesheet/settings/editable_periods/${id}`, body, options);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.editablePeriodsAll }),
  });
}

export function useDeleteEditablePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/timesheet/settings/editable_periods/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.editablePeriodsAll }),
  });
}

/** GET /timesheet/distributions/cutoff: services ending on or before it receive no hours. */
export function useServiceCutOff() {
  return useQuery({
    queryKey: queryKeys.timesheet.serviceCutOff,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<TsServiceCutOff>>('/timesheet/distributions/cutoff', { signal }),
    select: (body) => body.data.date,
  });
}

export function useSaveServiceCutOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      http.put<DataEnvelope<TsServiceCutOff>>('/timesheet/distributions/cutoff', { date }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.serviceCutOff });
      await queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.serviceTargets });
    },
  });
}
