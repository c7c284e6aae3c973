import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@intranet/contracts/users/endpoints';
import { endpointQuery } from '../../api/endpoint-client.ts';

/** Birthdays between two days (GET /users?mode=birthdays), in birthday order; the request is cancellable. */
export function useBirthdays(from: string, to: string) {
  return useQuery({
    ...endpointQuery(usersEndpoints.list, {
      query: { mode: 'birthdays', date_from: from, date_to: to, per_page: 100 },
    }),
    select: (body) => body.data,
    staleTime: 10 * 60_000,
  });
}
