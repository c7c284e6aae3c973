import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vacationEndpoints as endpoints } from '@intranet/contracts/vacation/endpoints';
import { call, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';
import {
  sourceQuery,
  unpackMatchingPeople,
  type MatchingDay,
  type MatchingPeriod,
  type MatchingSource,
} from './matching-grid.ts';

/** «Согласование/сравнение» shows these answers itself (an alert over the calendar), not the global dialog. */
const OWN_STATUSES = [403, 409] as const;

/** The calendar rows: people of the chosen source with their vacation days in the period. */
export function useMatchingUsers(period: MatchingPeriod, source: MatchingSource) {
  return useQuery({
    ...endpointQuery(endpoints.users, {
      query: { date_start: period.start, date_end: period.end, ...sourceQuery(source) },
    }),
    select: (body) => unpackMatchingPeople(body.data),
    placeholderData: keepPreviousData,
  });
}

/** GET dba/vacations/user-lists/with-structures: the caller's lists and the structure nodes. */
export function useListsWithStructures() {
  return useQuery({
    ...endpointQuery(endpoints.listsWithStructures),
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
      call(endpoints.setStatus, {
        body: {
          vacations: days.map((day) => ({ id: day.id, updated_at: day.updated_at })),
          status_id: statusId,
          comment,
        },
        handledStatuses: OWN_STATUSES,
        fieldErrors: true,
      }),
    // The days' statuses change everywhere they are shown (the calendar, the person's planning).
    onSettled: () => client.invalidateQueries({ queryKey: moduleKey(endpoints.setStatus.module) }),
  });
}

/** A list's change: the lists, and the calendar rows (a person's lists, a list's people). */
function useListMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: endpointKey(endpoints.listsWithStructures) });
      await client.invalidateQueries({ queryKey: endpointKey(endpoints.users) });
    },
  });
}

export function useCreateUserList() {
  return useListMutation((input: { name?: string; users?: number[] }) =>
    call(endpoints.createList, { body: input }),
  );
}

export function useUpdateUserList() {
  return useListMutation(({ id, ...body }: { id: number; name?: string; users?: number[] }) =>
    call(endpoints.updateList, { params: { id: String(id) }, body }),
  );
}

export function useDuplicateUserList() {
  return useListMutation(({ id, name }: { id: number; name?: string }) =>
    call(endpoints.duplicateList, { params: { id: String(id) }, query: { name } }),
  );
}

export function useDeleteUserList() {
  return useListMutation((id: number) => call(endpoints.removeList, { params: { id: String(id) } }));
}
