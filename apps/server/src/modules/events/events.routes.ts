import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventFiltersSchema,
  eventInputSchema,
  eventItemSchema,
  eventMemberSchema,
  eventMemberStatusInputSchema,
  eventMembersQuerySchema,
  eventSchema,
  eventsQuerySchema,
  eventSubscribeSchema,
  idParamSchema,
  idParamsSchema,
  listEnvelopeSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { sendXlsx } from '../../platform/http/downloads.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { EventMembersService } from './event-members.service.ts';
import type { EventsService } from './events.service.ts';

const tags = ['events'];
const one = { 200: z.object({ data: eventSchema }) };

/**
 * Events (spec §7 "Events": GET /events/intranet, GET /events/{id}, POST /events/{id}/subscribe; the
 * organisers' calls are not shown by the spec and follow the posts' shape).
 */
export const eventsRoutes: FastifyPluginAsyncZod<{
  events: EventsService;
  members: EventMembersService;
}> = async (app, { events, members }) => {
  const signedIn = { guard: guards.signedIn() };
  const organisers = { guard: guards.access('community.moderate') };

  app.get(
    '/events/intranet',
    {
      config: { ...signedIn, range: 'grid' },
      // A calendar month is one page of up to 500 events built from contract types: no schema pass over it.
      serializerCompiler: typedJsonSerializer,
      schema: {
        tags,
        summary: 'События по страницам: период (месяц календаря) или предстоящие/прошедшие, фильтры',
        querystring: eventsQuerySchema,
        response: { 200: listEnvelopeSchema(eventItemSchema) },
      },
    },
    async (request) => events.list(requireUser(request), request.query),
  );

  app.get(
    '/events/filters',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Значения фильтров из данных: адреса, типы, максимальная цена',
        response: { 200: z.object({ data: eventFiltersSchema }) },
      },
    },
    async (request) => ({ data: await events.filters(requireUser(request)) }),
  );

  app.get(
    '/events/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'Событие', params: idParamsSchema, response: one },
    },
    async (request) => ({ data: await events.get(requireUser(request), request.params.id) }),
  );

  app.post(
    '/events/:id/subscribe',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Записаться (registered), «не интересно» (uninteresting) или отказаться (back)',
        params: idParamsSchema,
        body: eventSubscribeSchema,
        response: one,
      },
    },
    async (request) => {
      const actor = requireUser(request);
      await members.subscribe(actor, request.params.id, request.body.status);
      return { data: await events.get(actor, request.params.id) };
    },
  );

  app.post(
    '/events',
    {
      config: organisers,
      schema: {
        tags,
        summary: 'Новое событие (модераторы и администраторы)',
        body: eventInputSchema,
        response: { 201: z.object({ data: eventSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await events.create(requireUser(request), request.body) }),
  );

  app.put(
    '/events/:id',
    {
      config: organisers,
      schema: {
        tags,
        summary: 'Правка события (модераторы и администраторы)',
        params: idParamsSchema,
        body: eventInputSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await events.update(requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/events/:id',
    {
      config: organisers,
      schema: { tags, summary: 'Удаление события (модераторы и администраторы)', params: idParamsSchema },
    },
    async (request, reply) => {
      await events.remove(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/events/:id/members',
    {
      config: organisers,
      schema: {
        tags,
        summary: 'Участники события со статусами (организаторы)',
        params: idParamsSchema,
        querystring: eventMembersQuerySchema,
        response: { 200: listEnvelopeSchema(eventMemberSchema) },
      },
    },
    async (request) => members.list(request.params.id, request.query),
  );

  app.get(
    '/events/:id/members/export',
    {
      config: organisers,
      schema: { tags, summary: 'Участники события в xlsx (организаторы)', params: idParamsSchema },
    },
    async (request, reply) => {
      const report = await members.export(request.params.id);
      return sendXlsx(reply, report.bytes, report.fileName);
    },
  );

  app.put(
    '/events/:id/members/:userId',
    {
      config: organisers,
      schema: {
        tags,
        summary: 'Статус участника: записан, лист ожидания или исключён (организаторы)',
        params: z.object({ id: idParamSchema, userId: idParamSchema }),
        body: eventMemberStatusInputSchema,
        response: { 200: z.object({ data: eventMemberSchema }) },
      },
    },
    async (request) => ({
      data: await members.setStatus(
        requireUser(request),
        request.params.id,
        request.params.userId,
        request.body.status,
      ),
    }),
  );
};
