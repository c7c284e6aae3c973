import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { pageRoute, type WebModule } from '../../app/routing/web-module.tsx';

const DashboardPage = lazyPage(() => import('./pages/DashboardPage.tsx'));

/** The home page: greeting and the user's areas (until the news feed replaces it). */
export const dashboardModule: WebModule = {
  name: 'dashboard',
  routes: [pageRoute('/dashboard', DashboardPage), pageRoute('/dashboard/:tag', DashboardPage)],
  access: [],
};
