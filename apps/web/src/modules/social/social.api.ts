import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Comment,
  CommentableType,
  CreateCommentInput,
  Like,
  LikeableType,
  UpdateCommentInput,
} from '@intranet/contracts';
import type { DataEnvelope, Paginated } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

const COMMENTS_PAGE = 50;

/** GET /comments of one entity, oldest first, a page at a time («Показать ещё»). */
export function useComments(entityType: CommentableType, entityId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.comments.of(entityType, entityId),
    queryFn: ({ pageParam, signal }) =>
      http.get<Paginated<Comment>>('/comments', {
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
      queryClient.invalidateQueries({ queryKey: queryKeys.comments.of(entityType, entityId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
    ]);
}

/** POST /comments; a failure opens the popup, a 400's field texts go next to the box as well. */
export function useCreateComment(entityType: CommentableType, entityId: number) {
  const changed = useCommentsChanged(entityType, entityId);
  return useMutation({
    mutationFn: (input: Pick<CreateCommentInput, 'body' | 'quote_id'>) =>
      http.post<DataEnvelope<Comment>>(
        '/comments',
        { ...input, entity_type: entityType, entity_id: entityId },
        REPORT_EVERY_FAILURE,
      ),
    onSettled: changed,
  });
}

export function useUpdateComment(entityType: CommentableType, entityId: number) {
  const changed = useCommentsChanged(entityType, entityId);
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateCommentInput & { id: number }) =>
      http.put<DataEnvelope<Comment>>(`/comments/${id}`, input, REPORT_EVERY_FAILURE),
    onSettled: changed,
  });
}

export function useDeleteComment(entityType: CommentableType, entityId: number) {
  const changed = useCommentsChanged(entityType, entityId);
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/comments/${id}`, REPORT_EVERY_FAILURE),
    onSettled: changed,
  });
}

/** The queries that show the likes of each kind of thing: read again once a like changed or failed to. */
const LIKES_SHOWN_BY: Record<LikeableType, readonly string[]> = {
  post: queryKeys.posts.all,
  topic: queryKeys.forum.all,
  event: queryKeys.events.all,
  project: queryKeys.portfolio.all,
  album: queryKeys.gallery.all,
  image: queryKeys.gallery.all,
  comment: queryKeys.comments.all,
};

/** POST /likes or DELETE /likes/{id}: the server answers the new count. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { entityType: LikeableType; entityId: number; myLikeId: number | null }) => {
      if (target.myLikeId !== null) {
        const { data } = await http.delete<DataEnvelope<{ likes: number }>>(
          `/likes/${target.myLikeId}`,
          REPORT_EVERY_FAILURE,
        );
        return { likes: data.likes, myLikeId: null };
      }
      const { data } = await http.post<DataEnvelope<Like>>(
        '/likes',
        { entity_type: target.entityType, entity_id: target.entityId },
        REPORT_EVERY_FAILURE,
      );
      return { likes: data.likes, myLikeId: data.id };
    },
    onSettled: (_result, _error, target) =>
      queryClient.invalidateQueries({ queryKey: LIKES_SHOWN_BY[target.entityType] }),
  });
}
