import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  USER_SEARCH_LIMIT,
  USER_SEARCH_MIN_LENGTH,
  type Department,
  type UserListItem,
  type UserStatus,
  type UserStatusBody,
  type UserStatusRow,
} from '@intranet/contracts';
import { http } from '../../api/http-client.ts';

export interface PageOf<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export interface UserStatusesFilter {
  page: number;
  perPage: number;
  search: string;
  departmentId?: number;
  /** 0 = «Работает». */
  statusTypeId?: number;
}

/**
 * The page shows its own popups (timesheet §8) for these answers, so the global dialog stays silent.
 * 401 and 403 keep the shell's handling (session expiry, «Доступ запрещен»).
 */
export const OWN_POPUP_STATUSES = [400, 404, 409, 413, 422, 429, 500, 502, 503, 504] as const;

export const usersStatusesKeys = {
  all: ['users-statuses'] as const,
  lists: ['users-statuses', 'list'] as const,
  list: (filter: UserStatusesFilter) => ['users-statuses', 'list', filter] as const,
  departments: ['users-statuses', 'departments'] as const,
  employeeSearch: (text: string) => ['users-statuses', 'employee-search', text] as const,
};

export function useUserStatusesList(filter: UserStatusesFilter) {
  return useQuery({
    queryKey: usersStatusesKeys.list(filter),
    queryFn: ({ signal }) =>
      http.get<PageOf<UserStatusRow>>('/dba_statuses/users', {
        query: {
          page: filter.page,
          per_page: filter.perPage,
          search: filter.search.trim() || undefined,
          department_id: filter.departmentId,
          status_type_id: filter.statusTypeId,
        },
        signal,
        handledStatuses: OWN_POPUP_STATUSES,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDepartments() {
  return useQuery({
    queryKey: usersStatusesKeys.departments,
    queryFn: ({ signal }) => http.get<{ data: Department[] }>('/departments', { signal }),
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

/** Employees for the create form: asks from 3 characters; a newer text cancels the older request. */
export function useEmployeeSearch(text: string) {
  const filter = text.trim();
  return useQuery({
    queryKey: usersStatusesKeys.employeeSearch(filter),
    queryFn: ({ signal }) =>
      http.get<{ data: UserListItem[] }>('/users/search/ts', {
        query: { filter, limit: USER_SEARCH_LIMIT },
        signal,
        silent: true,
      }),
    enabled: filter.length >= USER_SEARCH_MIN_LENGTH,
    select: (body) => body.data,
  });
}

export type SaveStatusInput = { id?: number; body: UserStatusBody };

export function useSaveUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveStatusInput) => {
      const options = { fieldErrors: true, handledStatuses: OWN_POPUP_STATUSES };
      return id === undefined
        ? http.post<{ data: UserStatus }>('/dba_statuses/users', body, options)
        : http.put<{ data: UserStatus }>(`/dba_statuses/users/${id}`, body, options);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersStatusesKeys.lists }),
  });
}

export function useDeleteUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<void>(`/dba_statuses/users/${id}`, { handledStatuses: OWN_POPUP_STATUSES }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersStatusesKeys.lists }),
  });
}
