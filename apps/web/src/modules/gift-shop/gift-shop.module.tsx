import { giftShopContract } from '@intranet/contracts/gift-shop/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

const shop = screen({
  key: 'gift-shop',
  label: 'Магазин подарков',
  path: '/services/shop',
  description: 'Подарки и сувениры компании',
  page: lazyPage(() => import('./pages/ShopPage.tsx')),
});

/** The gift shop (docs/modules/gift-shop.md): products, orders and the operators' desk. */
export const giftShopModule: WebModule = {
  name: 'gift-shop',
  routes: [
    shop.route,
    pageRoute(
      '/services/shop/orders',
      lazyPage(() => import('./pages/OrdersPage.tsx')),
    ),
    pageRoute(
      '/services/shop/orders/:id',
      lazyPage(() => import('./pages/OrderPage.tsx')),
    ),
    pageRoute(
      '/services/shop/desk',
      lazyPage(() => import('./pages/DeskPage.tsx')),
      ['gift-shop.operate'],
    ),
  ],
  nav: { work: [shop.entry], services: [shop.entry] },
  access: accessKeysOf(giftShopContract.access),
};
