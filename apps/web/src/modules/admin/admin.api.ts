import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupportRequest } from '@intranet/contracts';
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
