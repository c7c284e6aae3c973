import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, type SearchHit, type SearchKind, type UserCard } from '@intranet/contracts';
import { http } from '../../api/http-client.ts';

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  items: SearchHit[];
}

export const SEARCH_RESULT_LIMIT = 20;

export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => ['search', 'results', q] as const,
  userCard: (id: number) => ['search', 'user-card', id] as const,
};

/**
 * People and content search (GET /esearch) from 3 characters. The request takes the query's
 * AbortSignal: when the text changes, TanStack Query drops the old query and aborts its request.
 */
export function useSearchResults(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: searchKeys.results(text),
    queryFn: ({ signal }) =>
      http.get<{ data: SearchGroup[] }>('/esearch', {
        query: { q: text, limit: SEARCH_RESULT_LIMIT },
        signal,
      }),
    enabled: text.length >= SEARCH_MIN_LENGTH,
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });
}

/** The employee card (GET /users/{id}); a missing person is shown in the drawer, not as a dialog. */
export function useUserCard(id: number | null) {
  return useQuery({
    queryKey: searchKeys.userCard(id ?? 0),
    queryFn: ({ signal }) => http.get<{ data: UserCard }>(`/users/${id}`, { signal, handledStatuses: [404] }),
    enabled: id !== null,
    select: (body) => body.data,
  });
}
