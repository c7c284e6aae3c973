import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH } from '@intranet/contracts';
import { searchEndpoints as endpoints } from '@intranet/contracts/search/endpoints';
import { usersEndpoints } from '@intranet/contracts/users/endpoints';
import { endpointQuery, type WebResponse } from '../../api/endpoint-client.ts';

export type SearchResponse = WebResponse<typeof endpoints.search>;
export type SearchGroup = SearchResponse['data'][number];

export const SEARCH_RESULT_LIMIT = 20;

/**
 * People and content search (GET /esearch) from 3 characters. The request takes the query's
 * AbortSignal: when the text changes, TanStack Query drops the old query and aborts its request.
 */
export function useSearchResults(q: string) {
  const text = q.trim();
  return useQuery({
    ...endpointQuery(endpoints.search, { query: { q: text, limit: SEARCH_RESULT_LIMIT } }),
    enabled: text.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

/** The employee card (GET /users/{id}); a missing person is shown in the drawer, not as a dialog. */
export function useUserCard(id: number | null) {
  return useQuery({
    ...endpointQuery(usersEndpoints.card, { params: { id: id ?? 0 }, handledStatuses: [404] }),
    enabled: id !== null,
    select: (body) => body.data,
  });
}
