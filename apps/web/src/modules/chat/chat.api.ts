import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatMessagesPage,
  ChatReadResult,
  ChatRoomsPage,
  ChatSendBody,
  ChatSent,
  FileInfo,
} from '@intranet/contracts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { ChatTarget } from './chat-drawer-store.ts';

/** Conversations in the drawer's list (the most recent); the header badge reads `meta.unread`. */
export const CHAT_ROOMS_PER_PAGE = 50;
export const CHAT_MESSAGES_PER_PAGE = 30;

export function useChatRooms() {
  return useQuery({
    queryKey: queryKeys.chat.rooms,
    queryFn: ({ signal }) =>
      http.get<ChatRoomsPage>('/chat', { signal, query: { per_page: CHAT_ROOMS_PER_PAGE } }),
    // The socket pushes changes; polling is only the fallback when it is down.
    refetchInterval: 5 * 60_000,
  });
}

/** A conversation, newest page first; `fetchNextPage` brings older messages. */
export function useChatMessages(target: ChatTarget | null) {
  return useInfiniteQuery({
    queryKey: target ? queryKeys.chat.messages(target) : queryKeys.idle,
    enabled: target !== null,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ signal, pageParam }) =>
      http.get<ChatMessagesPage>('/chat', {
        signal,
        query: { ...target, per_page: CHAT_MESSAGES_PER_PAGE, before: pageParam },
      }),
    getNextPageParam: (page) => (page.meta.has_older ? page.data.at(-1)?.id : undefined),
  });
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSendBody) => http.post<ChatSent>('/chat', body, { fieldErrors: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.all }),
  });
}

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.post<ChatReadResult>('/chat/onMessageRead', { ids }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.all }),
  });
}

/** Files for a message: stored first (POST /upload/attachments), their ids go with the message. */
export function useUploadChatFiles() {
  return useMutation({
    mutationFn: async (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('attachments[]', file, file.name);
      return (
        await http.post<{ data: FileInfo[] }>('/upload/attachments', body, { handledStatuses: [400, 413] })
      ).data;
    },
  });
}
