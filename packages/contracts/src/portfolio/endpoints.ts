import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  portfolioCatalogInputSchema,
  portfolioCatalogItemSchema,
  projectFiltersSchema,
  projectInputSchema,
  projectListItemSchema,
  projectSchema,
  projectsQuerySchema,
} from './portfolio.ts';

const project = z.object({ data: projectSchema });
const catalogItem = z.object({ data: portfolioCatalogItemSchema });
const catalog = z.object({ data: z.array(portfolioCatalogItemSchema) });

/** The projects portfolio and its lists of technologies and sectors (docs/modules/portfolio.md). */
export const portfolioEndpoints = defineEndpoints('portfolio', {
  technologies: {
    method: 'GET',
    path: '/technologies',
    summary: 'Технологии портфолио с числом проектов',
    response: catalog,
  },
  createTechnology: {
    method: 'POST',
    path: '/technologies',
    summary: 'Технологии: новая запись (модераторы и администраторы)',
    body: portfolioCatalogInputSchema,
    response: catalogItem,
    status: 201,
  },
  renameTechnology: {
    method: 'PUT',
    path: '/technologies/{id}',
    summary: 'Технологии: переименование',
    params: idParamsSchema,
    body: portfolioCatalogInputSchema,
    response: catalogItem,
  },
  removeTechnology: {
    method: 'DELETE',
    path: '/technologies/{id}',
    summary: 'Технологии: удаление неиспользуемой записи',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  sectors: {
    method: 'GET',
    path: '/sectors',
    summary: 'Отрасли портфолио с числом проектов',
    response: catalog,
  },
  createSector: {
    method: 'POST',
    path: '/sectors',
    summary: 'Отрасли: новая запись (модераторы и администраторы)',
    body: portfolioCatalogInputSchema,
    response: catalogItem,
    status: 201,
  },
  renameSector: {
    method: 'PUT',
    path: '/sectors/{id}',
    summary: 'Отрасли: переименование',
    params: idParamsSchema,
    body: portfolioCatalogInputSchema,
    response: catalogItem,
  },
  removeSector: {
    method: 'DELETE',
    path: '/sectors/{id}',
    summary: 'Отрасли: удаление неиспользуемой записи',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  customers: {
    method: 'GET',
    path: '/customers',
    summary: 'Заказчики (тип 1) с числом проектов портфолио',
    response: catalog,
  },
  filters: {
    method: 'GET',
    path: '/projects/filters',
    summary: 'Значения фильтров, которые встречаются в проектах, с числом проектов',
    response: z.object({ data: projectFiltersSchema }),
  },
  projects: {
    method: 'GET',
    path: '/projects',
    summary: 'Проекты портфолио по страницам (technologies, customer, sector, department, year, q)',
    query: projectsQuerySchema,
    response: listEnvelopeSchema(projectListItemSchema),
  },
  project: {
    method: 'GET',
    path: '/projects/{id}',
    summary: 'Проект портфолио',
    params: idParamsSchema,
    response: project,
  },
  createProject: {
    method: 'POST',
    path: '/projects',
    summary: 'Новый проект портфолио (модераторы и администраторы)',
    body: projectInputSchema,
    response: project,
    status: 201,
  },
  updateProject: {
    method: 'PUT',
    path: '/projects/{id}',
    summary: 'Правка проекта портфолио',
    params: idParamsSchema,
    body: projectInputSchema,
    response: project,
  },
  removeProject: {
    method: 'DELETE',
    path: '/projects/{id}',
    summary: 'Удаление проекта портфолио',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
});
