import { useSyncExternalStore } from 'react';

/**
 * The "message state": error messages (array bodies) and validation messages (other bodies)
 * of failed requests. The shell shows the error messages and clears the store on every navigation.
 */
export interface MessageState {
  errors: string[];
  validation: unknown;
}

const EMPTY: MessageState = { errors: [], validation: null };
let state: MessageState = EMPTY;
const listeners = new Set<() => void>();

function emit(next: MessageState) {
  state = next;
  for (const listener of listeners) listener();
}

export const messageStore = {
  getState: (): MessageState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  addErrors(messages: string[]) {
    if (messages.length > 0) emit({ ...state, errors: [...state.errors, ...messages] });
  },
  setValidation(body: unknown) {
    emit({ ...state, validation: body });
  },
  clear() {
    if (state !== EMPTY) emit(EMPTY);
  },
};

export function useMessages(): MessageState {
  return useSyncExternalStore(messageStore.subscribe, messageStore.getState, messageStore.getState);
}
