import { defineServerModule } from '../../platform/modules/server-module.ts';
import { factsRoutes } from './facts.routes.ts';
import { FactsService } from './facts.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    facts: FactsService;
  }
}

/** Facts on the vacation card (docs/modules/facts.md). */
export const factsModule = defineServerModule({
  name: 'facts',
  services: ({ db }) => ({ facts: new FactsService(db) }),
  routes: async (api, services) => {
    await api.register(factsRoutes, { facts: services.facts });
  },
});
