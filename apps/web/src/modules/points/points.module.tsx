import { pointsContract } from '@intranet/contracts/points/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

/** The tile and page show to people whose company uses points (`points.wallet`) and to those who grant. */
const wallet = screen({
  key: 'points',
  label: 'Мои баллы',
  path: '/services/points',
  description: 'Баланс и история начислений',
  access: ['points.wallet', 'points.grant'],
  page: lazyPage(() => import('./pages/PointsPage.tsx')),
});

/** The points wallet (docs/modules/points.md): a person's balance and ledger, and HR's grants. */
export const pointsModule: WebModule = {
  name: 'points',
  routes: [
    wallet.route,
    pageRoute(
      '/services/points/grants',
      lazyPage(() => import('./pages/PointsGrantsPage.tsx')),
      ['points.grant'],
    ),
  ],
  nav: { services: [wallet.entry] },
  access: accessKeysOf(pointsContract.access),
};
