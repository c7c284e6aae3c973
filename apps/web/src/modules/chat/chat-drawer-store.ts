import { useSyncExternalStore } from 'react';

/**
 * Which conversation the chat drawer shows, open from anywhere: the header button, or «Написать сообщение»
 * on an employee card (`openChatWith`). A plain store, no React context: the opener and the drawer live in
 * different chunks and trees.
 */
export type ChatTarget = { room_id: number } | { user_id: number };

export interface ChatDrawerState {
  open: boolean;
  /** Null: the list of conversations. */
  target: ChatTarget | null;
}

let state: ChatDrawerState = { open: false, target: null };
const listeners = new Set<() => void>();

function setState(next: ChatDrawerState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the drawer on the conversation with a person (created with the first message). */
export function openChatWith(userId: number): void {
  setState({ open: true, target: { user_id: userId } });
}

export function openChatList(): void {
  setState({ open: true, target: null });
}

export function openChatRoom(roomId: number): void {
  setState({ open: true, target: { room_id: roomId } });
}

export function closeChat(): void {
  setState({ ...state, open: false });
}

export function useChatDrawer(): ChatDrawerState {
  return useSyncExternalStore(subscribe, () => state);
}
