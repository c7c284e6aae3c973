import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentSchema,
  commentsQuerySchema,
  createCommentSchema,
  createLikeSchema,
  idParamsSchema,
  likeRemovedSchema,
  likeSchema,
  listEnvelopeSchema,
  tagSchema,
  tagSearchQuerySchema,
  updateCommentSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { SocialService } from './social.service.ts';
import type { TagsService } from './tags.service.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';

/** Comments, likes and tags of everything commentable (docs/modules/social.md). */
export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialService; tags: TagsService }> = async (
  app,
  { social, tags },
) => {
  const signedIn = { guard: guards.signedIn() };

  app.get(
    '/comments',
    {
      config: signedIn,
      schema: {
        tags: ['social'],
        summary: 'Комментарии к записи (entity_type, entity_id), старые сначала',
        querystring: commentsQuerySchema,
        response: { 200: listEnvelopeSchema(commentSchema) },
      },
      // The comments are built field by field from the contract (SocialService.present): no schema pass.
      serializerCompiler: typedJsonSerializer,
    },
    async (request) => social.list(requireUser(request), request.query),
  );

  app.post(
    '/comments',
    {
      config: signedIn,
      schema: {
        tags: ['social'],
        summary: 'Новый комментарий (можно с цитатой quote_id)',
        body: createCommentSchema,
        response: { 201: z.object({ data: commentSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await social.create(requireUser(request), request.body) }),
  );

  app.put(
    '/comments/:id',
    {
      config: signedIn,
      schema: {
        tags: ['social'],
        summary: 'Правка своего комментария',
        params: idParamsSchema,
        body: updateCommentSchema,
        response: { 200: z.object({ data: commentSchema }) },
      },
    },
    async (request) => ({ data: await social.update(requireUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/comments/:id',
    {
      config: signedIn,
      schema: {
        tags: ['social'],
        summary: 'Удаление комментария (автор, модератор, администратор)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await social.remove(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/likes',
    {
      config: signedIn,
      schema: {
        tags: ['social'],
        summary: 'Отметка «нравится» (повторная ничего не меняет)',
        body: createLikeSchema,
        response: { 201: z.object({ data: likeSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await social.like(requireUser(request), request.body) }),
  );

  app.delete(
    '/likes/:id',
    {
      config: signedIn,
      schema: {
        tags: ['social'],
        summary: 'Снять свою отметку «нравится»',
        params: idParamsSchema,
        response: { 200: z.object({ data: likeRemovedSchema }) },
      },
    },
    async (request) => ({ data: await social.unlike(requireUser(request), request.params.id) }),
  );

  app.get(
    '/tags',
    {
      config: signedIn,
      schema: {
        tags: ['social'],
        summary: 'Теги',
        response: { 200: z.object({ data: z.array(tagSchema) }) },
      },
    },
    async () => ({ data: await tags.list() }),
  );

  app.get(
    '/search/tags',
    {
      config: signedIn,
      schema: {
        tags: ['social'],
        summary: 'Теги по началу названия (q), не больше limit',
        querystring: tagSearchQuerySchema,
        response: { 200: z.object({ data: z.array(tagSchema) }) },
      },
    },
    async (request) => ({ data: await tags.search(request.query.q, request.query.limit) }),
  );
};
