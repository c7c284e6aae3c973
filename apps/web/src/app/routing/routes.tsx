import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSkeleton } from '../../ui/PageSkeleton.tsx';
import { WEB_MODULES } from '../modules.ts';
import { RootLayout } from '../shell/RootLayout.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { NotFoundRedirect } from './NotFoundRedirect.tsx';
import { lazyPage } from './lazy-page.tsx';
import { preloadRouteChunks } from './preload-route.ts';
import { loadAppLayout } from './lazy-shell.ts';
import { composeRoutes } from './web-module.tsx';

const SignInPage = lazyPage(() => import('../../modules/auth/pages/SignInPage.tsx'));
/** The signed-in frame is a chunk of its own: the sign-in page and the first paint do without it. */
const AppLayout = lazyPage(loadAppLayout);
const RouteErrorPage = lazyPage(async () => ({
  default: (await import('../shell/RouteErrorPage.tsx')).RouteErrorPage,
}));

/** The signed-in routes: the shell's redirects around every module's routes (app/modules.ts). */
const signedInRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard" replace /> },
  ...composeRoutes(WEB_MODULES),
  // Any unknown path shows the dashboard, with a notice «Страница не найдена».
  { path: '*', element: <NotFoundRedirect /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout onAuthenticated={preloadCurrentRoute} />,
    errorElement: (
      <Suspense fallback={null}>
        <RouteErrorPage />
      </Suspense>
    ),
    children: [
      {
        path: '/auth',
        element: (
          <GuestOnly>
            <Suspense fallback={<PageSkeleton />}>
              <SignInPage />
            </Suspense>
          </GuestOnly>
        ),
      },
      {
        path: '/',
        element: (
          <RequireAuth>
            <Suspense fallback={<PageSkeleton />}>
              <AppLayout />
            </Suspense>
          </RequireAuth>
        ),
        children: signedInRoutes,
      },
    ],
  },
];

/**
 * The signed-in frame's, the section's and the page's chunks of the address being opened, side by side;
 * the frame's also when a token comes from the sign-in form (/auth, whose route does not hold it).
 */
function preloadCurrentRoute() {
  void AppLayout.preload();
  void preloadRouteChunks(routes, window.location.pathname);
}
