import { useQuery } from '@tanstack/react-query';
import { USER_SEARCH_LIMIT, type UserListItem } from '@intranet/contracts';
import type { EndpointResponse } from '@intranet/contracts/endpoint';
import { organisationEndpoints } from '@intranet/contracts/organisation/endpoints';
import { timesheetWritesEndpoints as endpoints } from '@intranet/contracts/timesheet/writes.endpoints';
import { call, endpointQuery } from '../../../api/endpoint-client.ts';

/** Look-ups several TimeSheet tabs share: projects, the people one fills for, the projects one approves. */

export function useDbaProjects(enabled = true) {
  return useQuery({
    ...endpointQuery(organisationEndpoints.projects),
    enabled,
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

/** GET /timesheet/selectable_users: the first page by name, and how many people there are in all. */
export type SelectableUsers = EndpointResponse<typeof endpoints.selectableUsers>;

/**
 * People the caller may fill for (the first page by name and the total: a picker searches the server when
 * there are more); `enabled` false for roles without the fill tab (the call would be 403).
 */
export function useSelectableUsers(enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints.selectableUsers),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** GET /timesheet/selectable_users?filter=: the server search among the people the caller may fill for. */
export function searchSelectableUsers(filter: string, signal: AbortSignal): Promise<UserListItem[]> {
  return call(endpoints.selectableUsers, { query: { filter, limit: USER_SEARCH_LIMIT }, signal }).then(
    (body) => body.data,
  );
}

/** The projects (and services) the caller approves in the period starting on `start`. */
export function useApprovableProjects(start: string | null) {
  return useQuery({
    ...endpointQuery(endpoints.approvableProjects, { query: { date_start: start ?? '' } }),
    enabled: start !== null,
    select: (body) => body.data,
  });
}
