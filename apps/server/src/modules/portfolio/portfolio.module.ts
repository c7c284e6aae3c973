import { defineServerModule } from '../../platform/modules/server-module.ts';
import { PortfolioCatalogService } from './portfolio-catalog.service.ts';
import { portfolioRoutes } from './portfolio.routes.ts';
import { PortfolioService } from './portfolio.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    portfolio: PortfolioService;
    portfolioCatalog: PortfolioCatalogService;
  }
}

/**
 * The projects portfolio (routes /project, /project/{id} on the web; "projects" alone already names the
 * TimeSheet's customer projects, hence the module's name). Likes and comments of a project are the social
 * module's, its search entries the search module's.
 */
export const portfolioModule = defineServerModule({
  name: 'portfolio',
  demo: async () => {
    const { seedPortfolioDemo } = await import('./portfolio.demo.ts');
    return { fill: (db, storage) => seedPortfolioDemo(db, storage) };
  },
  services: ({ db, clock }, { files, search, social }) => {
    const portfolio = new PortfolioService(db, files, search);
    social.registerEntity('project', { visible: (_actor, ids) => portfolio.visible(ids) });
    return {
      portfolio,
      portfolioCatalog: new PortfolioCatalogService(db, clock, (ids) => portfolio.index(ids)),
    };
  },
  routes: (api, { portfolio, portfolioCatalog }) =>
    api.register(portfolioRoutes, { portfolio, portfolioCatalog }),
});
