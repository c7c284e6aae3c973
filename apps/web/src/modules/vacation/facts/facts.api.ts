import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FactsCommentBody, FactsSaveBody } from '@intranet/contracts';
import { factsEndpoints as endpoints } from '@intranet/contracts/facts/endpoints';
import { call, endpointKey, endpointQuery } from '../../../api/endpoint-client.ts';

const factsKey = (id: number) => endpointKey(endpoints.user, { params: { id } });

/** GET facts/league20/user/{id}: the person's note, substitute and colleagues' comments. */
export function useFacts(userId: number) {
  return useQuery({
    ...endpointQuery(endpoints.user, { params: { id: userId }, silent: true }),
    select: (body) => body.data,
  });
}

/** POST facts/league20/user; a stale write is a 409 the global dialog tells, then the card reloads. */
export function useSaveFacts(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FactsSaveBody) => call(endpoints.save, { body }),
    onSuccess: (body) => queryClient.setQueryData(factsKey(userId), body),
    onError: () => void queryClient.invalidateQueries({ queryKey: factsKey(userId) }),
  });
}

/** POST facts/league20/comments. */
export function useCommentFacts(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FactsCommentBody) => call(endpoints.comment, { body }),
    onSuccess: (body) => queryClient.setQueryData(factsKey(userId), body),
  });
}
