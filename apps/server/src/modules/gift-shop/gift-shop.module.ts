import { defineServerModule } from '../../platform/modules/server-module.ts';
import { GiftCatalogueService } from './gift-shop.catalogue.ts';
import { giftOrderStatusHook, GiftOrdersService } from './gift-shop.orders.ts';
import { giftShopRoutes } from './gift-shop.routes.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    giftCatalogue: GiftCatalogueService;
    giftOrders: GiftOrdersService;
  }
}

/** Магазин подарков (docs/modules/gift-shop.md): products, stock per office and orders of the request engine. */
export const giftShopModule = defineServerModule({
  name: 'gift-shop',
  services: ({ db, clock }, { requests, files, points }) => {
    // Deny and cancel give the stock back, confirm takes the points: in the transaction of the engine's step.
    requests.onStatusEntry.push(giftOrderStatusHook({ db, points }));
    const giftCatalogue = new GiftCatalogueService(db, files, points);
    return {
      giftCatalogue,
      giftOrders: new GiftOrdersService(db, clock, requests, files, giftCatalogue),
    };
  },
  routes: (api, { giftCatalogue, giftOrders }) =>
    api.register(giftShopRoutes, { catalogue: giftCatalogue, orders: giftOrders }),
  demo: async () => {
    const { seedGiftShopDemo } = await import('./gift-shop.demo.ts');
    return { seed: (db, { today }) => seedGiftShopDemo(db, { today }) };
  },
});
