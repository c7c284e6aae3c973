import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_SEARCH_MIN_LENGTH, type SupportRequest, type UserListItem } from '@intranet/contracts';
import { http } from '../../api/http-client.ts';

interface Page<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export const adminKeys = {
  support: (page: number, perPage: number) => ['admin', 'support', page, perPage] as const,
  userSearch: (text: string) => ['admin', 'user-search', text] as const,
};

export function useSupportRequests(page: number, perPage: number) {
  return useQuery({
    queryKey: adminKeys.support(page, perPage),
    queryFn: ({ signal }) =>
      http.get<Page<SupportRequest>>('/support', { query: { page, per_page: perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** People for login-as; asks only from 3 characters, and a newer query cancels the older one. */
export function useUserSearch(text: string) {
  const filter = text.trim();
  return useQuery({
    queryKey: adminKeys.userSearch(filter),
    queryFn: ({ signal }) =>
      http.get<{ data: UserListItem[] }>('/users/search/ts', { query: { filter, limit: 30 }, signal }),
    enabled: filter.length >= USER_SEARCH_MIN_LENGTH,
  });
}
