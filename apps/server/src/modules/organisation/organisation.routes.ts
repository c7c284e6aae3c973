import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chargeSchema,
  companySchema,
  customerSchema,
  customersQuerySchema,
  departmentSchema,
  idParamsSchema,
  structureNodeSchema,
  structuresQuerySchema,
} from '@intranet/contracts';
import { guards } from '../../platform/auth/guard.ts';
import { nest, type OrganisationService } from './organisation.service.ts';

const list = <T extends z.ZodType>(item: T) => ({ 200: z.object({ data: z.array(item) }) });
const one = <T extends z.ZodType>(item: T) => ({ 200: z.object({ data: item }) });
const isTrue = (value: string | undefined) => value === '1' || value === 'true';
const signedIn = { guard: guards.signedIn() };
const tags = ['directory'];

export const organisationRoutes: FastifyPluginAsyncZod<{ organisation: OrganisationService }> = async (
  app,
  { organisation },
) => {
  app.get(
    '/companies',
    { config: signedIn, schema: { tags, summary: 'Компании', response: list(companySchema) } },
    async () => ({
      data: await organisation.listCompanies(),
    }),
  );

  app.get(
    '/companies/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'Компания', params: idParamsSchema, response: one(companySchema) },
    },
    async (request) => ({ data: await organisation.getCompany(request.params.id) }),
  );

  app.get(
    '/subdivision',
    {
      config: signedIn,
      schema: { tags, summary: 'Блоки с практиками', response: list(structureNodeSchema) },
    },
    async () => ({ data: await organisation.subdivisionTree() }),
  );

  app.get(
    '/departments',
    {
      config: signedIn,
      schema: { tags, summary: 'Подразделения: блоки и практики', response: list(departmentSchema) },
    },
    async () => ({ data: await organisation.listDepartments() }),
  );

  app.get(
    '/departments/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'Подразделение', params: idParamsSchema, response: one(departmentSchema) },
    },
    async (request) => ({ data: await organisation.getDepartment(request.params.id) }),
  );

  app.get(
    '/charges',
    { config: signedIn, schema: { tags, summary: 'Коды затрат', response: list(chargeSchema) } },
    async () => ({
      data: await organisation.listCharges(),
    }),
  );

  app.get(
    '/work_formats',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Форматы работы',
        response: list(z.object({ id: z.number(), name: z.string() })),
      },
    },
    async () => ({ data: organisation.listWorkFormats() }),
  );

  app.get(
    '/dba_structures',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Оргструктура: лига, блоки, практики, проекты, регионы, офисы',
        querystring: structuresQuerySchema,
        response: list(structureNodeSchema),
      },
    },
    async (request) => {
      const { display, entity_type, level, parent_id, tree } = request.query;
      const nodes = await organisation.listStructures({
        display,
        entityTypes: entity_type,
        levels: level,
        parentId: parent_id,
      });
      if (!isTrue(tree)) return { data: nodes };
      return { data: nest(nodes, (node) => node.parent_id) };
    },
  );

  app.get(
    '/dba_customers',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Заказчики и проекты',
        querystring: customersQuerySchema,
        response: list(customerSchema),
      },
    },
    async (request) => {
      const { entity_type, type_id, parent_id, with_children } = request.query;
      return {
        data: await organisation.listCustomers({
          entityTypes: entity_type,
          typeIds: type_id,
          parentIds: parent_id,
          withChildren: isTrue(with_children),
        }),
      };
    },
  );

  app.get(
    '/dba_projects',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Проекты (фильтр parent_id — список заказчиков)',
        querystring: customersQuerySchema.pick({ parent_id: true }),
        response: list(customerSchema),
      },
    },
    async (request) => ({ data: await organisation.listProjects(request.query.parent_id) }),
  );
};
