import { defineServerModule } from '../../platform/modules/server-module.ts';
import { requestsRoutes } from './requests.routes.ts';
import { RequestsService } from './requests.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    requests: RequestsService;
  }
}

export const requestsModule = defineServerModule({
  name: 'requests',
  services: ({ db, database, clock }, { settings, workCalendar }) => ({
    requests: new RequestsService(db, clock, settings, workCalendar, database),
  }),
  routes: (api, { requests }) => api.register(requestsRoutes, { requests }),
  demo: async () => {
    const { seedRequestsDemo } = await import('./requests.demo.ts');
    return { seed: (db, people) => seedRequestsDemo(db, people) };
  },
});
