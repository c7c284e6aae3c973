import { dismissalContract } from '@intranet/contracts/dismissal/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, type WebModule } from '../../app/routing/web-module.tsx';

/** Offboarding (docs/modules/dismissal.md): dismissal applications of the request engine. */
export const dismissalModule: WebModule = {
  name: 'dismissal',
  routes: [
    pageRoute(
      '/services/dismissing-list',
      lazyPage(() => import('./pages/DismissalListPage.tsx')),
    ),
    pageRoute(
      '/services/dismissing-data',
      lazyPage(() => import('./pages/DismissalDataPage.tsx')),
    ),
    pageRoute(
      '/services/dismissing-survey',
      lazyPage(() => import('./pages/DismissalSurveyPage.tsx')),
    ),
    pageRoute(
      '/services/dismissing/new',
      lazyPage(() => import('./pages/NewDismissalPage.tsx')),
    ),
    pageRoute(
      '/services/dismissing/:id',
      lazyPage(() => import('./pages/DismissalPage.tsx')),
    ),
  ],
  access: accessKeysOf(dismissalContract.access),
};
