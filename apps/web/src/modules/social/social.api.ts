import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CommentableType,
  CreateCommentInput,
  LikeableType,
  UpdateCommentInput,
} from '@intranet/contracts';
import { postEndpoints } from '@intranet/contracts/posts/endpoints';
import { commentEndpoints, likeEndpoints } from '@intranet/contracts/social/endpoints';
import { call, endpointKey, moduleKey } from '../../api/endpoint-client.ts';

const COMMENTS_PAGE = 50;

/** The key of one entity's comments: the query of every page but the page number. */
const commentsKey = (entityType: CommentableType, entityId: number) =>
  endpointKey(commentEndpoints.list, {
    query: { entity_type: entityType, entity_id: entityId, per_page: COMMENTS_PAGE },
  });

/**
 * The comments of every entity of one kind (the forum's topics after a forum notification): a key matches
 * the queries it is a part of, the query's fields included.
 */
export const commentsOfKind = (entityType: CommentableType) =>
  [...endpointKey(commentEndpoints.list), { entity_type: entityType }] as const;

/** GET /comments of one entity, oldest first, a page at a time («Показать ещё»). */
export function useComments(entityType: CommentableType, entityId: number) {
  return useInfiniteQuery({
    queryKey: commentsKey(entityType, entityId),
    queryFn: ({ pageParam, signal }) =>
      call(commentEndpoints.list, {
        query: { entity_type: entityType, entity_id: entityId, page: pageParam, per_page: COMMENTS_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}

/**
 * "Failed posts, likes, comments": every failure opens «Что-то пошло не так» (a 409 its «Ошибка» with the
 * server's text), a 404 too — the comment or like went meanwhile. A 400's field texts still reach the form.
 */
export const REPORT_EVERY_FAILURE = { reportEveryFailure: true } as const;

/** After a comment changes, or fails to (it may be gone): its list, and the counts shown by posts. */
function useCommentsChanged(entityType: CommentableType, entityId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: commentsKey(entityType, entityId) }),
      queryClient.invalidateQueries({ queryKey: moduleKey(postEndpoints.feed.module) }),
    ]);
}

/** POST /comments; a failure opens the popup, a 400's field texts go next to the box as well. */
export function useCreateComment(entityType: CommentableType, entityId: number) {
  const changed = useCommentsChanged(entityType, entityId);
  return useMutation({
    mutationFn: (input: Pick<CreateCommentInput, 'body' | 'quote_id'>) =>
      call(commentEndpoints.create, {
        body: { ...input, entity_type: entityType, entity_id: entityId },
        ...REPORT_EVERY_FAILURE,
      }),
    onSettled: changed,
  });
}

export function useUpdateComment(entityType: CommentableType, entityId: number) {
  const changed = useCommentsChanged(entityType, entityId);
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateCommentInput & { id: number }) =>
      call(commentEndpoints.update, { params: { id }, body: input, ...REPORT_EVERY_FAILURE }),
    onSettled: changed,
  });
}

export function useDeleteComment(entityType: CommentableType, entityId: number) {
  const changed = useCommentsChanged(entityType, entityId);
  return useMutation({
    mutationFn: (id: number) => call(commentEndpoints.remove, { params: { id }, ...REPORT_EVERY_FAILURE }),
    onSettled: changed,
  });
}

/** The queries that show the likes of each kind of thing: read again once a like changed or failed to. */
const LIKES_SHOWN_BY: Record<LikeableType, readonly unknown[]> = {
  post: moduleKey(postEndpoints.feed.module),
  topic: moduleKey('forum'),
  event: moduleKey('events'),
  project: moduleKey('portfolio'),
  album: moduleKey('gallery'),
  image: moduleKey('gallery'),
  comment: moduleKey(commentEndpoints.list.module),
};

/** POST /likes or DELETE /likes/{id}: the server answers the new count. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { entityType: LikeableType; entityId: number; myLikeId: number | null }) => {
      if (target.myLikeId !== null) {
        const { data } = await call(likeEndpoints.unlike, {
          params: { id: target.myLikeId },
          ...REPORT_EVERY_FAILURE,
        });
        return { likes: data.likes, myLikeId: null };
      }
      const { data } = await call(likeEndpoints.like, {
        body: { entity_type: target.entityType, entity_id: target.entityId },
        ...REPORT_EVERY_FAILURE,
      });
      return { likes: data.likes, myLikeId: data.id };
    },
    onSettled: (_result, _error, target) =>
      queryClient.invalidateQueries({ queryKey: LIKES_SHOWN_BY[target.entityType] }),
  });
}
