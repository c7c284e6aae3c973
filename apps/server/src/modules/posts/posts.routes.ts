import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedItemSchema,
  feedQuerySchema,
  idParamsSchema,
  listEnvelopeSchema,
  postAbilitiesSchema,
  postInputSchema,
  postSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { PostsService } from './posts.service.ts';

/** The feed and posts: GET /feeds, GET /posts/{id}/ (docs/modules/posts.md). */
export const postsRoutes: FastifyPluginAsyncZod<{ posts: PostsService }> = async (app, { posts }) => {
  const signedIn = { guard: guards.signedIn() };
  const feedPage = { 200: listEnvelopeSchema(feedItemSchema) };

  app.get(
    '/feeds',
    {
      config: signedIn,
      schema: {
        tags: ['posts'],
        summary: 'Лента: новости и посты, новые сначала',
        querystring: feedQuerySchema,
        response: feedPage,
      },
    },
    async (request) => posts.feed(requireUser(request), request.query, '/api/feeds'),
  );

  app.get(
    '/posts',
    {
      config: signedIn,
      schema: {
        tags: ['posts'],
        summary: 'Публикации (kind, tag)',
        querystring: feedQuerySchema,
        response: feedPage,
      },
    },
    async (request) => posts.feed(requireUser(request), request.query, '/api/posts'),
  );

  app.get(
    '/posts/abilities',
    {
      config: signedIn,
      schema: {
        tags: ['posts'],
        summary: 'Что пользователь может публиковать',
        response: { 200: z.object({ data: postAbilitiesSchema }) },
      },
    },
    async (request) => ({ data: await posts.abilities(requireUser(request)) }),
  );

  for (const url of ['/posts/:id', '/posts/:id/']) {
    app.get(
      url,
      {
        config: signedIn,
        schema: {
          tags: ['posts'],
          summary: 'Публикация со связями',
          params: idParamsSchema,
          response: { 200: z.object({ data: postSchema }) },
        },
      },
      async (request) => ({ data: await posts.get(requireUser(request), request.params.id) }),
    );
  }

  app.post(
    '/posts',
    {
      config: signedIn,
      schema: {
        tags: ['posts'],
        summary: 'Новая публикация (новость: модераторы и администраторы)',
        body: postInputSchema,
        response: { 201: z.object({ data: postSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await posts.create(requireUser(request), request.body) }),
  );

  app.put(
    '/posts/:id',
    {
      config: signedIn,
      schema: {
        tags: ['posts'],
        summary: 'Правка публикации (автор, модератор, администратор)',
        params: idParamsSchema,
        body: postInputSchema,
        response: { 200: z.object({ data: postSchema }) },
      },
    },
    async (request) => ({ data: await posts.update(requireUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/posts/:id',
    {
      config: signedIn,
      schema: { tags: ['posts'], summary: 'Удаление публикации', params: idParamsSchema },
    },
    async (request, reply) => {
      await posts.remove(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
