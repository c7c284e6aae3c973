import { Outlet } from 'react-router';
import { SessionProvider } from '../auth/session.tsx';
import { loadAppLayout } from '../routing/lazy-shell.ts';
import { ChunkFailureNotifier } from './ChunkFailureNotifier.tsx';
import { ErrorDialogHost } from './ErrorDialogHost.tsx';

/** The signed-in layout's chunk loads while GET /me and the settings are on their way. */
function preloadAppLayout() {
  void loadAppLayout().catch(() => undefined);
}

/** Above every route: the session and the global dialogs and notifications of §8. */
export function RootLayout() {
  return (
    <SessionProvider onAuthenticated={preloadAppLayout}>
      <ErrorDialogHost />
      <ChunkFailureNotifier />
      <Outlet />
    </SessionProvider>
  );
}
