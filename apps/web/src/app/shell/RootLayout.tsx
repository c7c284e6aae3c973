import { Outlet } from 'react-router';
import { SessionProvider } from '../auth/session.tsx';
import { ChunkFailureNotifier } from './ChunkFailureNotifier.tsx';
import { ErrorDialogHost } from './ErrorDialogHost.tsx';

/**
 * Above every route: the session and the global dialogs and notifications (docs/decisions.md, "Web shell").
 * `onAuthenticated` preloads the chunks of the page being opened while GET /me and the settings are on their
 * way.
 */
export function RootLayout({ onAuthenticated }: { onAuthenticated: () => void }) {
  return (
    <SessionProvider onAuthenticated={onAuthenticated}>
      <ErrorDialogHost />
      <ChunkFailureNotifier />
      <Outlet />
    </SessionProvider>
  );
}
