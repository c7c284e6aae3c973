import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@intranet/contracts';
import { http } from '../../api/http-client.ts';

export interface NotificationsPage {
  data: Notification[];
  meta: { current_page: number; last_page: number; per_page: number; total: number; unread: number };
}

export const NOTIFICATIONS_PER_PAGE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number) => ['notifications', 'list', page] as const,
};

export function useNotifications(page = 1) {
  return useQuery({
    queryKey: notificationKeys.list(page),
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
    mutationFn: (id: number) => http.post<{ data: Notification }>(`/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<void>('/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
