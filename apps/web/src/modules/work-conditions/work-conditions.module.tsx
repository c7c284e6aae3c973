import { workConditionsContract } from '@intranet/contracts/work-conditions/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

const workConditions = screen({
  key: 'work-conditions',
  label: 'Условия работы',
  path: '/work-conditions',
  access: ['work-conditions'],
  description: 'Должности и условия работы сотрудников',
  page: lazyPage(() => import('./pages/WorkConditionsPage.tsx')),
});

/** Work conditions (docs/modules/work-conditions.md): /work-conditions and its report. */
export const workConditionsModule: WebModule = {
  name: 'work-conditions',
  routes: [
    workConditions.route,
    pageRoute(
      '/work-conditions/report',
      lazyPage(() => import('./pages/WorkConditionsReportPage.tsx')),
      ['work-conditions'],
    ),
  ],
  nav: { work: [workConditions.entry] },
  access: accessKeysOf(workConditionsContract.access),
};
