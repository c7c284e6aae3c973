import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import {
  contentArticleSchema,
  contentCreateSchema,
  contentEntrySchema,
  contentPageSchema,
  contentRestoreSchema,
  contentSaveSchema,
  contentVersionDetailSchema,
  contentVersionSchema,
} from './content.ts';
import { defineEndpoints } from '../endpoint.ts';

const slug = z.string().max(80);
const entry = z.object({ data: contentEntrySchema });

/** The company's pages, their sections and articles, with the history of versions (docs/modules/content.md). */
export const contentEndpoints = defineEndpoints('content', {
  page: {
    method: 'GET',
    path: '/content/pages/{slug}',
    summary: 'Страница с разделами (/about, /leadership, …)',
    params: z.object({ slug }),
    response: z.object({ data: contentPageSchema }),
  },
  article: {
    method: 'GET',
    path: '/content/pages/{slug}/{section}/{article}',
    summary: 'Статья раздела страницы (/leadership/:section/:article)',
    params: z.object({ slug, section: slug, article: slug }),
    response: z.object({ data: contentArticleSchema }),
  },
  createEntry: {
    method: 'POST',
    path: '/content/entries',
    summary: 'Новый раздел страницы или статья раздела',
    body: contentCreateSchema,
    response: entry,
    status: 201,
  },
  saveEntry: {
    method: 'PUT',
    path: '/content/entries/{id}',
    summary: 'Сохранение страницы, раздела или статьи (новая версия; 409, если версия устарела)',
    params: idParamsSchema,
    body: contentSaveSchema,
    response: entry,
  },
  removeEntry: {
    method: 'DELETE',
    path: '/content/entries/{id}',
    summary: 'Удаление раздела или статьи',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  versions: {
    method: 'GET',
    path: '/content/entries/{id}/versions',
    summary: 'История версий',
    params: idParamsSchema,
    response: z.object({ data: z.array(contentVersionSchema) }),
  },
  version: {
    method: 'GET',
    path: '/content/versions/{id}',
    summary: 'Одна версия с текстом',
    params: idParamsSchema,
    response: z.object({ data: contentVersionDetailSchema }),
  },
  restore: {
    method: 'POST',
    path: '/content/entries/{id}/restore',
    summary: 'Восстановление старой версии (создаёт новую версию)',
    params: idParamsSchema,
    body: contentRestoreSchema,
    response: entry,
  },
});
