import { defineServerModule } from '../../platform/modules/server-module.ts';
import { searchRoutes } from './search.routes.ts';
import { SearchService } from './search.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    search: SearchService;
  }
}

export const searchModule = defineServerModule({
  name: 'search',
  services: ({ db, clock }) => ({ search: new SearchService(db, clock) }),
  routes: (api, { search }) => api.register(searchRoutes, { search }),
});
