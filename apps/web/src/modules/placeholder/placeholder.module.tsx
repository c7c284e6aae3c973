import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { pageRoute, type WebModule } from '../../app/routing/web-module.tsx';

/**
 * The portal's routes whose modules are not built yet: each shows
 * a titled «Раздел в разработке» page, guarded like the real one will be. A module that gets built takes
 * its routes and menu entries from here into its own manifest.
 */

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

/**
 * Platform: the services area's admin address. /services, one request and /services/admin/dashboard are the
 * requests module's; transfers, education, cards and dismissal have their own modules.
 */
export const servicesPlaceholder: WebModule = {
  name: 'services',
  routes: [redirect('/services/admin', '/services/admin/dashboard')],
  access: [],
};

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

/** The services catalogue: an external site (setting `services_catalog_url`). */
export const servicesCatalogPlaceholder: WebModule = {
  name: 'services-catalog',
  routes: CATALOGUE_PATHS.map((path) => pageRoute(path, CatalogRedirectPage)),
  nav: { work: [catalogEntry], services: [catalogEntry] },
  access: [],
};
