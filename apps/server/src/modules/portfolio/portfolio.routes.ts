import type { FastifyPluginAsync } from 'fastify';
import { portfolioEndpoints as endpoints } from '@intranet/contracts/portfolio/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { CatalogKind, PortfolioCatalogService } from './portfolio-catalog.service.ts';
import type { PortfolioService } from './portfolio.service.ts';

interface Deps {
  portfolio: PortfolioService;
  portfolioCatalog: PortfolioCatalogService;
}

const signedIn = { guard: guards.signedIn() };
const manages = { guard: guards.access('portfolio.manage') };

/**
 * The projects portfolio, its technologies, sectors and customers (GET /departments is the organisation
 * module's), and the moderators' writes.
 */
export const portfolioRoutes: FastifyPluginAsync<Deps> = async (app, { portfolio, portfolioCatalog }) => {
  const catalogs = [
    {
      kind: 'technology' as CatalogKind,
      list: endpoints.technologies,
      create: endpoints.createTechnology,
      rename: endpoints.renameTechnology,
      remove: endpoints.removeTechnology,
    },
    {
      kind: 'sector' as CatalogKind,
      list: endpoints.sectors,
      create: endpoints.createSector,
      rename: endpoints.renameSector,
      remove: endpoints.removeSector,
    },
  ];
  for (const { kind, list, create, rename, remove } of catalogs) {
    route(app, list, signedIn, async () => ({ data: await portfolioCatalog.list(kind) }));
    route(app, create, manages, async (request) => ({
      data: await portfolioCatalog.create(requireUser(request), kind, request.body),
    }));
    route(app, rename, manages, async (request) => ({
      data: await portfolioCatalog.rename(requireUser(request), kind, request.params.id, request.body),
    }));
    route(app, remove, manages, (request) =>
      portfolioCatalog.remove(requireUser(request), kind, request.params.id),
    );
  }

  route(app, endpoints.customers, signedIn, async () => ({ data: await portfolioCatalog.listCustomers() }));

  route(app, endpoints.filters, signedIn, async () => ({ data: await portfolioCatalog.filters() }));

  // The hot path (bench:portfolio): the cards are built field by field from the contract (toListItem),
  // nothing to strip, so no schema pass over them.
  route(app, endpoints.projects, { ...signedIn, serializerCompiler: typedJsonSerializer }, (request) =>
    portfolio.list(requireUser(request), request.query),
  );

  route(app, endpoints.project, signedIn, async (request) => ({
    data: await portfolio.get(requireUser(request), request.params.id),
  }));

  route(app, endpoints.createProject, manages, async (request) => ({
    data: await portfolio.create(requireUser(request), request.body),
  }));

  route(app, endpoints.updateProject, manages, async (request) => ({
    data: await portfolio.update(requireUser(request), request.params.id, request.body),
  }));

  route(app, endpoints.removeProject, manages, (request) =>
    portfolio.remove(requireUser(request), request.params.id),
  );
};
