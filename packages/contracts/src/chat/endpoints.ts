import { z } from 'zod';
import {
  chatMessagesPageSchema,
  chatQuerySchema,
  chatReadResultSchema,
  chatReadSchema,
  chatRoomsPageSchema,
  chatSendSchema,
  chatSentSchema,
} from './chat.ts';
import { idParamsSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';

/** The chat: conversations, their messages and files (docs/modules/chat.md). */
export const chatEndpoints = defineEndpoints('chat', {
  read: {
    method: 'GET',
    path: '/chat',
    summary:
      'Беседы (без room_id и user_id; meta.unread — непрочитанные) или сообщения беседы, новые первыми (before/after — id сообщения)',
    query: chatQuerySchema,
    // The messages page first: its `room` key tells it apart from the rooms list.
    response: z.union([chatMessagesPageSchema, chatRoomsPageSchema]),
  },
  send: {
    method: 'POST',
    path: '/chat',
    summary: 'Отправить сообщение в беседу (room_id) или сотруднику (user_id: личная беседа создаётся)',
    body: chatSendSchema,
    response: chatSentSchema,
    status: 201,
  },
  markRead: {
    method: 'POST',
    path: '/chat/onMessageRead',
    summary: 'Отметить сообщения прочитанными (ids); повтор ничего не меняет',
    body: chatReadSchema,
    response: chatReadResultSchema,
  },
  file: {
    method: 'GET',
    path: '/chat/files/{id}',
    summary: 'Файл из сообщения беседы',
    params: idParamsSchema,
    response: null,
    file: true,
  },
});
