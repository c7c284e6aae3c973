import type { ServerSocketMessage } from '@intranet/contracts';
import { useEffect, useRef } from 'react';

/**
 * Every message of the one /api/ws connection (opened by the notifications hook), for modules that react to
 * their own types (the chat): they subscribe here instead of opening a socket each.
 */
type Listener = (message: ServerSocketMessage) => void;

const listeners = new Set<Listener>();

export function emitSocketMessage(message: ServerSocketMessage): void {
  for (const listener of listeners) listener(message);
}

export function subscribeSocketMessages(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type MessageOf<T extends ServerSocketMessage['type']> = Extract<ServerSocketMessage, { type: T }>;

/** Calls `handler` with every socket message of this type while the component is shown. */
export function useSocketMessage<T extends ServerSocketMessage['type']>(
  type: T,
  handler: (message: MessageOf<T>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      subscribeSocketMessages((message) => {
        if (message.type === type) latest.current(message as MessageOf<T>);
      }),
    [type],
  );
}
