import { defineServerModule } from '../../platform/modules/server-module.ts';

/** Магазин подарков (docs/modules/gift-shop.md): products, stock per office and orders of the request engine. */
export const giftShopModule = defineServerModule({
  name: 'gift-shop',
});
