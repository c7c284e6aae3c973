import { dismissalContract } from '@intranet/contracts/dismissal/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

/** Everyone: the applications they take part in, a leaver's own bypass sheet, the checking departments' work. */
const list = screen({
  key: 'dismissal',
  label: 'Увольнение сотрудников',
  path: '/services/dismissing-list',
  description: 'Заявления на увольнение и обходные листы',
  page: lazyPage(() => import('./pages/DismissalListPage.tsx')),
});
/** The desk (HR, dismissal administrators): every application with its data, and the report. */
const data = screen({
  key: 'dismissal-data',
  label: 'Данные по увольнениям',
  path: '/services/dismissing-data',
  access: ['dismissal.desk'],
  description: 'Все заявления на увольнение и отчёт',
  page: lazyPage(() => import('./pages/DismissalDataPage.tsx')),
});

/** Offboarding (docs/modules/dismissal.md): dismissal applications of the request engine. */
export const dismissalModule: WebModule = {
  name: 'dismissal',
  routes: [
    list.route,
    data.route,
    pageRoute(
      '/services/dismissing-survey',
      lazyPage(() => import('./pages/DismissalSurveyPage.tsx')),
    ),
    pageRoute(
      '/services/dismissing/new',
      lazyPage(() => import('./pages/NewDismissalPage.tsx')),
      ['dismissal.create'],
    ),
    pageRoute(
      '/services/dismissing/:id',
      lazyPage(() => import('./pages/DismissalPage.tsx')),
    ),
  ],
  nav: { work: [list.entry, data.entry], services: [list.entry] },
  access: accessKeysOf(dismissalContract.access),
};
