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

/** After a comment changes: its list, and the counts shown by posts. */
function useCommentsChanged(entityType: CommentableType, entityId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.comments.of(entityType, entityId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
    ]);
}

/** POST /comments; a 400 comes back to the form's field, other failures to the error dialog. */
export function useCreateComment(entityType: CommentableType, entityId: number) {
  const changed = useCommentsChanged(entityType, entityId);
  return useMutation({
    mutationFn: (input: Pick<CreateCommentInput, 'body' | 'quote_id'>) =>
      http.post<DataEnvelope<Comment>>(
        '/comments',
        { ...input, entity_type: entityType, entity_id: entityId },
        { fieldErrors: true },
      ),
    onSuccess: changed,
  });
}

export function useUpdateComment(entityType: CommentableType, entityId: number) {
  const changed = useCommentsChanged(entityType, entityId);
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateCommentInput & { id: number }) =>
      http.put<DataEnvelope<Comment>>(`/comments/${id}`, input, { fieldErrors: true }),
    onSuccess: changed,
  });
}

export function useDeleteComment(entityType: CommentableType, entityId: number) {
  const changed = useCommentsChanged(entityType, entityId);
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/comments/${id}`),
    onSuccess: changed,
  });
}

/** POST /likes or DELETE /likes/{id}: the server answers the new count. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { entityType: LikeableType; entityId: number; myLikeId: number | null }) => {
      if (target.myLikeId !== null) {
        const { data } = await http.delete<DataEnvelope<{ likes: number }>>(`/likes/${target.myLikeId}`);
        return { likes: data.likes, myLikeId: null };
      }
      const { data } = await http.post<DataEnvelope<Like>>('/likes', {
        entity_type: target.entityType,
        entity_id: target.entityId,
      });
      return { likes: data.likes, myLikeId: data.id };
    },
    onSuccess: (_result, target) =>
      queryClient.invalidateQueries({
        queryKey: target.entityType === 'comment' ? queryKeys.comments.all : queryKeys.posts.all,
      }),
  });
}
