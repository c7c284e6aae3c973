import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  listEnvelopeSchema,
  subscriptionSchema,
  topicInputSchema,
  topicListItemSchema,
  topicSchema,
  topicsQuerySchema,
  topicUpdateSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { TopicsService } from './topics.service.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';

/** Topics (spec §7 "Forum"): any employee writes; the service's policy decides edits and moderation. */
export const topicsRoutes: FastifyPluginAsyncZod<{ topics: TopicsService }> = async (app, { topics }) => {
  const signedIn = { guard: guards.signedIn() };
  const one = { 200: z.object({ data: topicSchema }) };
  const tags = ['forum'];

  app.get(
    '/topics',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Темы раздела (board_id): закреплённые сначала, затем по sort (-updated_at)',
        querystring: topicsQuerySchema,
        response: { 200: listEnvelopeSchema(topicListItemSchema) },
      },
      // Built field by field from the contract by the service: no schema pass over the answer.
      serializerCompiler: typedJsonSerializer,
    },
    async (request) => topics.list(requireUser(request), request.query),
  );

  for (const url of ['/topics/:id', '/topics/:id/']) {
    app.get(
      url,
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Тема (открытие отмечает её прочитанной)',
          params: idParamsSchema,
          response: one,
        },
        // Built field by field from the contract by the service: no schema pass over the answer.
        serializerCompiler: typedJsonSerializer,
      },
      async (request) => ({ data: await topics.get(requireUser(request), request.params.id) }),
    );
  }

  app.post(
    '/topics',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Новая тема в разделе',
        body: topicInputSchema,
        response: { 201: z.object({ data: topicSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await topics.create(requireUser(request), request.body) }),
  );

  app.put(
    '/topics/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Правка темы (автор, модератор); pinned, closed, board_id — модераторы',
        params: idParamsSchema,
        body: topicUpdateSchema,
        response: one,
      },
    },
    async (request) => ({ data: await topics.update(requireUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/topics/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'Удаление темы (автор, модератор)', params: idParamsSchema },
    },
    async (request, reply) => {
      await topics.remove(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  const subscription = { 200: z.object({ data: subscriptionSchema }) };
  app.post(
    '/topics/:id/subscribe',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Подписка на новые комментарии темы (повторная ничего не меняет)',
        params: idParamsSchema,
        response: subscription,
      },
    },
    async (request) => ({ data: await topics.subscribe(requireUser(request), request.params.id) }),
  );
  app.delete(
    '/topics/:id/subscribe',
    {
      config: signedIn,
      schema: { tags, summary: 'Отписка от темы', params: idParamsSchema, response: subscription },
    },
    async (request) => ({ data: await topics.unsubscribe(requireUser(request), request.params.id) }),
  );
};
