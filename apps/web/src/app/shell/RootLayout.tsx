import { Outlet } from 'react-router';
import { SessionProvider } from '../auth/session.tsx';
import { ChunkFailureNotifier } from './ChunkFailureNotifier.tsx';
import { ErrorDialogHost } from './ErrorDialogHost.tsx';

/** Above every route: the session and the global dialogs and notifications of §8. */
export function RootLayout() {
  return (
    <SessionProvider>
      <ErrorDialogHost />
      <ChunkFailureNotifier />
      <Outlet />
    </SessionProvider>
  );
}
