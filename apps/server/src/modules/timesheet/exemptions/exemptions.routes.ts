import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CUSTOMER_TYPE,
  ENTITY_TYPE,
  EXEMPTION_REPORT_NAMES,
  exemptionNotificationBodySchema,
  exemptionNotificationResultSchema,
  exemptionOptionSchema,
  exemptProjectPatchSchema,
  exemptProjectsBodySchema,
  exemptProjectSchema,
  exemptUsersBodySchema,
  exemptUserSchema,
  idParamsSchema,
  optionalIdListQuerySchema,
  tsDeleteQuerySchema,
  USER_SEARCH_LIMIT,
  userSearchQuerySchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { sendXlsx } from '../../../platform/http/downloads.ts';
import type { OrganisationService } from '../../organisation/organisation.service.ts';
import type { UsersDirectory } from '../../users/users.directory.ts';
import type { TimesheetExemptionsService } from './exemptions.service.ts';

const tags = ['timesheet-exemption'];
const guard = { guard: guards.access('timesheet.exemption') };
const base = '/timesheet/exemption';
const optionsResponse = { 200: z.object({ data: z.array(exemptionOptionSchema) }) };
const idList = optionalIdListQuerySchema;

export const exemptionsRoutes: FastifyPluginAsyncZod<{
  exemptions: TimesheetExemptionsService;
  organisation: OrganisationService;
  directory: UsersDirectory;
}> = async (app, { exemptions, organisation, directory }) => {
  app.get(
    `${base}/users`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Сотрудники-исключения',
        response: { 200: z.object({ data: z.array(exemptUserSchema) }) },
      },
    },
    async () => ({ data: await exemptions.listUsers() }),
  );

  app.post(
    `${base}/users`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Добавить сотрудников в исключения',
        body: exemptUsersBodySchema,
        response: { 200: z.object({ data: z.array(exemptUserSchema) }) },
      },
    },
    async (request) => ({ data: await exemptions.addUsers(requireUser(request), request.body.user_ids) }),
  );

  app.delete(
    `${base}/users`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Убрать сотрудников из исключений',
        querystring: tsDeleteQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await exemptions.removeUsers(request.query.ids);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/projects`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Проекты-исключения',
        response: { 200: z.object({ data: z.array(exemptProjectSchema) }) },
      },
    },
    async () => ({ data: await exemptions.listProjects() }),
  );

  app.post(
    `${base}/projects`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Добавить проекты в исключения (до 500 за раз)',
        body: exemptProjectsBodySchema,
        response: { 200: z.object({ data: z.array(exemptProjectSchema) }) },
      },
    },
    async (request) => ({ data: await exemptions.addProjects(requireUser(request), request.body.projects) }),
  );

  app.patch(
    `${base}/projects/:id`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Изменить офис или дату приема',
        params: idParamsSchema,
        body: exemptProjectPatchSchema,
        response: { 200: z.object({ data: exemptProjectSchema }) },
      },
    },
    async (request) => ({ data: await exemptions.updateProject(request.params.id, request.body) }),
  );

  app.delete(
    `${base}/projects`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Убрать проекты из исключений',
        querystring: tsDeleteQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await exemptions.removeProjects(request.query.ids);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/projects/exist`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Какие из пар проект–офис уже в исключениях',
        querystring: z.object({ projects: idList, offices: idList }),
        response: { 200: z.object({ data: z.array(exemptProjectSchema) }) },
      },
    },
    async (request) => ({ data: await exemptions.existing(request.query.projects, request.query.offices) }),
  );

  app.get(
    `${base}/user-list`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Сотрудники для выбора (от 3 символов)',
        querystring: userSearchQuerySchema,
        response: optionsResponse,
      },
    },
    async (request) => ({
      data: (
        await directory.search(request.query.filter, Math.min(request.query.limit, USER_SEARCH_LIMIT))
      ).map((user) => ({
        id: user.id,
        name: user.full_name,
      })),
    }),
  );

  const structureList = (path: string, entityType: number, summary: string) =>
    app.get(path, { config: guard, schema: { tags, summary, response: optionsResponse } }, async () => ({
      data: (await organisation.listStructures({ entityTypes: [entityType] })).map((node) => ({
        id: node.id,
        name: node.name,
      })),
    }));
  structureList(`${base}/block-list`, ENTITY_TYPE.block, 'Блоки');
  structureList(`${base}/practice-list`, ENTITY_TYPE.practice, 'Практики');
  structureList(`${base}/office-list`, ENTITY_TYPE.office, 'Офисы');

  app.get(
    `${base}/project-list`,
    { config: guard, schema: { tags, summary: 'Проекты', response: optionsResponse } },
    async () => ({
      data: (
        await organisation.listCustomers({
          typeIds: [CUSTOMER_TYPE.project, CUSTOMER_TYPE.service, CUSTOMER_TYPE.internal],
        })
      ).map((project) => ({
        id: project.id,
        name: project.name,
      })),
    }),
  );

  app.post(
    `${base}/notification`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Уведомить сотрудников-исключений (всех или выбранных)',
        body: exemptionNotificationBodySchema,
        response: { 200: z.object({ data: exemptionNotificationResultSchema }) },
      },
    },
    async (request) => ({ data: await exemptions.notify(request.body.user_ids) }),
  );

  app.get(
    `${base}/:name/report`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Список исключений в xlsx (users или projects)',
        params: z.object({ name: z.enum(EXEMPTION_REPORT_NAMES, 'Нет такого отчета: users или projects') }),
      },
    },
    async (request, reply) => {
      const report = await exemptions.report(request.params.name);
      return sendXlsx(reply, report.bytes, report.fileName);
    },
  );
};
