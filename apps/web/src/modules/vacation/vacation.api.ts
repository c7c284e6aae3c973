import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VacationBlockInput } from '@intranet/contracts';
import { vacationEndpoints as endpoints } from '@intranet/contracts/vacation/endpoints';
import { call, endpointKey, endpointQuery, moduleKey, type WebResponse } from '../../api/endpoint-client.ts';
import { personHint, type PeopleSource } from '../../ui/people-search.ts';

/** Statuses the planning screen reports in its own forms (the rule's text), not in a global dialog. */
const HANDLED = [400, 403, 404, 409] as const;

export type VacationResponsibilities = WebResponse<typeof endpoints.responsibilities>['data'];

/** GET dba/vacations/info[/{userId}]: the person's work year, minimum date, balances, blocked periods. */
export function useVacationInfo(userId: number | null) {
  return useQuery({
    ...(userId ? endpointQuery(endpoints.infoOf, { params: { userId } }) : endpointQuery(endpoints.info)),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });
}

/** GET dba/vacations: one person's days in a range, the deleted (moved) ones included. */
export function useVacationDays(userId: number | undefined, start: string, end: string) {
  const query = { users: String(userId ?? 0), date_start: start, date_end: end, with_deleted: '1' as const };
  return useQuery({
    ...endpointQuery(endpoints.days, { query }),
    enabled: userId !== undefined && Boolean(start && end),
    select: (body) => body.data,
  });
}

/**
 * GET dba/vacations/responsibilities: who switches people (assistants, vacation admins), who approves. With a
 * person chosen, as the planner sees the caller for them (an assistant borrows a partner's or admin's roles).
 */
export function useVacationResponsibilities(userId: number | null = null) {
  return useQuery({
    ...endpointQuery(endpoints.responsibilities, { query: userId ? { user_id: userId } : undefined }),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  });
}

/** GET /vacations/users/search (from 3 characters), for the shared PersonPicker. */
export const vacationPeople: PeopleSource = {
  queryKey: (filter) => endpointKey(endpoints.userSearch, { query: { filter } }),
  search: (filter, signal) =>
    call(endpoints.userSearch, { query: { filter }, signal }).then((body) =>
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

/** After a plan or a deletion: every read of the module (days, balances, the calendar, the reports). */
function useInvalidateVacation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.days.module) });
}

/** POST dba/vacations: plan blocks, or move days when `replaces` is given. */
export function usePlanVacation() {
  const invalidate = useInvalidateVacation();
  return useMutation({
    mutationFn: (input: PlanInput) => call(endpoints.plan, { body: input, handledStatuses: HANDLED }),
    onSettled: invalidate,
  });
}

/** DELETE dba/vacations?id=…: the days stay with their deleted statuses. */
export function useDeleteVacations() {
  const invalidate = useInvalidateVacation();
  return useMutation({
    mutationFn: (ids: number[]) =>
      call(endpoints.remove, { query: { id: ids.join(',') }, handledStatuses: HANDLED }),
    onSettled: invalidate,
  });
}
