import { timesheetContract } from '@intranet/contracts/timesheet/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, defineSection, pageRoute, type WebModule } from '../../app/routing/web-module.tsx';

const settings = ['timesheet.settings'] as const;

/** TimeSheet tabs 0-6 (docs/modules/timesheet.md); each page is its own chunk. */
const section = defineSection({
  key: 'timesheet',
  path: '/timesheet',
  title: 'TimeSheet',
  tabs: [
    {
      key: 'fill',
      label: 'Заполнение',
      path: 'fill',
      access: ['timesheet.fill'],
      page: lazyPage(() => import('./writes/pages/TimesheetFillPage.tsx')),
    },
    {
      key: 'approve',
      label: 'Согласование',
      path: 'approve',
      access: ['timesheet.approve'],
      page: lazyPage(() => import('./writes/pages/TimesheetApprovePage.tsx')),
    },
    {
      key: 'reports',
      label: 'Отчеты',
      path: 'reports',
      access: ['timesheet.reports'],
      page: lazyPage(() => import('./reports/pages/TimesheetReportsPage.tsx')),
    },
    {
      key: 'settings',
      label: 'Настройки',
      path: 'settings',
      access: settings,
      page: lazyPage(() => import('./periods/pages/TimesheetSettingsPage.tsx')),
    },
    {
      key: 'services',
      label: 'Сервисы',
      path: 'services',
      access: ['timesheet.services'],
      page: lazyPage(() => import('./distributions/pages/TimesheetServicesPage.tsx')),
    },
    {
      key: 'faq',
      label: 'FAQ',
      path: 'faq',
      access: ['timesheet.faq'],
      page: lazyPage(() => import('./pages/TimesheetFaqPage.tsx')),
    },
    {
      key: 'exemption',
      label: 'Исключения',
      path: 'exemption',
      access: ['timesheet.exemption'],
      page: lazyPage(() => import('./exemptions/pages/TimesheetExemptionPage.tsx')),
    },
  ],
  // Settings pages of their own (the work calendar and permissions modules add theirs here too).
  routes: [
    pageRoute(
      'settings/redistribution',
      lazyPage(() => import('./redistribution/pages/TimesheetRedistributionPage.tsx')),
      settings,
    ),
    pageRoute(
      'settings/autofill',
      lazyPage(() => import('./autofill/pages/TimesheetAutofillPage.tsx')),
      settings,
    ),
  ],
});

/** The TimeSheet tab bar: who sees which tab. */
export const TIMESHEET_TABS = section.tabs;

export const timesheetModule: WebModule = {
  name: 'timesheet',
  routes: [section.route],
  nav: { work: [section.entry({ description: 'Учет рабочего времени по проектам' })] },
  access: accessKeysOf(timesheetContract.access),
};
