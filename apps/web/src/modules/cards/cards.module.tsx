import { Navigate } from 'react-router';
import { cardsContract } from '@intranet/contracts/cards/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

const cards = screen({
  key: 'cards',
  label: 'Визитные карточки',
  path: '/services/cards',
  description: 'Заказ визитных карточек',
  page: lazyPage(() => import('./pages/CardsPage.tsx')),
});

/** Business cards (docs/modules/cards.md): requests of the request engine. */
export const cardsModule: WebModule = {
  name: 'cards',
  routes: [
    // The specification's gift-shop path of the services menu leads to the business cards.
    { path: '/services-gifts', element: <Navigate to="/services/cards" replace /> },
    cards.route,
    pageRoute(
      '/services/cards/create',
      lazyPage(() => import('./pages/CreateCardPage.tsx')),
    ),
    pageRoute(
      '/services/cards/:id',
      lazyPage(() => import('./pages/CardPage.tsx')),
    ),
  ],
  nav: { work: [cards.entry], services: [cards.entry] },
  access: accessKeysOf(cardsContract.access),
};
