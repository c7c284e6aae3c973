import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeSocketMessages } from '../../app/realtime/socket-messages.ts';
import { chatKey } from './chat.api.ts';

/**
 * Live chat: a new message or a read mark in any of the user's rooms refreshes the rooms list (the badge)
 * and the open conversation; a socket that (re)connected may have missed some, so it refreshes too.
 */
export function useChatLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSocketMessages((message) => {
        if (message.type === 'chat.message' || message.type === 'chat.read' || message.type === 'ready') {
          void queryClient.invalidateQueries({ queryKey: chatKey });
        }
      }),
    [queryClient],
  );
}
