/**
 * Events raised outside React (lazy chunk loaders, global listeners) that the shell shows as
 * notifications. Events raised before the shell subscribes are kept and delivered on subscribe.
 */
export type ShellEvent = { type: 'chunk-load-failed'; kind: 'script' | 'style' };

type Listener = (event: ShellEvent) => void;

const listeners = new Set<Listener>();
const pending: ShellEvent[] = [];

export function emitShellEvent(event: ShellEvent): void {
  if (listeners.size === 0) {
    pending.push(event);
    return;
  }
  for (const listener of listeners) listener(event);
}

export function subscribeShellEvents(listener: Listener): () => void {
  listeners.add(listener);
  for (const event of pending.splice(0)) listener(event);
  return () => listeners.delete(listener);
}
