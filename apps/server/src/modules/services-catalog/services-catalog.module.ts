import { defineServerModule } from '../../platform/modules/server-module.ts';

/** Каталог сервисов (docs/modules/services-catalog.md): groups, services, likes and proposals. */
export const servicesCatalogModule = defineServerModule({
  name: 'services-catalog',
});
