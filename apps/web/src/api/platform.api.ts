import { useQuery } from '@tanstack/react-query';
import {
  USER_SEARCH_LIMIT,
  type Department,
  type Role,
  type UserListItem,
  type WeekendDay,
  type WorkCalendarDay,
} from '@intranet/contracts';
import type { DataEnvelope } from './envelopes.ts';
import { http } from './http-client.ts';
import { queryKeys } from './query-keys.ts';
import { personHint, type PeopleSource } from '../ui/people-search.ts';

/**
 * Platform resources that several modules read: roles, departments, the directory's people search and the
 * work calendar. One hook per call, so each is cached once (api/query-keys.ts).
 */

export function useRoles() {
  return useQuery({
    queryKey: queryKeys.roles,
    queryFn: ({ signal }) => http.get<DataEnvelope<Role[]>>('/roles', { signal }),
    staleTime: 30 * 60_000,
    select: (body) => body.data,
  });
}

export function useDepartments() {
  return useQuery({
    queryKey: queryKeys.departments,
    queryFn: ({ signal }) => http.get<DataEnvelope<Department[]>>('/departments', { signal }),
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

/**
 * GET /users/search/ts: people of the directory by name, from 3 characters, for the shared PersonPicker
 * (status form, permissions, login-as).
 */
export const directoryPeople: PeopleSource = {
  queryKey: queryKeys.users.search,
  search: (filter, signal) =>
    http
      .get<DataEnvelope<UserListItem[]>>('/users/search/ts', {
        query: { filter, limit: USER_SEARCH_LIMIT },
        signal,
        silent: true,
      })
      .then((body) =>
        body.data.map((person) => ({
          value: person.id,
          label: person.full_name,
          hint: personHint(person.work_position, person.department?.name),
        })),
      ),
};

/** Weekends, holidays and norm hours of a country's calendar over a range (GET /work_calendar/filter). */
export function useWeekendDays(countryId: number, range: { start: string; end: string } | null) {
  return useQuery({
    queryKey: queryKeys.workCalendar.weekends(countryId, range?.start ?? '', range?.end ?? ''),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<WeekendDay[]>>('/work_calendar/filter', {
        query: { country_id: countryId, date_start: range!.start, date_end: range!.end },
        signal,
        silent: true,
      }),
    enabled: range !== null,
    staleTime: 30 * 60_000,
    select: (body) => body.data,
  });
}

/** The special days (holidays, working weekends, moved holidays) of a country in a range (GET /work_calendar). */
export function useWorkCalendarRange(countryId: number | undefined, start: string, end: string) {
  return useQuery({
    queryKey: queryKeys.workCalendar.range(countryId ?? 0, start, end),
    enabled: countryId !== undefined && Boolean(start && end),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<WorkCalendarDay[]>>('/work_calendar', {
        query: { country_id: countryId, date_start: start, date_end: end },
        signal,
      }),
    select: (body) => body.data,
    staleTime: 10 * 60_000,
  });
}
