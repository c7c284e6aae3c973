import { defineServerModule } from '../../platform/modules/server-module.ts';
import { permissionsRoutes } from './permissions.routes.ts';
import { PermissionsService } from './permissions.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    permissions: PermissionsService;
  }
}

export const permissionsModule = defineServerModule({
  name: 'permissions',
  services: ({ db, sessionCache }) => ({ permissions: new PermissionsService(db, sessionCache) }),
  routes: (api, services) => api.register(permissionsRoutes, { permissions: services.permissions }),
});
