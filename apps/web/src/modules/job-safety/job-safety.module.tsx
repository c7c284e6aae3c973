import { jobSafetyContract } from '@intranet/contracts/job-safety/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

const jobSafety = screen({
  key: 'job-safety',
  label: 'Охрана труда',
  path: '/job-safety',
  description: 'Обучение и тестирование',
  page: lazyPage(() => import('./pages/JobSafetyPage.tsx')),
});

/** Occupational safety (docs/modules/job-safety.md): articles, tests, education, evaluations, protocols. */
export const jobSafetyModule: WebModule = {
  name: 'job-safety',
  routes: [
    jobSafety.route,
    pageRoute(
      '/job-safety/articles/:id',
      lazyPage(() => import('./pages/ArticlePage.tsx')),
    ),
    pageRoute(
      '/job-safety/test',
      lazyPage(() => import('./pages/TestPage.tsx')),
    ),
    pageRoute(
      '/job-safety/education',
      lazyPage(() => import('./pages/EducationPage.tsx')),
    ),
    pageRoute(
      '/job-safety/tickets',
      lazyPage(() => import('./tickets/TicketsPage.tsx')),
      ['job-safety.admin'],
    ),
    pageRoute(
      '/job-safety/tickets/:id',
      lazyPage(() => import('./tickets/TicketEditorPage.tsx')),
      ['job-safety.admin'],
    ),
  ],
  nav: { work: [jobSafety.entry] },
  access: accessKeysOf(jobSafetyContract.access),
};
