import { userStatusesContract } from '@intranet/contracts/user-statuses/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, screen, type WebModule } from '../../app/routing/web-module.tsx';

const statuses = screen({
  key: 'users-statuses',
  label: 'Статусы сотрудников',
  path: '/users-statuses',
  access: ['users-statuses'],
  description: 'Отсутствия и нерабочие статусы',
  page: lazyPage(() => import('./pages/UsersStatusesPage.tsx')),
});

export const usersStatusesModule: WebModule = {
  name: 'users-statuses',
  routes: [statuses.route],
  nav: { work: [statuses.entry] },
  access: accessKeysOf(userStatusesContract.access),
};
