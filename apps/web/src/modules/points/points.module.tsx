import { pointsContract } from '@intranet/contracts/points/module';
import { accessKeysOf, pendingScreen, type WebModule } from '../../app/routing/web-module.tsx';

const wallet = pendingScreen({
  key: 'points',
  label: 'Мои баллы',
  path: '/services/points',
  description: 'Баланс и история начислений',
});

/** The points wallet (docs/modules/points.md): a person's balance and ledger, and HR's grants. */
export const pointsModule: WebModule = {
  name: 'points',
  routes: [wallet.route],
  nav: { services: [wallet.entry] },
  access: accessKeysOf(pointsContract.access),
};
