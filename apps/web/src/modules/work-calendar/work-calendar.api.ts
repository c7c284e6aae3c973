import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarCsvResult, WorkCalendarDay, WorkDayType } from '@intranet/contracts';
import type { DataEnvelope } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The special days of one country and year (GET /work_calendar); ordinary days are not listed. */
export function useWorkCalendarYear(countryId: number, year: number) {
  return useQuery({
    queryKey: queryKeys.workCalendar.year(countryId, year),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<WorkCalendarDay[]>>('/work_calendar', {
        query: { country_id: countryId, year },
        signal,
      }),
    select: (body) => body.data,
  });
}

export interface SetDayInput {
  country_id: number;
  date: string;
  type: WorkDayType | null;
  name?: string | null;
}

/** PUT /work_calendar/days: a 400 with `errors.type` is shown next to the field, not in a dialog. */
export function useSetCalendarDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetDayInput) =>
      http.put<DataEnvelope<WorkCalendarDay | null>>('/work_calendar/days', input, { fieldErrors: true }),
    // Every screen that shows the country's days (planning, TimeSheet grids) reads them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workCalendar.all }),
  });
}

export interface ImportInput {
  country_id: number;
  year: number;
  csv: string;
}

export type ImportResult = CalendarCsvResult & { written: number };

/** POST /work_calendar/import with dry_run false: the year is replaced, or nothing is written. */
export function useImportCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportInput) =>
      http.post<DataEnvelope<ImportResult>>(
        '/work_calendar/import',
        { ...input, dry_run: false },
        { fieldErrors: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workCalendar.all }),
  });
}
