import { Navigate } from 'react-router';
import { cardsContract } from '@intranet/contracts/cards/module';
import { accessKeysOf, pendingRoute, pendingScreen, type WebModule } from '../../app/routing/web-module.tsx';

const cards = pendingScreen({
  key: 'cards',
  label: 'Визитные карточки',
  path: '/services/cards',
  description: 'Заказ визитных карточек',
});

/** Business cards (docs/modules/cards.md): requests of the request engine. */
export const cardsModule: WebModule = {
  name: 'cards',
  routes: [
    // The specification's gift-shop path of the services menu leads to the business cards.
    { path: '/services-gifts', element: <Navigate to="/services/cards" replace /> },
    cards.route,
    pendingRoute('/services/cards/create', 'Новая визитная карточка'),
    pendingRoute('/services/cards/:id', 'Визитная карточка'),
  ],
  nav: { work: [cards.entry] },
  access: accessKeysOf(cardsContract.access),
};
