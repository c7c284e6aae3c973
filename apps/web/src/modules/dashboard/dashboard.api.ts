import { useQuery } from '@tanstack/react-query';
import type { UserListItem } from '@intranet/contracts';
import type { Paginated } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Birthdays between two days (GET /users?mode=birthdays), in birthday order; the request is cancellable. */
export function useBirthdays(from: string, to: string) {
  return useQuery({
    queryKey: queryKeys.birthdays(from, to),
    queryFn: ({ signal }) =>
      http.get<Paginated<UserListItem>>('/users', {
        query: { mode: 'birthdays', date_from: from, date_to: to, per_page: 100 },
        signal,
      }),
    select: (body) => body.data,
    staleTime: 10 * 60_000,
  });
}
