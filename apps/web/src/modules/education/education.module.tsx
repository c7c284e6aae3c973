import { educationContract } from '@intranet/contracts/education/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

const education = screen({
  key: 'education',
  label: 'Обучение',
  path: '/services/education',
  description: 'Заявки на внешнее обучение и приказы',
  page: lazyPage(() => import('./pages/EducationPage.tsx')),
});

/** Education requests, facilities and edicts (docs/modules/education.md): requests of the request engine. */
export const educationModule: WebModule = {
  name: 'education',
  routes: [
    education.route,
    pageRoute(
      '/services/education/create',
      lazyPage(() => import('./pages/EducationCreatePage.tsx')),
    ),
    pageRoute(
      '/services/education/:id',
      lazyPage(() => import('./pages/EducationRequestPage.tsx')),
    ),
    pageRoute(
      '/services/admin/edict',
      lazyPage(() => import('./pages/EdictsAdminPage.tsx')),
      ['education.admin'],
    ),
    pageRoute(
      '/services/admin/facilities',
      lazyPage(() => import('./pages/FacilitiesAdminPage.tsx')),
      ['education.admin'],
    ),
  ],
  nav: { work: [education.entry], services: [education.entry] },
  access: accessKeysOf(educationContract.access),
};
