import { useQuery } from '@tanstack/react-query';
import { USER_SEARCH_LIMIT } from '@intranet/contracts';
import { organisationEndpoints } from '@intranet/contracts/organisation/endpoints';
import { usersEndpoints } from '@intranet/contracts/users/endpoints';
import { workCalendarEndpoints } from '@intranet/contracts/work-calendar/endpoints';
import { call, endpointKey, endpointQuery } from './endpoint-client.ts';
import { personHint, type PeopleSource } from '../ui/people-search.ts';

/**
 * Platform resources that several modules read: roles, departments, the directory's people search and the
 * work calendar. One hook per call, so each is cached once (keys from the endpoints, api/endpoint-client.ts).
 */

export function useRoles() {
  return useQuery({
    ...endpointQuery(organisationEndpoints.roles),
    staleTime: 30 * 60_000,
    select: (body) => body.data,
  });
}

export function useDepartments() {
  return useQuery({
    ...endpointQuery(organisationEndpoints.departments),
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

const searchQuery = (filter: string) => ({ filter, limit: USER_SEARCH_LIMIT });

/**
 * GET /users/search/ts: people of the directory by name, from 3 characters, for the shared PersonPicker
 * (status form, permissions, login-as).
 */
export const directoryPeople: PeopleSource = {
  queryKey: (filter) => endpointKey(usersEndpoints.search, { query: searchQuery(filter) }),
  search: (filter, signal) =>
    call(usersEndpoints.search, { query: searchQuery(filter), signal, silent: true }).then((body) =>
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
    ...endpointQuery(workCalendarEndpoints.weekends, {
      query: { country_id: countryId, date_start: range?.start ?? '', date_end: range?.end ?? '' },
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
    ...endpointQuery(workCalendarEndpoints.days, {
      query: { country_id: countryId, date_start: start, date_end: end },
    }),
    enabled: countryId !== undefined && Boolean(start && end),
    select: (body) => body.data,
    staleTime: 10 * 60_000,
  });
}
