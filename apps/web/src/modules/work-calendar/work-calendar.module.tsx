import { workCalendarContract } from '@intranet/contracts/work-calendar/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, screen, type WebModule } from '../../app/routing/web-module.tsx';

/** The work calendar lives among the TimeSheet settings (its tabs stay on top). */
const calendar = screen({
  key: 'work-calendar',
  label: 'Производственный календарь',
  path: '/timesheet/settings/calendar',
  access: ['work-calendar.edit'],
  description: 'Праздники, переносы и сокращенные дни',
  page: lazyPage(() => import('./pages/WorkCalendarPage.tsx')),
});

export const workCalendarModule: WebModule = {
  name: 'work-calendar',
  sectionRoutes: { timesheet: [calendar.route] },
  nav: { work: [calendar.entry] },
  access: accessKeysOf(workCalendarContract.access),
};
