import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailMessage, SupportRequest } from '@intranet/contracts';
import type { Paginated } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

export function useSupportRequests(page: number, perPage: number) {
  return useQuery({
    queryKey: queryKeys.support.list(page, perPage),
    queryFn: ({ signal }) =>
      http.get<Paginated<SupportRequest>>('/support', { query: { page, per_page: perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMailOutbox(page: number, perPage: number) {
  return useQuery({
    queryKey: queryKeys.mail.list(page, perPage),
    queryFn: ({ signal }) =>
      http.get<Paginated<MailMessage>>('/mail', { query: { page, per_page: perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /mail/test: a letter to check the SMTP settings; the list shows how it went. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => http.post<void>('/mail/test', { to }, { fieldErrors: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mail.all }),
  });
}
