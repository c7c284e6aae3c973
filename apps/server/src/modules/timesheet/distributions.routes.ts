import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerSchema,
  tsActionBodySchema,
  tsDeleteQuerySchema,
  tsDistributionSchema,
  tsSaveDistributionsBodySchema,
  tsSendBodySchema,
  tsWritesQuerySchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { TimesheetDistributionsService } from './distributions.service.ts';

const tags = ['timesheet'];
const services = { guard: guards.access('timesheet.services') };
/** Approvers of services come from several roles; the service checks ownership row by row. */
const signedIn = { guard: guards.signedIn() };
const listResponse = { 200: z.object({ data: z.array(tsDistributionSchema) }) };

export const distributionsRoutes: FastifyPluginAsyncZod<{
  distributions: TimesheetDistributionsService;
}> = async (app, { distributions }) => {
  app.get(
    '/timesheet/services_customers',
    {
      config: services,
      schema: {
        tags,
        summary: 'Сервисы, на которые можно перераспределить часы',
        response: { 200: z.object({ data: z.array(customerSchema) }) },
      },
    },
    async () => ({ data: await distributions.targets() }),
  );

  app.get(
    '/timesheet/distributions',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Перераспределения: период сотрудника или сервисы согласующего',
        querystring: tsWritesQuerySchema,
        response: listResponse,
      },
    },
    async (request) => {
      const { date_start, date_end, user_id, customer_ids } = request.query;
      return {
        data: await distributions.list(requireUser(request), {
          start: date_start,
          end: date_end,
          userId: user_id,
          customerIds: customer_ids,
        }),
      };
    },
  );

  app.post(
    '/timesheet/distributions',
    {
      config: services,
      schema: {
        tags,
        summary: 'Сохранить перераспределения (не больше списанного на источник)',
        body: tsSaveDistributionsBodySchema,
        response: listResponse,
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return {
        data: await distributions.save(actor, request.body.user_id ?? actor.id, request.body.distributions),
      };
    },
  );

  app.post(
    '/timesheet/distributions-for-approve',
    {
      config: services,
      schema: {
        tags,
        summary: 'Отправить перераспределения на согласование',
        body: tsSendBodySchema,
        response: { 200: z.object({ data: z.object({ sent: z.number() }) }) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { date_start, date_end, user_id } = request.body;
      return { data: await distributions.send(actor, user_id ?? actor.id, date_start, date_end) };
    },
  );

  app.put(
    '/timesheet/distributions',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Действие над выбранными перераспределениями',
        body: tsActionBodySchema,
        response: listResponse,
      },
    },
    async (request) => ({
      data: await distributions.act(
        requireUser(request),
        request.body.ids,
        request.body.action,
        request.body.comment,
      ),
    }),
  );

  app.delete(
    '/timesheet/distributions',
    {
      config: services,
      schema: {
        tags,
        summary: 'Удалить перераспределения',
        querystring: tsDeleteQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await distributions.remove(requireUser(request), request.query.ids);
      return reply.status(204).send(null);
    },
  );
};
