import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedItem, Post, PostAbilities, PostInput, PostKind } from '@intranet/contracts';
import type { DataEnvelope, Paginated } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useSocketMessage } from '../../app/realtime/socket-messages.ts';
import { REPORT_EVERY_FAILURE } from '../social/social.api.ts';

export interface FeedFilter {
  tag?: string;
  kind?: PostKind;
}

/** GET /feeds page after page (infinite scroll); a post published anywhere refreshes it live. */
export function useFeed(filter: FeedFilter) {
  const queryClient = useQueryClient();
  const params = { tag: filter.tag, kind: filter.kind };
  useSocketMessage('feed.created', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
  });
  return useInfiniteQuery({
    queryKey: queryKeys.posts.feed(params),
    queryFn: ({ pageParam, signal }) =>
      http.get<Paginated<FeedItem>>('/feeds', { query: { ...params, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}

/** GET /posts/{id}/: a missing post is shown on the page, not as a dialog. */
export function usePost(id: number) {
  return useQuery({
    queryKey: queryKeys.posts.one(id),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Post>>(`/posts/${id}/`, { signal, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
  });
}

export function usePostAbilities() {
  return useQuery({
    queryKey: queryKeys.posts.abilities,
    queryFn: ({ signal }) => http.get<DataEnvelope<PostAbilities>>('/posts/abilities', { signal }),
    select: (body) => body.data,
  });
}

/** POST /posts or PUT /posts/{id}; a failure opens the popup, a 400's field texts also reach the form. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: PostInput & { id?: number }) =>
      id
        ? http.put<DataEnvelope<Post>>(`/posts/${id}`, input, REPORT_EVERY_FAILURE)
        : http.post<DataEnvelope<Post>>('/posts', input, REPORT_EVERY_FAILURE),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/posts/${id}`, REPORT_EVERY_FAILURE),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
