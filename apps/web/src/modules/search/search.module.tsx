import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { screen, type WebModule } from '../../app/routing/web-module.tsx';

const search = screen({
  key: 'search',
  label: 'Поиск сотрудников',
  path: '/search',
  description: 'Люди и материалы',
  page: lazyPage(() => import('./pages/SearchPage.tsx')),
});

export const searchModule: WebModule = {
  name: 'search',
  routes: [search.route],
  nav: { work: [search.entry] },
  access: [],
};
