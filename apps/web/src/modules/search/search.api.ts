import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, type searchResponseSchema, type UserCard } from '@intranet/contracts';
import type { z } from 'zod';
import type { DataEnvelope } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type SearchGroup = SearchResponse['data'][number];

export const SEARCH_RESULT_LIMIT = 20;

/**
 * People and content search (GET /esearch) from 3 characters. The request takes the query's
 * AbortSignal: when the text changes, TanStack Query drops the old query and aborts its request.
 */
export function useSearchResults(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: queryKeys.search.results(text),
    queryFn: ({ signal }) =>
      http.get<SearchResponse>('/esearch', {
        query: { q: text, limit: SEARCH_RESULT_LIMIT },
        signal,
      }),
    enabled: text.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

/** The employee card (GET /users/{id}); a missing person is shown in the drawer, not as a dialog. */
export function useUserCard(id: number | null) {
  return useQuery({
    queryKey: queryKeys.users.card(id ?? 0),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<UserCard>>(`/users/${id}`, { signal, handledStatuses: [404] }),
    enabled: id !== null,
    select: (body) => body.data,
  });
}
