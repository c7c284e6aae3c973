import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dismissalEndpoints as endpoints } from '@intranet/contracts/dismissal/endpoints';
import type { DismissalChatSendBody, DismissalPollBody } from '@intranet/contracts/dismissal/talk';
import { filesEndpoints } from '@intranet/contracts/files/endpoints';
import { call, endpointKey, endpointQuery } from '../../api/endpoint-client.ts';
import { useSocketMessage } from '../../app/realtime/socket-messages.ts';

/** The poll, the survey and the chat of a dismissal application (docs/modules/dismissal.md). */

const pollKey = (id: number) => endpointKey(endpoints.polls, { params: { id } });
const surveyKey = endpointKey(endpoints.survey);
const chatKeys = (id: number) => [
  endpointKey(endpoints.chatList, { params: { id } }),
  endpointKey(endpoints.chatUnread, { params: { id } }),
];

/** GET …/polls: 403 (not the leaver nor HR) is shown in place, not as a dialog. */
export function useDismissalPoll(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.polls, { params: { id }, handledStatuses: [403, 404] }),
    select: (body) => body.data,
    retry: false,
  });
}

/** POST …/poll: the step's answers; the page says «Сохранено» or «Ошибка сохранения» itself. */
export function useAnswerPoll(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DismissalPollBody) =>
      call(endpoints.answerPoll, { params: { id }, body, handledStatuses: [400, 403, 409] }),
    onSuccess: (answer) => {
      queryClient.setQueryData(pollKey(id), answer);
      void queryClient.invalidateQueries({ queryKey: surveyKey });
    },
  });
}

export function useDismissalSurvey(query: { page: number; per_page: number }) {
  return useQuery({ ...endpointQuery(endpoints.survey, { query }), select: (body) => body.data });
}

/** The chat of an application, newest page first; `fetchNextPage` brings older messages. */
export function useDismissalChat(id: number, enabled: boolean) {
  const params = { id };
  return useInfiniteQuery({
    queryKey: endpointKey(endpoints.chatList, { params }),
    enabled,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ signal, pageParam }) =>
      call(endpoints.chatList, {
        params,
        signal,
        query: { per_page: 20, before: pageParam },
        handledStatuses: [403, 404],
      }),
    getNextPageParam: (page) => (page.meta.has_older ? page.data.at(-1)?.id : undefined),
    retry: false,
  });
}

export function useDismissalUnread(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.chatUnread, { params: { id }, handledStatuses: [403, 404] }),
    select: (body) => body.data,
    retry: false,
  });
}

/**
 * A message or a read mark in this application's room (pushed over the socket) refreshes its chat and its
 * counter; a socket that reconnected may have missed some, so it refreshes too.
 */
export function useDismissalChatLive(id: number, roomId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of chatKeys(id)) void queryClient.invalidateQueries({ queryKey });
  };
  useSocketMessage('chat.message', (message) => {
    if (roomId === null || message.data.room_id === roomId) refresh();
  });
  useSocketMessage('chat.read', (message) => {
    if (message.room_id === roomId) refresh();
  });
  useSocketMessage('ready', refresh);
}

function useChatChanged(id: number) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of chatKeys(id)) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useSendDismissalMessage(id: number) {
  const changed = useChatChanged(id);
  return useMutation({
    mutationFn: (body: DismissalChatSendBody) =>
      call(endpoints.chatSend, { params: { id }, body, handledStatuses: [400, 403, 404, 413] }),
    onSuccess: changed,
  });
}

/** POST …/chat/saw: everything shown is seen. */
export function useSawDismissalChat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      call(endpoints.chatSaw, { params: { id }, body: { message_id: messageId }, silent: true }),
    onSuccess: (answer) =>
      queryClient.setQueryData(endpointKey(endpoints.chatUnread, { params: { id } }), answer),
  });
}

/** Files for a message: stored first (POST /upload/attachments); the send checks their types. */
export function useUploadDismissalFiles() {
  return useMutation({
    mutationFn: async (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('attachments[]', file, file.name);
      return (await call(filesEndpoints.uploadAttachments, { body, handledStatuses: [400, 413] })).data;
    },
  });
}
