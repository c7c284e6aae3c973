import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Board,
  BoardInput,
  BoardPatch,
  BoardsPage,
  Subscription,
  Topic,
  TopicInput,
  TopicListItem,
  TopicUpdate,
} from '@intranet/contracts';
import type { DataEnvelope, Paginated } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useSocketMessage } from '../../app/realtime/socket-messages.ts';

/**
 * A forum notification (a new topic, a new comment) arrives: the lists, the open topic and its discussion
 * may be stale.
 */
export function useForumLiveRefresh() {
  const queryClient = useQueryClient();
  useSocketMessage('notification', (message) => {
    if (!message.data.link?.startsWith('/forum')) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.forum.all });
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.comments.all, 'topic'] });
  });
}

/** GET /boards: favourites first, newest activity next. */
export function useBoards(page: number) {
  const params = { page, per_page: 24 };
  return useQuery({
    queryKey: queryKeys.forum.boards(params),
    queryFn: ({ signal }) => http.get<BoardsPage>('/boards', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every board (a hundred at most), for choosing where to move a topic. */
export function useBoardChoices(enabled: boolean) {
  const params = { page: 1, per_page: 100, sort: 'title' };
  return useQuery({
    queryKey: queryKeys.forum.boards(params),
    queryFn: ({ signal }) => http.get<BoardsPage>('/boards', { query: params, signal }),
    select: (body) => body.data,
    enabled,
  });
}

/** GET /boards/{id}/: a missing board is shown on the page, not as a dialog. */
export function useBoard(id: number) {
  return useQuery({
    queryKey: queryKeys.forum.board(id),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Board>>(`/boards/${id}/`, { signal, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
  });
}

/** GET /topics of a board, a page at a time. */
export function useTopics(boardId: number, page: number) {
  const params = { board_id: boardId, page, per_page: 20 };
  return useQuery({
    queryKey: queryKeys.forum.topics(params),
    queryFn: ({ signal }) =>
      http.get<Paginated<TopicListItem>>('/topics', { query: params, signal, handledStatuses: [404] }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * GET /topics/{id}: opening it marks it read on the server, so the lists (unread marks) are refreshed once
 * it has loaded.
 */
export function useTopic(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.forum.topic(id),
    queryFn: async ({ signal }) => {
      const body = await http.get<DataEnvelope<Topic>>(`/topics/${id}`, { signal, handledStatuses: [404] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.topicsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.boardsAll });
      void queryClient.invalidateQueries({ queryKey: ['forum', 'board'] });
      return body;
    },
    select: (body) => body.data,
    retry: false,
  });
}

function useForumChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.forum.all });
}

/** What the board form saves: the words, the pictures, and the board's id and revision when editing. */
export type BoardSave = BoardInput & Pick<BoardPatch, 'thumbnail_id' | 'banner_id'> & { id?: number };

/**
 * POST /boards for a new board, PUT /boards/{id} (the whole of its words) for an edited one; then PATCH
 * /boards/{id} with the pictures, only when they differ from the saved board's (spec §7: pictures by PATCH).
 */
export function useSaveBoard() {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: async ({ id, thumbnail_id = null, banner_id = null, ...words }: BoardSave) => {
      const saved = id
        ? await http.put<DataEnvelope<Board>>(`/boards/${id}`, words, { fieldErrors: true })
        : await http.post<DataEnvelope<Board>>('/boards', words, { fieldErrors: true });
      if (saved.data.thumbnail_id === thumbnail_id && saved.data.banner_id === banner_id) return saved;
      return http.patch<DataEnvelope<Board>>(
        `/boards/${saved.data.id}`,
        { thumbnail_id, banner_id, revision: saved.data.revision },
        { fieldErrors: true },
      );
    },
    onSuccess: changed,
  });
}

export function useDeleteBoard() {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/boards/${id}`),
    onSuccess: changed,
  });
}

/** POST or DELETE /favorites: a board in or out of the caller's favourites. */
export function useToggleFavorite() {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) =>
      favorite
        ? http.post<unknown>('/favorites', { id, entity: 'board' })
        : http.delete<void>(`/favorites/board/${id}`),
    onSuccess: changed,
  });
}

/** POST or DELETE /boards/{id}/subscribe and /topics/{id}/subscribe. */
export function useToggleSubscription(kind: 'boards' | 'topics') {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: ({ id, subscribe }: { id: number; subscribe: boolean }) =>
      subscribe
        ? http.post<DataEnvelope<Subscription>>(`/${kind}/${id}/subscribe`)
        : http.delete<DataEnvelope<Subscription>>(`/${kind}/${id}/subscribe`),
    onSuccess: changed,
  });
}

/** POST /topics or PUT /topics/{id}; field errors come back to the form. */
export function useSaveTopic() {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: ({ id, ...input }: (TopicInput | TopicUpdate) & { id?: number }) =>
      id
        ? http.put<DataEnvelope<Topic>>(`/topics/${id}`, input, { fieldErrors: true })
        : http.post<DataEnvelope<Topic>>('/topics', input, { fieldErrors: true }),
    onSuccess: changed,
  });
}

export function useDeleteTopic() {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/topics/${id}`),
    onSuccess: changed,
  });
}
