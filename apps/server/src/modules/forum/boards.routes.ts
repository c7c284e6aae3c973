import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FAVORITE_ENTITIES,
  boardInputSchema,
  boardPatchSchema,
  boardSchema,
  boardsPageSchema,
  boardsQuerySchema,
  favoriteInputSchema,
  favoriteSchema,
  idParamSchema,
  idParamsSchema,
  subscriptionSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { BoardsService } from './boards.service.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';

/** Boards and favourite boards (spec §7 "Forum"): reading for everyone, writing for moderators and admins. */
export const boardsRoutes: FastifyPluginAsyncZod<{ boards: BoardsService }> = async (app, { boards }) => {
  const signedIn = { guard: guards.signedIn() };
  const moderators = { guard: guards.access('community.moderate') };
  const one = { 200: z.object({ data: boardSchema }) };
  const tags = ['forum'];

  app.get(
    '/boards',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Разделы форума: избранные сначала, затем по sort (-updated_at)',
        querystring: boardsQuerySchema,
        response: { 200: boardsPageSchema },
      },
      // Built field by field from the contract by the service: no schema pass over the answer.
      serializerCompiler: typedJsonSerializer,
    },
    async (request) => boards.list(requireUser(request), request.query),
  );

  for (const url of ['/boards/:id', '/boards/:id/']) {
    app.get(
      url,
      {
        config: signedIn,
        schema: { tags, summary: 'Раздел форума', params: idParamsSchema, response: one },
      },
      async (request) => ({ data: await boards.get(requireUser(request), request.params.id) }),
    );
  }

  app.post(
    '/boards',
    {
      config: moderators,
      schema: {
        tags,
        summary: 'Новый раздел (модераторы, администраторы)',
        body: boardInputSchema,
        response: { 201: z.object({ data: boardSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await boards.create(requireUser(request), request.body) }),
  );

  app.put(
    '/boards/:id',
    {
      config: moderators,
      schema: {
        tags,
        summary: 'Изменение раздела целиком: название и описание (без описания оно очищается)',
        params: idParamsSchema,
        body: boardInputSchema,
        response: one,
      },
    },
    async (request) => ({ data: await boards.update(requireUser(request), request.params.id, request.body) }),
  );

  app.patch(
    '/boards/:id',
    {
      config: moderators,
      schema: {
        tags,
        summary: 'Часть полей раздела: thumbnail_id, banner_id (загруженные изображения), название, описание',
        params: idParamsSchema,
        body: boardPatchSchema,
        response: one,
      },
    },
    async (request) => ({ data: await boards.update(requireUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/boards/:id',
    { config: moderators, schema: { tags, summary: 'Удаление раздела', params: idParamsSchema } },
    async (request, reply) => {
      await boards.remove(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  const subscription = { 200: z.object({ data: subscriptionSchema }) };
  app.post(
    '/boards/:id/subscribe',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Подписка на новые темы раздела (повторная ничего не меняет)',
        params: idParamsSchema,
        response: subscription,
      },
    },
    async (request) => ({ data: await boards.subscribe(requireUser(request), request.params.id) }),
  );
  app.delete(
    '/boards/:id/subscribe',
    {
      config: signedIn,
      schema: { tags, summary: 'Отписка от раздела', params: idParamsSchema, response: subscription },
    },
    async (request) => ({ data: await boards.unsubscribe(requireUser(request), request.params.id) }),
  );

  app.post(
    '/favorites',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Добавить в избранное (entity: board)',
        body: favoriteInputSchema,
        response: { 201: z.object({ data: favoriteSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await boards.addFavorite(requireUser(request), request.body) }),
  );

  app.delete(
    '/favorites/:entity/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Убрать из избранного',
        params: z.object({ entity: z.enum(FAVORITE_ENTITIES), id: idParamSchema }),
      },
    },
    async (request, reply) => {
      await boards.removeFavorite(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
