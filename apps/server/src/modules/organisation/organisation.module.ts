import { defineServerModule } from '../../platform/modules/server-module.ts';
import { organisationRoutes } from './organisation.routes.ts';
import { OrganisationService } from './organisation.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    organisation: OrganisationService;
  }
}

export const organisationModule = defineServerModule({
  name: 'organisation',
  services: ({ db, database }) => ({ organisation: new OrganisationService(db, database) }),
  routes: (api, services) => api.register(organisationRoutes, { organisation: services.organisation }),
});
