import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  listEnvelopeSchema,
  userStatusBodySchema,
  userStatusesQuerySchema,
  userStatusRowSchema,
  userStatusSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { UserStatusesService } from './user-statuses.service.ts';

const tags = ['users-statuses'];
const guard = { guard: guards.access('users-statuses') };

export const userStatusesRoutes: FastifyPluginAsyncZod<{ statuses: UserStatusesService }> = async (
  app,
  { statuses },
) => {
  app.get(
    '/dba_statuses/users',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Сотрудники и их статусы (страницы, фильтры по ФИО, подразделению, статусу)',
        querystring: userStatusesQuerySchema,
        response: { 200: listEnvelopeSchema(userStatusRowSchema) },
      },
    },
    async (request) => {
      const { search, department_id, status_type_id, ...page } = request.query;
      return statuses.list({ search, departmentId: department_id, statusTypeId: status_type_id }, page);
    },
  );

  app.post(
    '/dba_statuses/users',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Новый статус сотрудника',
        body: userStatusBodySchema,
        response: { 201: z.object({ data: userStatusSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await statuses.create(requireUser(request), request.body) }),
  );

  app.put(
    '/dba_statuses/users/:id',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Изменить статус сотрудника',
        params: idParamsSchema,
        body: userStatusBodySchema,
        response: { 200: z.object({ data: userStatusSchema }) },
      },
    },
    async (request) => ({
      data: await statuses.update(requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/dba_statuses/users/:id',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Удалить статус сотрудника',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await statuses.remove(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
