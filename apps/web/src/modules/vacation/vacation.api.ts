import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  UserListItem,
  Vacation,
  VacationBlockInput,
  VacationInfo,
  WorkCalendarDay,
} from '@intranet/contracts';
import { http } from '../../api/http-client.ts';

/** Statuses the planning screen reports in its own forms (the rule's text), not in a global dialog. */
const HANDLED = [400, 403, 404, 409] as const;

export interface VacationResponsibilities {
  roles: string[];
  is_regular: boolean;
  is_vacation_admin: boolean;
  can_approve: boolean;
}

export const vacationKeys = {
  all: ['vacation'] as const,
  info: (userId: number | null) => ['vacation', 'info', userId ?? 'me'] as const,
  days: (userId: number, start: string, end: string) => ['vacation', 'days', userId, start, end] as const,
  responsibilities: ['vacation', 'responsibilities'] as const,
  search: (filter: string) => ['vacation', 'user-search', filter] as const,
  calendar: (countryId: number, start: string, end: string) =>
    ['vacation', 'work-calendar', countryId, start, end] as const,
};

/** GET dba/vacations/info[/{userId}]: the person's work year, minimum date, balances, blocked periods. */
export function useVacationInfo(userId: number | null) {
  return useQuery({
    queryKey: vacationKeys.info(userId),
    queryFn: ({ signal }) =>
      http.get<{ data: VacationInfo }>(userId ? `/dba/vacations/info/${userId}` : '/dba/vacations/info', {
        signal,
      }),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });
}

/** GET dba/vacations: one person's days in a range, the deleted (moved) ones included. */
export function useVacationDays(userId: number | undefined, start: string, end: string) {
  return useQuery({
    queryKey: vacationKeys.days(userId ?? 0, start, end),
    enabled: userId !== undefined && Boolean(start && end),
    queryFn: ({ signal }) =>
      http.get<{ data: Vacation[] }>('/dba/vacations', {
        query: { users: String(userId), date_start: start, date_end: end, with_deleted: 1 },
        signal,
      }),
    select: (body) => body.data,
  });
}

/** GET dba/vacations/responsibilities: who switches people (assistants, vacation admins). */
export function useVacationResponsibilities() {
  return useQuery({
    queryKey: vacationKeys.responsibilities,
    queryFn: ({ signal }) =>
      http.get<{ data: VacationResponsibilities }>('/dba/vacations/responsibilities', { signal }),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  });
}

/** GET /vacations/users/search: only from 3 characters (spec §5); shorter input asks nothing. */
export function useVacationUserSearch(filter: string) {
  const trimmed = filter.trim();
  return useQuery({
    queryKey: vacationKeys.search(trimmed),
    enabled: trimmed.length >= 3,
    queryFn: ({ signal }) =>
      http.get<{ data: UserListItem[] }>('/vacations/users/search', {
        query: { filter: trimmed },
        signal,
      }),
    select: (body) => body.data,
  });
}

/** The special days (holidays, working weekends, moved holidays) of a country in a range. */
export function useVacationCalendar(countryId: number | undefined, start: string, end: string) {
  return useQuery({
    queryKey: vacationKeys.calendar(countryId ?? 0, start, end),
    enabled: countryId !== undefined && Boolean(start && end),
    queryFn: ({ signal }) =>
      http.get<{ data: WorkCalendarDay[] }>('/work_calendar', {
        query: { country_id: countryId, date_start: start, date_end: end },
        signal,
      }),
    select: (body) => body.data,
    staleTime: 10 * 60_000,
  });
}

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
      http.post<{ data: Vacation[] }>('/dba/vacations', input, { handledStatuses: HANDLED }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vacationKeys.all }),
  });
}

/** DELETE dba/vacations?id=…: the days stay with their deleted statuses. */
export function useDeleteVacations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.delete<undefined>('/dba/vacations', { query: { id: ids.join(',') }, handledStatuses: HANDLED }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vacationKeys.all }),
  });
}
