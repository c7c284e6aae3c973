import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSkeleton } from '../../ui/PageSkeleton.tsx';
import { WEB_MODULES } from '../modules.ts';
import { AppLayout } from '../shell/AppLayout.tsx';
import { RootLayout } from '../shell/RootLayout.tsx';
import { RouteErrorPage } from '../shell/RouteErrorPage.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { lazyPage } from './lazy-page.tsx';
import { composeRoutes } from './web-module.tsx';

const SignInPage = lazyPage(() => import('../../modules/auth/pages/SignInPage.tsx'));

/** The signed-in routes: the shell's redirects around every module's routes (app/modules.ts). */
const signedInRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard" replace /> },
  ...composeRoutes(WEB_MODULES),
  // Any unknown path shows the dashboard.
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
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
            <AppLayout />
          </RequireAuth>
        ),
        children: signedInRoutes,
      },
    ],
  },
];
