import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StructureNode, UserList, Vacation, VacationUser, WeekendDay } from '@intranet/contracts';
import { http } from '../../api/http-client.ts';
import { sourceQuery, type MatchingPeriod, type MatchingSource } from './matching-grid.ts';

/** «Согласование/сравнение» shows these answers itself (an alert over the calendar), not the global dialog. */
const OWN_STATUSES = [403, 409] as const;

export interface VacationResponsibilities {
  roles: string[];
  is_regular: boolean;
  is_vacation_admin: boolean;
  can_approve: boolean;
}

export interface ListsWithStructures {
  lists: UserList[];
  structures: StructureNode[];
}

export const matchingKeys = {
  all: ['vacation-matching'] as const,
  usersAll: ['vacation-matching', 'users'] as const,
  users: (period: MatchingPeriod, source: MatchingSource) =>
    ['vacation-matching', 'users', period.start, period.end, JSON.stringify(source)] as const,
  lists: ['vacation-matching', 'lists'] as const,
  responsibilities: ['vacation-matching', 'responsibilities'] as const,
  calendar: (period: MatchingPeriod) => ['vacation-matching', 'calendar', period.start, period.end] as const,
};

/** The calendar rows: people of the chosen source with their vacation days in the period. */
export function useMatchingUsers(period: MatchingPeriod, source: MatchingSource) {
  return useQuery({
    queryKey: matchingKeys.users(period, source),
    queryFn: ({ signal }) =>
      http.get<{ data: VacationUser[] }>('/dba/vacations/users', {
        query: { date_start: period.start, date_end: period.end, ...sourceQuery(source) },
        signal,
      }),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });
}

export function useVacationResponsibilities() {
  return useQuery({
    queryKey: matchingKeys.responsibilities,
    queryFn: ({ signal }) =>
      http.get<{ data: VacationResponsibilities }>('/dba/vacations/responsibilities', { signal }),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  });
}

export function useListsWithStructures() {
  return useQuery({
    queryKey: matchingKeys.lists,
    queryFn: ({ signal }) =>
      http.get<{ data: ListsWithStructures }>('/dba/vacations/user-lists/with-structures', { signal }),
    select: (body) => body.data,
    staleTime: 60_000,
  });
}

/** Weekends and holidays of the period on the viewer's country calendar, to shade the day columns. */
export function useMatchingCalendar(period: MatchingPeriod, countryId: number) {
  return useQuery({
    queryKey: [...matchingKeys.calendar(period), countryId],
    queryFn: ({ signal }) =>
      http.get<{ data: WeekendDay[] }>('/work_calendar/filter', {
        query: { country_id: countryId, date_start: period.start, date_end: period.end },
        signal,
        silent: true,
      }),
    select: (body) => body.data,
    staleTime: 30 * 60_000,
  });
}

export interface StatusChange {
  days: Pick<Vacation, 'id' | 'updated_at'>[];
  statusId: number;
  comment: string | null;
}

/** PUT dba/vacations: approve, reject or return to waiting; `updated_at` makes a stale screen get 409. */
export function useChangeVacationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ days, statusId, comment }: StatusChange) =>
      http.put<{ data: Vacation[] }>(
        '/dba/vacations',
        {
          vacations: days.map((day) => ({ id: day.id, updated_at: day.updated_at })),
          status_id: statusId,
          comment,
        },
        { handledStatuses: OWN_STATUSES, fieldErrors: true },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: matchingKeys.usersAll }),
  });
}

function useListMutation<TInput>(run: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: matchingKeys.lists });
      await client.invalidateQueries({ queryKey: matchingKeys.usersAll });
    },
  });
}

export function useCreateUserList() {
  return useListMutation((input: { name?: string; users?: number[] }) =>
    http.post<{ data: UserList }>('/dba/vacations/user-lists', input),
  );
}

export function useUpdateUserList() {
  return useListMutation(({ id, ...body }: { id: number; name?: string; users?: number[] }) =>
    http.put<{ data: UserList }>(`/dba/vacations/user-lists/${id}`, body),
  );
}

export function useDuplicateUserList() {
  return useListMutation(({ id, name }: { id: number; name?: string }) =>
    http.get<{ data: UserList }>(`/dba/vacations/user-lists/${id}/duplicate`, { query: { name } }),
  );
}

export function useDeleteUserList() {
  return useListMutation((id: number) => http.delete<void>(`/dba/vacations/user-lists/${id}`));
}
