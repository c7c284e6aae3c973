import type { ServerSocketMessage } from '@intranet/contracts';
import { useEffect, useRef } from 'react';

type MessageOf<T extends ServerSocketMessage['type']> = Extract<ServerSocketMessage, { type: T }>;
type Listener = (message: ServerSocketMessage) => void;

const listeners = new Set<Listener>();

/** Hands a message of /api/ws to every module listening (the socket itself lives in the shell). */
export function emitSocketMessage(message: ServerSocketMessage): void {
  for (const listener of listeners) listener(message);
}

/** Calls `handler` with every socket message of this type while the component is shown. */
export function useSocketMessage<T extends ServerSocketMessage['type']>(
  type: T,
  handler: (message: MessageOf<T>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: Listener = (message) => {
      if (message.type === type) latest.current(message as MessageOf<T>);
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [type]);
}
