import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timesheetDistributionEndpoints as distributionEndpoints } from '@intranet/contracts/timesheet/distributions.endpoints';
import { timesheetPeriodsEndpoints as endpoints } from '@intranet/contracts/timesheet/periods.endpoints';
import { call, endpointKey, endpointQuery } from '../../../api/endpoint-client.ts';

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
    ...endpointQuery(distributionEndpoints.cutOff),
    select: (body) => body.data.date,
  });
}

/** A new cut-off date changes which services take hours: the date and the services list are read again. */
export function useSaveServiceCutOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => call(distributionEndpoints.setCutOff, { body: { date } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: endpointKey(distributionEndpoints.cutOff) });
      await queryClient.invalidateQueries({ queryKey: endpointKey(distributionEndpoints.targets) });
    },
  });
}
