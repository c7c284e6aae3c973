import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  UserListItem,
  Vacation,
  VacationBlockInput,
  VacationInfo,
  vacationResponsibilitiesSchema,
} from '@intranet/contracts';
import type { z } from 'zod';
import type { DataEnvelope } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { personHint, type PeopleSource } from '../../ui/people-search.ts';

/** Statuses the planning screen reports in its own forms (the rule's text), not in a global dialog. */
const HANDLED = [400, 403, 404, 409] as const;

export type VacationResponsibilities = z.infer<typeof vacationResponsibilitiesSchema>;

/** GET dba/vacations/info[/{userId}]: the person's work year, minimum date, balances, blocked periods. */
export function useVacationInfo(userId: number | null) {
  return useQuery({
    queryKey: queryKeys.vacations.info(userId),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<VacationInfo>>(userId ? `/dba/vacations/info/${userId}` : '/dba/vacations/info', {
        signal,
      }),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });
}

/** GET dba/vacations: one person's days in a range, the deleted (moved) ones included. */
export function useVacationDays(userId: number | undefined, start: string, end: string) {
  const query = { users: String(userId ?? 0), date_start: start, date_end: end, with_deleted: 1 };
  return useQuery({
    queryKey: queryKeys.vacations.days(query),
    enabled: userId !== undefined && Boolean(start && end),
    queryFn: ({ signal }) => http.get<DataEnvelope<Vacation[]>>('/dba/vacations', { query, signal }),
    select: (body) => body.data,
  });
}

/**
 * GET dba/vacations/responsibilities: who switches people (assistants, vacation admins), who approves. With a
 * person chosen, as the planner sees the caller for them (an assistant borrows a partner's or admin's roles).
 */
export function useVacationResponsibilities(userId: number | null = null) {
  return useQuery({
    queryKey: [...queryKeys.vacations.responsibilities, userId ?? 'me'],
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<VacationResponsibilities>>('/dba/vacations/responsibilities', {
        query: userId ? { user_id: userId } : undefined,
        signal,
      }),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  });
}

/** GET /vacations/users/search (from 3 characters), for the shared PersonPicker. */
export const vacationPeople: PeopleSource = {
  queryKey: queryKeys.vacations.userSearch,
  search: (filter, signal) =>
    http
      .get<DataEnvelope<UserListItem[]>>('/vacations/users/search', { query: { filter }, signal })
      .then((body) =>
        body.data.map((person) => ({
          value: person.id,
          label: person.full_name,
          hint: personHint(person.work_position),
        })),
      ),
};

export interface PlanInput {
  vacations: VacationBlockInput[];
  /** Days moved by this plan (a transfer): they stay with their deleted statuses. */
  replaces?: number[];
}

/** POST dba/vacations: plan blocks, or move days when `replaces` is given. */
export function usePlanVacation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanInput) =>
      http.post<DataEnvelope<Vacation[]>>('/dba/vacations', input, { handledStatuses: HANDLED }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vacations.all }),
  });
}

/** DELETE dba/vacations?id=…: the days stay with their deleted statuses. */
export function useDeleteVacations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.delete<undefined>('/dba/vacations', { query: { id: ids.join(',') }, handledStatuses: HANDLED }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vacations.all }),
  });
}
