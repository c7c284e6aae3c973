import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentArticleSchema,
  contentCreateSchema,
  contentEntrySchema,
  contentPageSchema,
  contentRestoreSchema,
  contentSaveSchema,
  contentVersionDetailSchema,
  contentVersionSchema,
  idParamsSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { ContentService } from './content.service.ts';

const slugParam = z.string().max(80);
const editors = () => guards.access('content.edit');

/** Content pages: everyone signed in reads; administrators write, see the history and restore. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/content/pages/:slug',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['content'],
        summary: 'Страница с разделами (/about, /leadership, …)',
        params: z.object({ slug: slugParam }),
        response: { 200: z.object({ data: contentPageSchema }) },
      },
    },
    async (request) => ({ data: await content.getPage(requireUser(request), request.params.slug) }),
  );

  app.get(
    '/content/pages/:slug/:section/:article',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['content'],
        summary: 'Статья раздела страницы (/leadership/:section/:article)',
        params: z.object({ slug: slugParam, section: slugParam, article: slugParam }),
        response: { 200: z.object({ data: contentArticleSchema }) },
      },
    },
    async (request) => {
      const { slug, section, article } = request.params;
      return { data: await content.getArticle(requireUser(request), slug, section, article) };
    },
  );

  app.post(
    '/content/entries',
    {
      config: { guard: editors() },
      schema: {
        tags: ['content'],
        summary: 'Новый раздел страницы или статья раздела',
        body: contentCreateSchema,
        response: { 201: z.object({ data: contentEntrySchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await content.create(requireUser(request), request.body) }),
  );

  app.put(
    '/content/entries/:id',
    {
      config: { guard: editors() },
      schema: {
        tags: ['content'],
        summary: 'Сохранение страницы, раздела или статьи (новая версия; 409, если версия устарела)',
        params: idParamsSchema,
        body: contentSaveSchema,
        response: { 200: z.object({ data: contentEntrySchema }) },
      },
    },
    async (request) => ({ data: await content.save(requireUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/content/entries/:id',
    {
      config: { guard: editors() },
      schema: { tags: ['content'], summary: 'Удаление раздела или статьи', params: idParamsSchema },
    },
    async (request, reply) => {
      await content.remove(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/content/entries/:id/versions',
    {
      config: { guard: editors() },
      schema: {
        tags: ['content'],
        summary: 'История версий',
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(contentVersionSchema) }) },
      },
    },
    async (request) => ({ data: await content.versions(request.params.id) }),
  );

  app.get(
    '/content/versions/:id',
    {
      config: { guard: editors() },
      schema: {
        tags: ['content'],
        summary: 'Одна версия с текстом',
        params: idParamsSchema,
        response: { 200: z.object({ data: contentVersionDetailSchema }) },
      },
    },
    async (request) => ({ data: await content.version(request.params.id) }),
  );

  app.post(
    '/content/entries/:id/restore',
    {
      config: { guard: editors() },
      schema: {
        tags: ['content'],
        summary: 'Восстановление старой версии (создаёт новую версию)',
        params: idParamsSchema,
        body: contentRestoreSchema,
        response: { 200: z.object({ data: contentEntrySchema }) },
      },
    },
    async (request) => ({
      data: await content.restore(requireUser(request), request.params.id, request.body),
    }),
  );
};
