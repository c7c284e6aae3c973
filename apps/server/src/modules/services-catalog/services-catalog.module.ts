import { defineServerModule } from '../../platform/modules/server-module.ts';
import { CatalogAdminService } from './services-catalog.admin.ts';
import { servicesCatalogRoutes } from './services-catalog.routes.ts';
import { ServicesCatalogService } from './services-catalog.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    servicesCatalog: ServicesCatalogService;
    servicesCatalogAdmin: CatalogAdminService;
  }
}

/** Каталог сервисов (docs/modules/services-catalog.md): groups, services, likes and proposals. */
export const servicesCatalogModule = defineServerModule({
  name: 'services-catalog',
  services: ({ db }, { requests, files }) => {
    const servicesCatalog = new ServicesCatalogService(db, requests, files);
    return { servicesCatalog, servicesCatalogAdmin: new CatalogAdminService(db, files, servicesCatalog) };
  },
  routes: (api, { servicesCatalog, servicesCatalogAdmin }) =>
    api.register(servicesCatalogRoutes, { catalog: servicesCatalog, admin: servicesCatalogAdmin }),
  demo: async () => {
    const { seedServicesCatalogDemo } = await import('./services-catalog.demo.ts');
    return { seed: (db, people) => seedServicesCatalogDemo(db, people) };
  },
});
