import type { TokenResponse } from '@intranet/contracts';

/**
 * The contracts' TOKEN_REFRESH_MARGIN_SECONDS, written out: its contract file also builds zod
 * schemas, which the entry does not load. token-manager.test.ts checks that the two stay equal.
 */
export const REFRESH_MARGIN_SECONDS = 60;

export interface TokenManagerOptions {
  /** Calls POST /api/auth/token/refresh; rejects when the session is gone. */
  refresh: () => Promise<TokenResponse>;
  now?: () => number;
  marginSeconds?: number;
}

export interface TokenManager {
  /** The current access token, refreshed first when fewer than the margin seconds remain. */
  getValidToken(): Promise<string>;
  /** Refreshes now (after a 401); concurrent callers share one request. */
  refreshNow(): Promise<string>;
  set(token: TokenResponse): void;
  clear(): void;
  peek(): string | null;
  /** When the current access token expires, ms since the epoch; 0 without one. */
  expiresAt(): number;
}

/**
 * Holds the access token in memory only (the refresh token lives in an httpOnly cookie).
 * One refresh in flight at a time: every caller that needs a fresh token awaits the same promise.
 */
export function createTokenManager({
  refresh,
  now = () => Date.now(),
  marginSeconds = REFRESH_MARGIN_SECONDS,
}: TokenManagerOptions): TokenManager {
  let accessToken: string | null = null;
  let expiresAt = 0;
  let inFlight: Promise<string> | null = null;
  // Bumped by clear()/set(): a refresh that started before a sign-out must not resurrect the session.
  let generation = 0;

  function store(token: TokenResponse) {
    accessToken = token.access_token;
    expiresAt = now() + token.expires_in * 1000;
  }

  function refreshNow(): Promise<string> {
    if (inFlight) return inFlight;
    const startedIn = generation;
    inFlight = refresh()
      .then((token) => {
        if (startedIn !== generation) throw new Error('Сессия изменилась во время обновления токена');
        store(token);
        return token.access_token;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    async getValidToken() {
      if (accessToken && expiresAt - now() >= marginSeconds * 1000) return accessToken;
      return refreshNow();
    },
    refreshNow,
    set(token) {
      generation += 1;
      inFlight = null;
      store(token);
    },
    clear() {
      generation += 1;
      inFlight = null;
      accessToken = null;
      expiresAt = 0;
    },
    peek: () => accessToken,
    expiresAt: () => (accessToken ? expiresAt : 0),
  };
}
