import { defineServerModule } from '../../platform/modules/server-module.ts';
import { supportRoutes } from './support.routes.ts';
import { SupportService } from './support.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    support: SupportService;
  }
}

export const supportModule = defineServerModule({
  name: 'support',
  services: ({ db }, { files, notifications }) => ({ support: new SupportService(db, files, notifications) }),
  routes: (api, { support }, { storage }) => api.register(supportRoutes, { support, storage }),
});
