import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardInput, BoardPatch, TopicInput, TopicUpdate } from '@intranet/contracts';
import { forumEndpoints as endpoints } from '@intranet/contracts/forum/endpoints';
import { call, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';
import { useSocketMessage } from '../../app/realtime/socket-messages.ts';
import { commentsOfKind } from '../social/social.api.ts';

/**
 * A forum notification (a new topic, a new comment) arrives: the lists, the open topic and its discussion
 * may be stale.
 */
export function useForumLiveRefresh() {
  const queryClient = useQueryClient();
  useSocketMessage('notification', (message) => {
    if (!message.data.link?.startsWith('/forum')) return;
    void queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.topic.module) });
    void queryClient.invalidateQueries({ queryKey: commentsOfKind('topic') });
  });
}

/** GET /boards: favourites first, newest activity next. */
export function useBoards(page: number) {
  return useQuery({
    ...endpointQuery(endpoints.boards, { query: { page, per_page: 24 } }),
    placeholderData: keepPreviousData,
  });
}

/** Every board (a hundred at most), for choosing where to move a topic. */
export function useBoardChoices(enabled: boolean) {
  return useQuery({
    ...endpointQuery(endpoints.boards, { query: { page: 1, per_page: 100, sort: 'title' } }),
    select: (body) => body.data,
    enabled,
  });
}

/** GET /boards/{id}/: a missing board is shown on the page, not as a dialog. */
export function useBoard(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.board, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
  });
}

/** GET /topics of a board, a page at a time. */
export function useTopics(boardId: number, page: number) {
  return useQuery({
    ...endpointQuery(endpoints.topics, {
      query: { board_id: boardId, page, per_page: 20 },
      handledStatuses: [404],
    }),
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
  const topic = endpointQuery(endpoints.topic, { params: { id }, handledStatuses: [404] });
  return useQuery({
    queryKey: topic.queryKey,
    queryFn: async (context) => {
      const body = await topic.queryFn(context);
      for (const list of [endpoints.topics, endpoints.boards, endpoints.board])
        void queryClient.invalidateQueries({ queryKey: endpointKey(list) });
      return body;
    },
    select: (body) => body.data,
    retry: false,
  });
}

function useForumChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.topic.module) });
}

/** What the board form saves: the words, the pictures, and the board's id and revision when editing. */
export type BoardSave = BoardInput & Pick<BoardPatch, 'thumbnail_id' | 'banner_id'> & { id?: number };

/**
 * POST /boards for a new board, PUT /boards/{id} (the whole of its words) for an edited one; then PATCH
 * /boards/{id} with the pictures, only when they differ from the saved board's (pictures by PATCH: docs/modules/forum.md).
 */
export function useSaveBoard() {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: async ({ id, thumbnail_id = null, banner_id = null, ...words }: BoardSave) => {
      const saved = id
        ? await call(endpoints.updateBoard, { params: { id }, body: words, fieldErrors: true })
        : await call(endpoints.createBoard, { body: words, fieldErrors: true });
      if (saved.data.thumbnail_id === thumbnail_id && saved.data.banner_id === banner_id) return saved;
      return call(endpoints.patchBoard, {
        params: { id: saved.data.id },
        body: { thumbnail_id, banner_id, revision: saved.data.revision },
        fieldErrors: true,
      });
    },
    onSuccess: changed,
  });
}

export function useDeleteBoard() {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeBoard, { params: { id } }),
    onSuccess: changed,
  });
}

/** POST or DELETE /favorites: a board in or out of the caller's favourites. */
export function useToggleFavorite() {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) =>
      favorite
        ? call(endpoints.addFavorite, { body: { id, entity: 'board' } })
        : call(endpoints.removeFavorite, { params: { entity: 'board', id } }),
    onSuccess: changed,
  });
}

/** POST or DELETE /boards/{id}/subscribe and /topics/{id}/subscribe. */
export function useToggleSubscription(kind: 'boards' | 'topics') {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: ({ id, subscribe }: { id: number; subscribe: boolean }) =>
      kind === 'boards'
        ? call(subscribe ? endpoints.subscribeBoard : endpoints.unsubscribeBoard, { params: { id } })
        : call(subscribe ? endpoints.subscribeTopic : endpoints.unsubscribeTopic, { params: { id } }),
    onSuccess: changed,
  });
}

/** POST /topics or PUT /topics/{id}; field errors come back to the form. */
export function useSaveTopic() {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: (save: ({ id: number } & TopicUpdate) | ({ id?: undefined } & TopicInput)) => {
      if (save.id === undefined) {
        const { id: _new, ...input } = save;
        return call(endpoints.createTopic, { body: input, fieldErrors: true });
      }
      const { id, ...changes } = save;
      return call(endpoints.updateTopic, { params: { id }, body: changes, fieldErrors: true });
    },
    onSuccess: changed,
  });
}

export function useDeleteTopic() {
  const changed = useForumChanged();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeTopic, { params: { id } }),
    onSuccess: changed,
  });
}
