import { requestsContract } from '@intranet/contracts/requests/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

const services = screen({
  key: 'services',
  label: 'Заявки',
  path: '/services',
  description: 'Ожидают моего решения, мои заявки, новая заявка',
  page: lazyPage(() => import('./pages/ServicesPage.tsx')),
});
const admin = screen({
  key: 'services-admin',
  label: 'Администрирование заявок',
  path: '/services/admin/dashboard',
  access: ['requests.desk'],
  description: 'Ожидающие решения заявки всех видов, счётчики по статусам, выгрузки',
  page: lazyPage(() => import('./pages/RequestsAdminPage.tsx')),
});
const RequestPage = lazyPage(() => import('./pages/RequestPage.tsx'));

/**
 * The request engine's pages (docs/modules/requests.md): /services with the inbox and my requests, one
 * request at /services/requests/{id}, and the services admin desk /services/admin/dashboard. Entries of the
 * «Сервисы» menu.
 */
export const requestsModule: WebModule = {
  name: 'requests',
  routes: [services.route, pageRoute('/services/requests/:id', RequestPage), admin.route],
  nav: { work: [services.entry, admin.entry] },
  access: accessKeysOf(requestsContract.access),
};
