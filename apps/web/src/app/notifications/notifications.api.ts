import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsPage } from '@intranet/contracts';
import type { DataEnvelope } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

export function useNotifications(page = 1) {
  return useQuery({
    queryKey: queryKeys.notifications.list(page),
    queryFn: ({ signal }) =>
      http.get<NotificationsPage>('/notifications', {
        signal,
        query: { page, per_page: NOTIFICATIONS_PER_PAGE },
      }),
    // The socket pushes new ones; polling is only the fallback when it is down.
    refetchInterval: 5 * 60_000,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<DataEnvelope<Notification>>(`/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<void>('/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
