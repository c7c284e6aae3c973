import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import { tagSearchQuerySchema } from '../events/events.ts';
import { tagSchema } from '../posts/posts.ts';
import {
  commentSchema,
  commentsQuerySchema,
  createCommentSchema,
  createLikeSchema,
  likeRemovedSchema,
  likeSchema,
  updateCommentSchema,
} from './social.ts';

const comment = z.object({ data: commentSchema });
const tagList = z.object({ data: z.array(tagSchema) });

/** Comments of everything commentable (docs/modules/social.md). */
export const commentEndpoints = defineEndpoints('comments', {
  list: {
    method: 'GET',
    path: '/comments',
    summary: 'Комментарии к записи (entity_type, entity_id), старые сначала',
    query: commentsQuerySchema,
    response: listEnvelopeSchema(commentSchema),
  },
  create: {
    method: 'POST',
    path: '/comments',
    summary: 'Новый комментарий (можно с цитатой quote_id)',
    body: createCommentSchema,
    response: comment,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/comments/{id}',
    summary: 'Правка своего комментария',
    params: idParamsSchema,
    body: updateCommentSchema,
    response: comment,
  },
  remove: {
    method: 'DELETE',
    path: '/comments/{id}',
    summary: 'Удаление комментария (автор, модератор, администратор)',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
});

/**
 * Likes of everything likeable (docs/modules/social.md): no reads of their own, the liked records carry
 * their counts.
 */
export const likeEndpoints = defineEndpoints('likes', {
  like: {
    method: 'POST',
    path: '/likes',
    summary: 'Отметка «нравится» (повторная ничего не меняет)',
    body: createLikeSchema,
    response: z.object({ data: likeSchema }),
    status: 201,
  },
  unlike: {
    method: 'DELETE',
    path: '/likes/{id}',
    summary: 'Снять свою отметку «нравится»',
    params: idParamsSchema,
    response: z.object({ data: likeRemovedSchema }),
  },
});

/** The tags of posts and events (docs/modules/social.md): a new one appears when a post or an event uses it. */
export const tagEndpoints = defineEndpoints('tags', {
  list: {
    method: 'GET',
    path: '/tags',
    summary: 'Теги',
    response: tagList,
  },
  search: {
    method: 'GET',
    path: '/search/tags',
    summary: 'Теги по началу названия (q), не больше limit',
    query: tagSearchQuerySchema,
    response: tagList,
  },
});
