import { jobSafetyContract } from '@intranet/contracts/job-safety/module';
import { accessKeysOf, pendingRoute, pendingScreen, type WebModule } from '../../app/routing/web-module.tsx';

const jobSafety = pendingScreen({
  key: 'job-safety',
  label: 'Охрана труда',
  path: '/job-safety',
  description: 'Обучение и тестирование',
});

/** Occupational safety (docs/modules/job-safety.md): articles, tests, education, evaluations, protocols. */
export const jobSafetyModule: WebModule = {
  name: 'job-safety',
  routes: [
    jobSafety.route,
    pendingRoute('/job-safety/articles/:id', 'Статья по охране труда'),
    pendingRoute('/job-safety/test', 'Тестирование по охране труда'),
    pendingRoute('/job-safety/education', 'Обучение по охране труда'),
  ],
  nav: { work: [jobSafety.entry] },
  access: accessKeysOf(jobSafetyContract.access),
};
