import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { PostInput, PostKind } from '@intranet/contracts';
import { postEndpoints as endpoints } from '@intranet/contracts/posts/endpoints';
import { tagEndpoints } from '@intranet/contracts/social/endpoints';
import { call, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';
import { useSocketMessage } from '../../app/realtime/socket-messages.ts';
import { REPORT_EVERY_FAILURE } from '../social/social.api.ts';

export interface FeedFilter {
  tag?: string;
  kind?: PostKind;
}

/**
 * After a post is published (here or anywhere), changed or deleted: the feed and posts, and the tags (a post
 * may have brought a new one).
 */
const postsChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.feed.module) }),
    queryClient.invalidateQueries({ queryKey: moduleKey(tagEndpoints.list.module) }),
  ]);

/** GET /feeds page after page (infinite scroll); a post published anywhere refreshes it live. */
export function useFeed(filter: FeedFilter) {
  const queryClient = useQueryClient();
  const query = { tag: filter.tag, kind: filter.kind };
  useSocketMessage('feed.created', () => {
    void postsChanged(queryClient);
  });
  return useInfiniteQuery({
    queryKey: endpointKey(endpoints.feed, { query }),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.feed, { query: { ...query, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}

/** GET /posts/{id}: a missing post is shown on the page, not as a dialog. */
export function usePost(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.one, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
  });
}

export function usePostAbilities() {
  return useQuery({ ...endpointQuery(endpoints.abilities), select: (body) => body.data });
}

/** GET /tags: every tag, offered by the post editor. */
export function useTags(enabled: boolean) {
  return useQuery({ ...endpointQuery(tagEndpoints.list), select: (body) => body.data, enabled });
}

function usePostsChanged() {
  const queryClient = useQueryClient();
  return () => postsChanged(queryClient);
}

/** POST /posts or PUT /posts/{id}; a failure opens the popup, a 400's field texts also reach the form. */
export function useSavePost() {
  const changed = usePostsChanged();
  return useMutation({
    mutationFn: ({ id, ...input }: PostInput & { id?: number }) =>
      id
        ? call(endpoints.update, { params: { id }, body: input, ...REPORT_EVERY_FAILURE })
        : call(endpoints.create, { body: input, ...REPORT_EVERY_FAILURE }),
    onSuccess: changed,
  });
}

export function useDeletePost() {
  const changed = usePostsChanged();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id }, ...REPORT_EVERY_FAILURE }),
    onSuccess: changed,
  });
}
