import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { pageRoute, pendingRoute, pendingScreen, type WebModule } from '../../app/routing/web-module.tsx';

/**
 * The portal's routes whose modules are not built yet: each shows
 * a titled «Раздел в разработке» page, guarded like the real one will be. A module that gets built takes
 * its routes and menu entries from here into its own manifest.
 */

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

/**
 * Platform: the services area's dismissal screens. /services, one request and /services/admin/dashboard are
 * the requests module's; transfers, education and cards have their own modules.
 */
export const servicesPlaceholder: WebModule = {
  name: 'services',
  routes: [
    pendingRoute('/services/dismissing-list', 'Увольнение сотрудников'),
    pendingRoute('/services/dismissing-data', 'Данные по увольнениям'),
    pendingRoute('/services/dismissing-survey', 'Опрос при увольнении'),
    pendingRoute('/services/dismissing/new', 'Новая заявка на увольнение'),
    redirect('/services/admin', '/services/admin/dashboard'),
  ],
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

/** The services catalogue: an external site (setting `services_catalog_url`). */
export const servicesCatalogPlaceholder: WebModule = {
  name: 'services-catalog',
  routes: CATALOGUE_PATHS.map((path) => pageRoute(path, CatalogRedirectPage)),
  nav: {
    work: [
      {
        key: 'services-catalog',
        label: 'Каталог сервисов',
        path: '/services-catalog',
        description: 'Сервисы компаний группы',
      },
    ],
  },
  access: [],
};

const jobSafety = pendingScreen({
  key: 'job-safety',
  label: 'Охрана труда',
  path: '/job-safety',
  description: 'Обучение и тестирование',
});

/** Occupational safety: articles, tests, education. */
export const jobSafetyPlaceholder: WebModule = {
  name: 'job-safety',
  routes: [
    jobSafety.route,
    pendingRoute('/job-safety/articles/:id', 'Статья по охране труда'),
    pendingRoute('/job-safety/test', 'Тестирование по охране труда'),
    pendingRoute('/job-safety/education', 'Обучение по охране труда'),
  ],
  nav: { work: [jobSafety.entry] },
  access: [],
};
