import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints as endpoints } from '@intranet/contracts/notifications/endpoints';
import { call, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

/** Every read of the notifications: after a mark, and when the socket brings a new one. */
export const notificationsKey = moduleKey(endpoints.list.module);

export function useNotifications(page = 1) {
  return useQuery({
    ...endpointQuery(endpoints.list, { query: { page, per_page: NOTIFICATIONS_PER_PAGE } }),
    // The socket pushes new ones; polling is only the fallback when it is down.
    refetchInterval: 5 * 60_000,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.read, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.readAll),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
