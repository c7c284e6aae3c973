import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatSendBody } from '@intranet/contracts';
import { chatEndpoints as endpoints } from '@intranet/contracts/chat/endpoints';
import { filesEndpoints } from '@intranet/contracts/files/endpoints';
import {
  call,
  endpointKey,
  endpointQuery,
  moduleKey,
  type WebResponse,
  IDLE_KEY,
} from '../../api/endpoint-client.ts';
import type { ChatTarget } from './chat-drawer-store.ts';

/** Conversations in the drawer's list (the most recent); the header badge reads `meta.unread`. */
export const CHAT_ROOMS_PER_PAGE = 50;
export const CHAT_MESSAGES_PER_PAGE = 30;

/** Every read of the chat: a message sent or read anywhere changes the rooms list and the conversations. */
export const chatKey = moduleKey(endpoints.read.module);

/**
 * GET /chat answers the rooms list without room_id and user_id and a conversation with one of them; the
 * conversation's `room` key tells them apart (chat.routes.ts).
 */
type ChatAnswer = WebResponse<typeof endpoints.read>;
type RoomsPage = Exclude<ChatAnswer, { room: unknown }>;
type MessagesPage = Extract<ChatAnswer, { room: unknown }>;

function roomsPage(answer: ChatAnswer): RoomsPage {
  if ('room' in answer) throw new Error('GET /chat answered a conversation for the rooms list');
  return answer;
}

function messagesPage(answer: ChatAnswer): MessagesPage {
  if (!('room' in answer)) throw new Error('GET /chat answered the rooms list for a conversation');
  return answer;
}

export function useChatRooms() {
  return useQuery({
    ...endpointQuery(endpoints.read, { query: { per_page: CHAT_ROOMS_PER_PAGE } }),
    select: roomsPage,
    // The socket pushes changes; polling is only the fallback when it is down.
    refetchInterval: 5 * 60_000,
  });
}

/** A conversation, newest page first; `fetchNextPage` brings older messages. */
export function useChatMessages(target: ChatTarget | null) {
  const query = { ...target, per_page: CHAT_MESSAGES_PER_PAGE };
  return useInfiniteQuery({
    queryKey: target ? endpointKey(endpoints.read, { query }) : IDLE_KEY,
    enabled: target !== null,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ signal, pageParam }) =>
      messagesPage(await call(endpoints.read, { signal, query: { ...query, before: pageParam } })),
    getNextPageParam: (page) => (page.meta.has_older ? page.data.at(-1)?.id : undefined),
  });
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSendBody) => call(endpoints.send, { body, fieldErrors: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKey }),
  });
}

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(endpoints.markRead, { body: { ids }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKey }),
  });
}

/** Files for a message: stored first (POST /upload/attachments), their ids go with the message. */
export function useUploadChatFiles() {
  return useMutation({
    mutationFn: async (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('attachments[]', file, file.name);
      return (await call(filesEndpoints.uploadAttachments, { body, handledStatuses: [400, 413] })).data;
    },
  });
}
