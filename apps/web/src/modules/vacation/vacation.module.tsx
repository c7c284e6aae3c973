import { vacationContract } from '@intranet/contracts/vacation/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, defineSection, pageRoute, type WebModule } from '../../app/routing/web-module.tsx';

/** Vacation tabs 0-7 (docs/modules/vacation.md); each page is its own chunk. */
const section = defineSection({
  key: 'vacation',
  path: '/vacation',
  title: 'Отпуска',
  tabs: [
    {
      key: 'planning',
      label: 'Планирование',
      path: '',
      access: ['vacation.planning'],
      page: lazyPage(() => import('./pages/VacationPlanningPage.tsx')),
    },
    {
      key: 'matching',
      label: 'Согласование/сравнение',
      path: 'matching',
      access: ['vacation.matching'],
      page: lazyPage(() => import('./pages/VacationMatchingPage.tsx')),
    },
    {
      key: 'docs',
      label: 'Документы и шаблоны',
      path: 'docs',
      access: ['vacation.docs'],
      page: lazyPage(() => import('./pages/VacationDocsPage.tsx')),
    },
    {
      key: 'notice',
      label: 'Уведомление',
      path: 'notice',
      access: ['vacation.notice'],
      page: lazyPage(() => import('./pages/VacationNoticePage.tsx')),
    },
    {
      key: 'reports',
      label: 'Отчеты',
      path: 'reports',
      access: ['vacation.reports'],
      page: lazyPage(() => import('./reports/pages/VacationReportsPage.tsx')),
    },
    {
      key: 'faq',
      label: 'FAQ',
      path: 'faq',
      access: ['vacation.faq'],
      page: lazyPage(() => import('./pages/VacationFaqPage.tsx')),
    },
    {
      key: 'settings',
      label: 'Настройки',
      path: 'settings',
      access: ['vacation.settings'],
      page: lazyPage(() => import('./pages/VacationSettingsPage.tsx')),
    },
    {
      key: 'remaining-days',
      label: 'Остатки отпусков',
      path: 'settings/remaining-days',
      access: ['vacation.remaining-days'],
      page: lazyPage(() => import('./pages/VacationRemainingDaysPage.tsx')),
    },
  ],
  routes: [
    pageRoute(
      'reports/:reportType',
      lazyPage(() => import('./pages/VacationReportPage.tsx')),
      ['vacation.reports'],
    ),
  ],
});

/** The Vacation tab bar: who sees which tab. */
export const VACATION_TABS = section.tabs;

export const vacationModule: WebModule = {
  name: 'vacation',
  routes: [section.route],
  nav: { work: [section.entry({ description: 'Планирование и согласование отпусков' })] },
  access: accessKeysOf(vacationContract.access),
};
