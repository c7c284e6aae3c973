import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  FAVORITE_ENTITIES,
  boardInputSchema,
  boardPatchSchema,
  boardSchema,
  boardsPageSchema,
  boardsQuerySchema,
  favoriteInputSchema,
  favoriteSchema,
  subscriptionSchema,
  topicInputSchema,
  topicListItemSchema,
  topicSchema,
  topicsQuerySchema,
  topicUpdateSchema,
} from './forum.ts';
import { idParamSchema } from '../primitives.ts';

const board = z.object({ data: boardSchema });
const topic = z.object({ data: topicSchema });
const subscription = z.object({ data: subscriptionSchema });

/** The forum: boards, topics, subscriptions and favourite boards (docs/modules/forum.md). */
export const forumEndpoints = defineEndpoints('forum', {
  boards: {
    method: 'GET',
    path: '/boards',
    summary: 'Разделы форума: избранные сначала, затем по sort (-updated_at)',
    query: boardsQuerySchema,
    response: boardsPageSchema,
  },
  board: {
    method: 'GET',
    path: '/boards/{id}',
    summary: 'Раздел форума',
    params: idParamsSchema,
    response: board,
    trailingSlash: true,
  },
  createBoard: {
    method: 'POST',
    path: '/boards',
    summary: 'Новый раздел (модераторы, администраторы)',
    body: boardInputSchema,
    response: board,
    status: 201,
  },
  updateBoard: {
    method: 'PUT',
    path: '/boards/{id}',
    summary: 'Изменение раздела целиком: название и описание (без описания оно очищается)',
    params: idParamsSchema,
    body: boardInputSchema,
    response: board,
  },
  patchBoard: {
    method: 'PATCH',
    path: '/boards/{id}',
    summary: 'Часть полей раздела: thumbnail_id, banner_id (загруженные изображения), название, описание',
    params: idParamsSchema,
    body: boardPatchSchema,
    response: board,
  },
  removeBoard: {
    method: 'DELETE',
    path: '/boards/{id}',
    summary: 'Удаление раздела',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  subscribeBoard: {
    method: 'POST',
    path: '/boards/{id}/subscribe',
    summary: 'Подписка на новые темы раздела (повторная ничего не меняет)',
    params: idParamsSchema,
    response: subscription,
  },
  unsubscribeBoard: {
    method: 'DELETE',
    path: '/boards/{id}/subscribe',
    summary: 'Отписка от раздела',
    params: idParamsSchema,
    response: subscription,
  },
  addFavorite: {
    method: 'POST',
    path: '/favorites',
    summary: 'Добавить в избранное (entity: board)',
    body: favoriteInputSchema,
    response: z.object({ data: favoriteSchema }),
    status: 201,
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/favorites/{entity}/{id}',
    summary: 'Убрать из избранного',
    params: z.object({ entity: z.enum(FAVORITE_ENTITIES), id: idParamSchema }),
    response: null,
    status: 204,
  },
  topics: {
    method: 'GET',
    path: '/topics',
    summary: 'Темы раздела (board_id): закреплённые сначала, затем по sort (-updated_at)',
    query: topicsQuerySchema,
    response: listEnvelopeSchema(topicListItemSchema),
  },
  topic: {
    method: 'GET',
    path: '/topics/{id}',
    summary: 'Тема (открытие отмечает её прочитанной)',
    params: idParamsSchema,
    response: topic,
    trailingSlash: true,
  },
  createTopic: {
    method: 'POST',
    path: '/topics',
    summary: 'Новая тема в разделе',
    body: topicInputSchema,
    response: topic,
    status: 201,
  },
  updateTopic: {
    method: 'PUT',
    path: '/topics/{id}',
    summary: 'Правка темы (автор, модератор); pinned, closed, board_id — модераторы',
    params: idParamsSchema,
    body: topicUpdateSchema,
    response: topic,
  },
  removeTopic: {
    method: 'DELETE',
    path: '/topics/{id}',
    summary: 'Удаление темы (автор, модератор)',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  subscribeTopic: {
    method: 'POST',
    path: '/topics/{id}/subscribe',
    summary: 'Подписка на новые комментарии темы (повторная ничего не меняет)',
    params: idParamsSchema,
    response: subscription,
  },
  unsubscribeTopic: {
    method: 'DELETE',
    path: '/topics/{id}/subscribe',
    summary: 'Отписка от темы',
    params: idParamsSchema,
    response: subscription,
  },
});
