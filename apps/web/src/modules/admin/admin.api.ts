import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailEndpoints } from '@intranet/contracts/mail/endpoints';
import { supportEndpoints } from '@intranet/contracts/support/endpoints';
import { call, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

export function useSupportRequests(page: number, perPage: number) {
  return useQuery({
    ...endpointQuery(supportEndpoints.list, { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

export function useMailOutbox(page: number, perPage: number) {
  return useQuery({
    ...endpointQuery(mailEndpoints.list, { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /mail/test: a letter to check the SMTP settings; the list shows how it went. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => call(mailEndpoints.test, { body: { to }, fieldErrors: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moduleKey(mailEndpoints.list.module) }),
  });
}
