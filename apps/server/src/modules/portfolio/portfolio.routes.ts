import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  listEnvelopeSchema,
  portfolioCatalogInputSchema,
  portfolioCatalogItemSchema,
  projectFiltersSchema,
  projectInputSchema,
  projectListItemSchema,
  projectSchema,
  projectsQuerySchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { CatalogKind, PortfolioCatalogService } from './portfolio-catalog.service.ts';
import type { PortfolioService } from './portfolio.service.ts';

interface Deps {
  portfolio: PortfolioService;
  portfolioCatalog: PortfolioCatalogService;
}

const tags = ['portfolio'];
const signedIn = { guard: guards.signedIn() };
const manages = { guard: guards.access('portfolio.manage') };
const one = <T extends z.ZodType>(item: T) => z.object({ data: item });

/**
 * The projects portfolio (GET /technologies, /customers, /sectors, /projects/filters,
 * /projects, /projects/{id}; GET /departments is the organisation module's) and the moderators' writes.
 */
export const portfolioRoutes: FastifyPluginAsyncZod<Deps> = async (app, { portfolio, portfolioCatalog }) => {
  const catalogs: { path: string; kind: CatalogKind; label: string }[] = [
    { path: '/technologies', kind: 'technology', label: 'Технологии' },
    { path: '/sectors', kind: 'sector', label: 'Отрасли' },
  ];
  for (const { path, kind, label } of catalogs) {
    app.get(
      path,
      {
        config: signedIn,
        schema: {
          tags,
          summary: `${label} портфолио с числом проектов`,
          response: { 200: one(z.array(portfolioCatalogItemSchema)) },
        },
      },
      async () => ({ data: await portfolioCatalog.list(kind) }),
    );
    app.post(
      path,
      {
        config: manages,
        schema: {
          tags,
          summary: `${label}: новая запись (модераторы и администраторы)`,
          body: portfolioCatalogInputSchema,
          response: { 201: one(portfolioCatalogItemSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await portfolioCatalog.create(requireUser(request), kind, request.body) }),
    );
    app.put(
      `${path}/:id`,
      {
        config: manages,
        schema: {
          tags,
          summary: `${label}: переименование`,
          params: idParamsSchema,
          body: portfolioCatalogInputSchema,
          response: { 200: one(portfolioCatalogItemSchema) },
        },
      },
      async (request) => ({
        data: await portfolioCatalog.rename(requireUser(request), kind, request.params.id, request.body),
      }),
    );
    app.delete(
      `${path}/:id`,
      {
        config: manages,
        schema: { tags, summary: `${label}: удаление неиспользуемой записи`, params: idParamsSchema },
      },
      async (request, reply) => {
        await portfolioCatalog.remove(requireUser(request), kind, request.params.id);
        return reply.status(204).send();
      },
    );
  }

  app.get(
    '/customers',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Заказчики (тип 1) с числом проектов портфолио',
        response: { 200: one(z.array(portfolioCatalogItemSchema)) },
      },
    },
    async () => ({ data: await portfolioCatalog.listCustomers() }),
  );

  app.get(
    '/projects/filters',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Значения фильтров, которые встречаются в проектах, с числом проектов',
        response: { 200: one(projectFiltersSchema) },
      },
    },
    async () => ({ data: await portfolioCatalog.filters() }),
  );

  app.get(
    '/projects',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Проекты портфолио по страницам (technologies, customer, sector, department, year, q)',
        querystring: projectsQuerySchema,
        response: { 200: listEnvelopeSchema(projectListItemSchema) },
      },
      // The hot path (bench:portfolio): the cards are built field by field from the contract (toListItem),
      // nothing to strip, so no schema pass over them.
      serializerCompiler: typedJsonSerializer,
    },
    async (request) => portfolio.list(requireUser(request), request.query),
  );

  app.get(
    '/projects/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Проект портфолио',
        params: idParamsSchema,
        response: { 200: one(projectSchema) },
      },
    },
    async (request) => ({ data: await portfolio.get(requireUser(request), request.params.id) }),
  );

  app.post(
    '/projects',
    {
      config: manages,
      schema: {
        tags,
        summary: 'Новый проект портфолио (модераторы и администраторы)',
        body: projectInputSchema,
        response: { 201: one(projectSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await portfolio.create(requireUser(request), request.body) }),
  );

  app.put(
    '/projects/:id',
    {
      config: manages,
      schema: {
        tags,
        summary: 'Правка проекта портфолио',
        params: idParamsSchema,
        body: projectInputSchema,
        response: { 200: one(projectSchema) },
      },
    },
    async (request) => ({
      data: await portfolio.update(requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/projects/:id',
    {
      config: manages,
      schema: { tags, summary: 'Удаление проекта портфолио', params: idParamsSchema },
    },
    async (request, reply) => {
      await portfolio.remove(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
