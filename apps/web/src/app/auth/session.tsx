import { useQueries, useQueryClient } from '@tanstack/react-query';
import { type Me, type TokenIssueBody, type TokenResponse } from '@intranet/contracts';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { http } from '../../api/http-client.ts';
import { loadSessionCalls } from './session-queries.ts';

export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

interface SessionValue {
  status: SessionStatus;
  me: Me | undefined;
  /** Why the session ended: a user's own sign-out does not remember the page to return to. */
  endedBy: 'user' | 'expiry' | null;
  signIn: (credentials: TokenIssueBody) => Promise<void>;
  signOut: () => Promise<void>;
  loginAs: (userId: number) => Promise<void>;
  returnToSelf: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

type SessionCalls = Awaited<ReturnType<typeof loadSessionCalls>>;

/**
 * The signed-in user (docs/decisions.md, "Sessions and sign-in"): a token is issued, the user is set from GET
 * /me, then the settings load. On start the session is restored from the refresh cookie; sign-out clears the
 * user and the cache.
 */
export function SessionProvider({
  children,
  onAuthenticated,
}: {
  children: ReactNode;
  /** Called when a token is in hand, before GET /me: the shell preloads the chunks of the page to show. */
  onAuthenticated?: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<SessionStatus>('restoring');
  const [endedBy, setEndedBy] = useState<SessionValue['endedBy']>(null);
  const [calls, setCalls] = useState<SessionCalls>();
  // The user's query starts once the session's calls are in (session-calls.ts, a chunk of its own), with no
  // stand-in before: the endpoint declarations, with zod, stay out of the entry.
  const meQueries = useQueries({
    queries: (calls ? [calls.meQueryOptions] : []).map((options) => ({
      ...options,
      enabled: status === 'signed-in',
    })),
  });
  const me = meQueries[0]?.data;

  const startSession = useCallback(
    async (token: TokenResponse | null) => {
      if (token) http.tokens.set(token);
      onAuthenticated?.();
      const session = await loadSessionCalls();
      setCalls(session);
      await queryClient.fetchQuery(session.meQueryOptions);
      // Settings (support contact, demo mode) are not worth failing the sign-in for.
      await queryClient.fetchQuery(session.settingsQueryOptions).catch(() => undefined);
      setEndedBy(null);
      setStatus('signed-in');
    },
    [queryClient, onAuthenticated],
  );

  const endSession = useCallback(
    (reason: 'user' | 'expiry') => {
      http.tokens.clear();
      queryClient.clear();
      setEndedBy(reason);
      setStatus('signed-out');
    },
    [queryClient],
  );

  useEffect(() => {
    http.setHooks({ onSessionExpired: () => endSession('expiry') });
  }, [endSession]);

  useEffect(() => {
    let cancelled = false;
    // The session's calls load beside the refresh call, so GET /me does not wait for their chunk.
    loadSessionCalls().catch(() => undefined);
    // The refresh cookie survives reloads: a fresh tab asks for an access token first.
    http
      .restoreSession()
      .then((restored) => {
        if (restored) return startSession(null);
        if (!cancelled) setStatus('signed-out');
      })
      .catch(() => {
        if (!cancelled) setStatus('signed-out');
      });
    return () => {
      cancelled = true;
    };
  }, [startSession]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      me,
      endedBy,
      async signIn(credentials) {
        const token = await (await loadSessionCalls()).issueToken(credentials);
        await startSession(token);
      },
      async signOut() {
        await loadSessionCalls()
          .then((session) => session.logout())
          .catch(() => undefined);
        endSession('user');
        await navigate('/auth', { replace: true });
      },
      async loginAs(userId) {
        const token = await (await loadSessionCalls()).loginAs(userId);
        queryClient.clear();
        await startSession(token);
        await navigate('/dashboard');
      },
      async returnToSelf() {
        const token = await (await loadSessionCalls()).returnFromLoginAs();
        queryClient.clear();
        await startSession(token);
        await navigate('/dashboard');
      },
    }),
    [status, me, endedBy, startSession, endSession, navigate, queryClient],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in user; only for components under RequireAuth. */
export function useMe(): Me {
  const { me } = useSession();
  if (!me) throw new Error('useMe without a signed-in user');
  return me;
}

/** Whether the user's access list (GET /me) holds the key. */
export function useAccess(): (key: string) => boolean {
  const { me } = useSession();
  return useCallback((key: string) => me?.access.includes(key) ?? false, [me]);
}
