import type { QueryClient } from '@tanstack/react-query';
import type * as SessionCallsModule from './session-calls.ts';

export type SettingsMap = Record<string, string>;

type SessionCalls = typeof SessionCallsModule;

let loaded: SessionCalls | undefined;
let loading: Promise<SessionCalls> | undefined;

/**
 * The session's calls on their declared endpoints (session-calls.ts). The declarations carry zod schemas,
 * which the first paint does not need (docs/decisions.md, «Web weight and page loads»): their chunk loads
 * beside the session's first call instead of inside the entry. A failed load is tried again next time.
 */
export function loadSessionCalls(): Promise<SessionCalls> {
  loading ??= import('./session-calls.ts').then(
    (calls) => (loaded = calls),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The settings in the cache (the error dialogs' support contact), once the session has read them. */
export function cachedSettings(queryClient: QueryClient): SettingsMap | undefined {
  return loaded && queryClient.getQueryData(loaded.settingsQueryOptions.queryKey);
}
