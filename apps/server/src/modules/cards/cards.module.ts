import { defineServerModule } from '../../platform/modules/server-module.ts';
import { cardsRoutes } from './cards.routes.ts';
import { CardsService } from './cards.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    businessCards: CardsService;
  }
}

/** Визитные карточки (docs/modules/cards.md): requests of the request engine with their own fields. */
export const cardsModule = defineServerModule({
  name: 'cards',
  services: ({ db, clock }, { requests, settings, files }) => ({
    businessCards: new CardsService(db, clock, requests, settings, files),
  }),
  routes: (api, { businessCards }) => api.register(cardsRoutes, { cards: businessCards }),
  demo: async () => {
    const { seedCardsDemo } = await import('./cards.demo.ts');
    return { seed: (db, people) => seedCardsDemo(db, people) };
  },
});
