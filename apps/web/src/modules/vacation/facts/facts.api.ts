import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Facts, FactsCommentBody, FactsSaveBody } from '@intranet/contracts';
import type { DataEnvelope } from '../../../api/envelopes.ts';
import { http } from '../../../api/http-client.ts';

export const factsKeys = { user: (id: number) => ['facts', 'league20', 'user', id] as const };

/** GET facts/league20/user/{id}: the person's note, substitute and colleagues' comments. */
export function useFacts(userId: number) {
  return useQuery({
    queryKey: factsKeys.user(userId),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Facts>>(`/facts/league20/user/${userId}`, { signal, silent: true }),
    select: (body) => body.data,
  });
}

/** POST facts/league20/user; a stale write is a 409 the global dialog tells, then the card reloads. */
export function useSaveFacts(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FactsSaveBody) => http.post<DataEnvelope<Facts>>('/facts/league20/user', body),
    onSuccess: (body) => queryClient.setQueryData(factsKeys.user(userId), body),
    onError: () => void queryClient.invalidateQueries({ queryKey: factsKeys.user(userId) }),
  });
}

/** POST facts/league20/comments. */
export function useCommentFacts(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FactsCommentBody) => http.post<DataEnvelope<Facts>>('/facts/league20/comments', body),
    onSuccess: (body) => queryClient.setQueryData(factsKeys.user(userId), body),
  });
}
