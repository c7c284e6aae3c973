import { lazyPage } from './lazy-page.tsx';

/** Each module's pages are their own chunks (DESIGN: route-level code splitting). */
export const SignInPage = lazyPage(() => import('../../modules/auth/pages/SignInPage.tsx'));
export const DashboardPage = lazyPage(() => import('../../modules/dashboard/pages/DashboardPage.tsx'));
export const UnderConstruction = lazyPage(
  () => import('../../modules/placeholder/pages/UnderConstructionPage.tsx'),
);
