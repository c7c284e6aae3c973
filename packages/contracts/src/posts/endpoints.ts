import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  feedItemSchema,
  feedQuerySchema,
  postAbilitiesSchema,
  postInputSchema,
  postSchema,
} from './posts.ts';

const feedPage = listEnvelopeSchema(feedItemSchema);
const post = z.object({ data: postSchema });

/** The feed and posts: news and the employees' posts (docs/modules/posts.md). */
export const postEndpoints = defineEndpoints('posts', {
  feed: {
    method: 'GET',
    path: '/feeds',
    summary: 'Лента: новости и посты, новые сначала',
    query: feedQuerySchema,
    response: feedPage,
  },
  list: {
    method: 'GET',
    path: '/posts',
    summary: 'Публикации (kind, tag)',
    query: feedQuerySchema,
    response: feedPage,
  },
  abilities: {
    method: 'GET',
    path: '/posts/abilities',
    summary: 'Что пользователь может публиковать',
    response: z.object({ data: postAbilitiesSchema }),
  },
  one: {
    method: 'GET',
    path: '/posts/{id}',
    summary: 'Публикация со связями',
    params: idParamsSchema,
    response: post,
    trailingSlash: true,
  },
  create: {
    method: 'POST',
    path: '/posts',
    summary: 'Новая публикация (новость: модераторы и администраторы)',
    body: postInputSchema,
    response: post,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/posts/{id}',
    summary: 'Правка публикации (автор, модератор, администратор)',
    params: idParamsSchema,
    body: postInputSchema,
    response: post,
  },
  remove: {
    method: 'DELETE',
    path: '/posts/{id}',
    summary: 'Удаление публикации',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
});
