import { Navigate, useLocation } from 'react-router';

/** Router state of the redirect from an unknown address: the path asked for. */
export interface NotFoundState {
  notFound?: string;
}

/**
 * An unknown address opens the dashboard (docs/decisions.md, "Web shell") and says why
 * (shell/NotFoundNotice), instead of a silent jump. No antd here: the route table is in the entry chunk.
 */
export function NotFoundRedirect() {
  const { pathname } = useLocation();
  return <Navigate to="/dashboard" replace state={{ notFound: pathname } satisfies NotFoundState} />;
}
