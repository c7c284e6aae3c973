import { defineServerModule } from '../../platform/modules/server-module.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    notifications: NotificationsService;
  }
}

export const notificationsModule = defineServerModule({
  name: 'notifications',
  services: ({ db, hub, clock }) => ({ notifications: new NotificationsService(db, hub, clock) }),
  routes: (api, { notifications, auth }, { hub }) =>
    api.register(notificationsRoutes, {
      notifications,
      hub,
      authenticate: (token) => auth.authenticate(token),
    }),
});
