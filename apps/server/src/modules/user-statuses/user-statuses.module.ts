import { defineServerModule } from '../../platform/modules/server-module.ts';
import { userStatusesRoutes } from './user-statuses.routes.ts';
import { UserStatusesService } from './user-statuses.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    userStatuses: UserStatusesService;
  }
}

export const userStatusesModule = defineServerModule({
  name: 'user-statuses',
  services: ({ db, clock }) => ({ userStatuses: new UserStatusesService(db, clock) }),
  routes: (api, services) => api.register(userStatusesRoutes, { statuses: services.userStatuses }),
});
