import { defineServerModule } from '../../platform/modules/server-module.ts';
import { settingsRoutes } from './settings.routes.ts';
import { SettingsService } from './settings.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    settings: SettingsService;
  }
}

export const settingsModule = defineServerModule({
  name: 'settings',
  services: ({ db, database }) => ({ settings: new SettingsService(db, database) }),
  routes: (api, services) => api.register(settingsRoutes, { settings: services.settings }),
});
