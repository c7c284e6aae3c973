import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StructureNode, UserList, Vacation, VacationUser } from '@intranet/contracts';
import type { DataEnvelope } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import {
  sourceQuery,
  unpackMatchingPeople,
  type MatchingDay,
  type MatchingPeriod,
  type MatchingSource,
} from './matching-grid.ts';

/** «Согласование/сравнение» shows these answers itself (an alert over the calendar), not the global dialog. */
const OWN_STATUSES = [403, 409] as const;

/** GET dba/vacations/user-lists/with-structures: the contract's lists and structure nodes. */
export type ListsWithStructures = { lists: UserList[]; structures: StructureNode[] };

/** The calendar rows: people of the chosen source with their vacation days in the period. */
export function useMatchingUsers(period: MatchingPeriod, source: MatchingSource) {
  const query = { date_start: period.start, date_end: period.end, ...sourceQuery(source) };
  return useQuery({
    queryKey: queryKeys.vacations.users(query),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<VacationUser[]>>('/dba/vacations/users', { query, signal }),
    select: (body) => unpackMatchingPeople(body.data),
    placeholderData: keepPreviousData,
  });
}

export function useListsWithStructures() {
  return useQuery({
    queryKey: queryKeys.vacations.userLists,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<ListsWithStructures>>('/dba/vacations/user-lists/with-structures', { signal }),
    select: (body) => body.data,
    staleTime: 60_000,
  });
}

export interface StatusChange {
  days: Pick<MatchingDay, 'id' | 'updated_at'>[];
  statusId: number;
  comment: string | null;
}

/** PUT dba/vacations: approve, reject or return to waiting; `updated_at` makes a stale screen get 409. */
export function useChangeVacationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ days, statusId, comment }: StatusChange) =>
      http.put<DataEnvelope<Vacation[]>>(
        '/dba/vacations',
        {
          vacations: days.map((day) => ({ id: day.id, updated_at: day.updated_at })),
          status_id: statusId,
          comment,
        },
        { handledStatuses: OWN_STATUSES, fieldErrors: true },
      ),
    // The days' statuses change everywhere they are shown (the calendar, the person's planning).
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.vacations.all }),
  });
}

function useListMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.vacations.userLists });
      await client.invalidateQueries({ queryKey: queryKeys.vacations.usersAll });
    },
  });
}

export function useCreateUserList() {
  return useListMutation((input: { name?: string; users?: number[] }) =>
    http.post<DataEnvelope<UserList>>('/dba/vacations/user-lists', input),
  );
}

export function useUpdateUserList() {
  return useListMutation(({ id, ...body }: { id: number; name?: string; users?: number[] }) =>
    http.put<DataEnvelope<UserList>>(`/dba/vacations/user-lists/${id}`, body),
  );
}

export function useDuplicateUserList() {
  return useListMutation(({ id, name }: { id: number; name?: string }) =>
    http.get<DataEnvelope<UserList>>(`/dba/vacations/user-lists/${id}/duplicate`, { query: { name } }),
  );
}

export function useDeleteUserList() {
  return useListMutation((id: number) => http.delete<void>(`/dba/vacations/user-lists/${id}`));
}
