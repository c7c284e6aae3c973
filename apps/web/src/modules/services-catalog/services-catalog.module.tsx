import { servicesCatalogContract } from '@intranet/contracts/services-catalog/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, type WebModule } from '../../app/routing/web-module.tsx';

const CatalogRedirectPage = lazyPage(() => import('./pages/CatalogRedirectPage.tsx'));
const CATALOGUE_PATHS = [
  '/catalog',
  '/services-catalog',
  '/services-catalog/faq',
  '/services-catalog/:groupId',
  '/services-catalog/:groupId/:serviceId',
];

const catalogEntry = {
  key: 'services-catalog',
  label: 'Каталог сервисов',
  path: '/services-catalog',
  description: 'Сервисы компаний группы',
};

/** The services catalogue (docs/modules/services-catalog.md): an external site (setting `services_catalog_url`). */
export const servicesCatalogModule: WebModule = {
  name: 'services-catalog',
  routes: CATALOGUE_PATHS.map((path) => pageRoute(path, CatalogRedirectPage)),
  nav: { work: [catalogEntry], services: [catalogEntry] },
  access: accessKeysOf(servicesCatalogContract.access),
};
