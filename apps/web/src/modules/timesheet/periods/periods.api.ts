import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TsServiceCutOff } from '@intranet/contracts';
import { timesheetPeriodsEndpoints as endpoints } from '@intranet/contracts/timesheet/periods.endpoints';
import type { DataEnvelope } from '../../../api/envelopes.ts';
import { call, endpointKey, endpointQuery } from '../../../api/endpoint-client.ts';
import { http } from '../../../api/http-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The settings tab shows a 409 (an overlapping period) itself. */
const OWN_STATUSES = [409] as const;

/** The editable period containing `date` (null when none is open): the «Текущий период» preset. */
export function useEditablePeriodAt(date: string) {
  return useQuery({
    ...endpointQuery(endpoints.openAt, { params: { date }, silent: true }),
    staleTime: 5 * 60_000,
    select: (body) => body.data,
  });
}

export function useEditablePeriods() {
  return useQuery({
    ...endpointQuery(endpoints.list),
    select: (body) => body.data,
  });
}

export interface EditablePeriodInput {
  id?: number;
  body: { date_start: string; date_end: string; role_id: number | null };
}

/** A change of the open periods: the list and the period of a date. */
function useInvalidatePeriods() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [endpoints.list, endpoints.openAt].map((read) =>
        queryClient.invalidateQueries({ queryKey: endpointKey(read) }),
      ),
    );
}

export function useSaveEditablePeriod() {
  const invalidate = useInvalidatePeriods();
  return useMutation({
    mutationFn: ({ id, body }: EditablePeriodInput) => {
      const options = { body, fieldErrors: true, handledStatuses: OWN_STATUSES };
      return id === undefined
        ? call(endpoints.create, options)
        : call(endpoints.update, { ...options, params: { id } });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteEditablePeriod() {
  const invalidate = useInvalidatePeriods();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: invalidate,
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
