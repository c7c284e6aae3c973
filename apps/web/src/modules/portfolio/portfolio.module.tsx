import { portfolioContract } from '@intranet/contracts/portfolio/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

const PortfolioPage = lazyPage(() => import('./pages/PortfolioPage.tsx'));
const ProjectPage = lazyPage(() => import('./pages/ProjectPage.tsx'));

const portfolio = screen({ key: 'project', label: 'Проекты', path: '/project', page: PortfolioPage });

/**
 * The projects portfolio (/project, /project/{id}; top menu «Проекты»; docs/modules/portfolio.md). Named
 * `portfolio` because "projects" already means the TimeSheet's customer projects.
 */
export const portfolioModule: WebModule = {
  name: 'portfolio',
  routes: [portfolio.route, pageRoute('/project/:id', ProjectPage)],
  nav: { top: [portfolio.entry] },
  access: accessKeysOf(portfolioContract.access),
};
