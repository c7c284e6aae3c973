import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '../../ui/PageSkeleton.tsx';
import { useAccess, useSession } from '../auth/session.tsx';
import { lazyPage } from './lazy-page.tsx';

/** antd's Result with its illustrations is not needed until someone opens a screen they may not. */
const ForbiddenResult = lazyPage(async () => ({
  default: (await import('../../ui/ForbiddenResult.tsx')).ForbiddenResult,
}));

export interface ReturnState {
  from?: { pathname: string; search: string; hash: string };
}

/** Every route but /auth needs a signed-in user; a signed-out visit goes to /auth and comes back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, me, endedBy } = useSession();
  const location = useLocation();
  if (status === 'restoring' || (status === 'signed-in' && !me)) return <PageSkeleton />;
  if (status === 'signed-out') {
    const state: ReturnState | undefined =
      endedBy === 'user'
        ? undefined
        : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/auth" replace state={state} />;
  }
  return children;
}

/** /auth: the sign-in page when signed out, the dashboard (or the page asked for) when signed in. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <PageSkeleton />;
  if (status === 'signed-in') {
    const from = (location.state as ReturnState | null)?.from;
    const target =
      from && from.pathname !== '/auth' ? `${from.pathname}${from.search}${from.hash}` : '/dashboard';
    return <Navigate to={target} replace />;
  }
  return children;
}

/** A screen from the role tables: shown when the access list of GET /me holds one of the keys. */
export function RequireAccess({ anyOf, children }: { anyOf: readonly string[]; children: ReactNode }) {
  const hasAccess = useAccess();
  if (!anyOf.some(hasAccess)) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <ForbiddenResult />
      </Suspense>
    );
  }
  return children;
}
