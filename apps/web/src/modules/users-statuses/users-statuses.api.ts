import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserStatus, UserStatusBody, UserStatusRow } from '@intranet/contracts';
import type { DataEnvelope, Paginated } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

export interface UserStatusesFilter {
  page: number;
  perPage: number;
  search: string;
  departmentId?: number;
  /** 0 = «Работает». */
  statusTypeId?: number;
}

/**
 * The page shows its own popups for these answers, so the global dialog stays silent.
 * 401 and 403 keep the shell's handling (session expiry, «Доступ запрещен»).
 */
export const OWN_POPUP_STATUSES = [400, 404, 409, 413, 422, 429, 500, 502, 503, 504] as const;

export function useUserStatusesList(filter: UserStatusesFilter) {
  const query = {
    page: filter.page,
    per_page: filter.perPage,
    search: filter.search.trim() || undefined,
    department_id: filter.departmentId,
    status_type_id: filter.statusTypeId,
  };
  return useQuery({
    queryKey: queryKeys.userStatuses.list(query),
    queryFn: ({ signal }) =>
      http.get<Paginated<UserStatusRow>>('/dba_statuses/users', {
        query,
        signal,
        handledStatuses: OWN_POPUP_STATUSES,
      }),
    placeholderData: keepPreviousData,
  });
}

export type SaveStatusInput = { id?: number; body: UserStatusBody };

export function useSaveUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveStatusInput) => {
      const options = { fieldErrors: true, handledStatuses: OWN_POPUP_STATUSES };
      return id === undefined
        ? http.post<DataEnvelope<UserStatus>>('/dba_statuses/users', body, options)
        : http.put<DataEnvelope<UserStatus>>(`/dba_statuses/users/${id}`, body, options);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userStatuses.all }),
  });
}

export function useDeleteUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<void>(`/dba_statuses/users/${id}`, { handledStatuses: OWN_POPUP_STATUSES }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userStatuses.all }),
  });
}
