import { Navigate } from 'react-router';
import { pendingRoute, type WebModule } from '../../app/routing/web-module.tsx';

/** Business cards (docs/modules/cards.md): requests of the request engine. */
export const cardsModule: WebModule = {
  name: 'cards',
  routes: [
    // The specification's gift-shop path of the services menu leads to the business cards.
    { path: '/services-gifts', element: <Navigate to="/services/cards" replace /> },
    pendingRoute('/services/cards', 'Визитные карточки'),
    pendingRoute('/services/cards/create', 'Новая визитная карточка'),
    pendingRoute('/services/cards/:id', 'Визитная карточка'),
  ],
  access: [],
};
