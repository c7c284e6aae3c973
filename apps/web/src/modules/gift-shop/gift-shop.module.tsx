import { giftShopContract } from '@intranet/contracts/gift-shop/module';
import { accessKeysOf, pendingScreen, type WebModule } from '../../app/routing/web-module.tsx';

const shop = pendingScreen({
  key: 'gift-shop',
  label: 'Магазин подарков',
  path: '/services/shop',
  description: 'Подарки и сувениры компании',
});

/** The gift shop (docs/modules/gift-shop.md): products, orders and the operators' desk. */
export const giftShopModule: WebModule = {
  name: 'gift-shop',
  routes: [shop.route],
  nav: { work: [shop.entry], services: [shop.entry] },
  access: accessKeysOf(giftShopContract.access),
};
