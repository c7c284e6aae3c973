import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarCsvResult, WorkCalendarDay, WorkDayType } from '@intranet/contracts';
import { http } from '../../api/http-client.ts';

export const workCalendarKeys = {
  all: ['work-calendar'] as const,
  year: (countryId: number, year: number) => ['work-calendar', 'year', countryId, year] as const,
};

/** The special days of one country and year (GET /work_calendar); ordinary days are not listed. */
export function useWorkCalendarYear(countryId: number, year: number) {
  return useQuery({
    queryKey: workCalendarKeys.year(countryId, year),
    queryFn: ({ signal }) =>
      http.get<{ data: WorkCalendarDay[] }>('/work_calendar', {
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
      http.put<{ data: WorkCalendarDay | null }>('/work_calendar/days', input, { fieldErrors: true }),
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({
        queryKey: workCalendarKeys.year(input.country_id, Number(input.date.slice(0, 4))),
      }),
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
      http.post<{ data: ImportResult }>(
        '/work_calendar/import',
        { ...input, dry_run: false },
        { fieldErrors: true },
      ),
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: workCalendarKeys.year(input.country_id, input.year) }),
  });
}
