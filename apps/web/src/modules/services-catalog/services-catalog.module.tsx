import { servicesCatalogContract } from '@intranet/contracts/services-catalog/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, type WebModule } from '../../app/routing/web-module.tsx';

const CatalogPage = lazyPage(() => import('./pages/CatalogPage.tsx'));
const GroupPage = lazyPage(() => import('./pages/GroupPage.tsx'));
const ServicePage = lazyPage(() => import('./pages/ServicePage.tsx'));
const FaqPage = lazyPage(() => import('./pages/FaqPage.tsx'));
const CatalogAdminPage = lazyPage(() => import('./admin/CatalogAdminPage.tsx'));

const catalogEntry = {
  key: 'services-catalog',
  label: 'Каталог сервисов',
  path: '/services-catalog',
  description: 'Сервисы компаний группы',
};

/**
 * The services catalogue (docs/modules/services-catalog.md): its own screens, or the external site of the
 * setting `services_catalog_url` when an administrator set one (components/ExternalCatalogGate.tsx). The
 * editing page is the product's own whichever way the catalogue is shown.
 */
export const servicesCatalogModule: WebModule = {
  name: 'services-catalog',
  routes: [
    pageRoute('/catalog', CatalogPage),
    pageRoute('/services-catalog', CatalogPage),
    pageRoute('/services-catalog/faq', FaqPage),
    pageRoute('/services-catalog/admin', CatalogAdminPage, ['services-catalog.edit']),
    pageRoute('/services-catalog/:groupId', GroupPage),
    pageRoute('/services-catalog/:groupId/:serviceId', ServicePage),
  ],
  nav: { work: [catalogEntry], services: [catalogEntry] },
  access: accessKeysOf(servicesCatalogContract.access),
};
