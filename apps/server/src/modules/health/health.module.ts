import { defineServerModule } from '../../platform/modules/server-module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule = defineServerModule({
  name: 'health',
  routes: (api, _services, { database }) => api.register(healthRoutes, { database }),
});
