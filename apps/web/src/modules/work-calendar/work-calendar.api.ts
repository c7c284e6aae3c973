import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkDayType } from '@intranet/contracts';
import { workCalendarEndpoints as endpoints } from '@intranet/contracts/work-calendar/endpoints';
import { call, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

/** The special days of one country and year (GET /work_calendar); ordinary days are not listed. */
export function useWorkCalendarYear(countryId: number, year: number) {
  return useQuery({
    ...endpointQuery(endpoints.days, { query: { country_id: countryId, year } }),
    select: (body) => body.data,
  });
}

export interface SetDayInput {
  country_id: number;
  date: string;
  type: WorkDayType | null;
  name?: string | null;
}

/** Every screen that shows the country's days (planning, TimeSheet grids) reads them again. */
function useInvalidateCalendar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.days.module) });
}

/** PUT /work_calendar/days: a 400 with `errors.type` is shown next to the field, not in a dialog. */
export function useSetCalendarDay() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: (input: SetDayInput) => call(endpoints.setDay, { body: input, fieldErrors: true }),
    onSuccess: invalidate,
  });
}

export interface ImportInput {
  country_id: number;
  year: number;
  csv: string;
}

/** POST /work_calendar/import with dry_run false: the year is replaced, or nothing is written. */
export function useImportCalendar() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: (input: ImportInput) =>
      call(endpoints.importYear, { body: { ...input, dry_run: false }, fieldErrors: true }),
    onSuccess: invalidate,
  });
}
