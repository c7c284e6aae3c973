import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserStatusBody } from '@intranet/contracts';
import { userStatusesEndpoints as endpoints } from '@intranet/contracts/user-statuses/endpoints';
import { call, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

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
    ...endpointQuery(endpoints.list, { query, handledStatuses: OWN_POPUP_STATUSES }),
    placeholderData: keepPreviousData,
  });
}

/** After a write: every page of the list. */
function useInvalidateStatuses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.list.module) });
}

export type SaveStatusInput = { id?: number; body: UserStatusBody };

export function useSaveUserStatus() {
  const invalidate = useInvalidateStatuses();
  return useMutation({
    mutationFn: ({ id, body }: SaveStatusInput) => {
      const options = { fieldErrors: true, handledStatuses: OWN_POPUP_STATUSES };
      return id === undefined
        ? call(endpoints.create, { body, ...options })
        : call(endpoints.update, { params: { id }, body, ...options });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteUserStatus() {
  const invalidate = useInvalidateStatuses();
  return useMutation({
    mutationFn: (id: number) =>
      call(endpoints.remove, { params: { id }, handledStatuses: OWN_POPUP_STATUSES }),
    onSuccess: invalidate,
  });
}
