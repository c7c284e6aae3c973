import type { ServerSocketMessage } from '@intranet/contracts';

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
