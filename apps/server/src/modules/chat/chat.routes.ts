import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessagesPageSchema,
  chatQuerySchema,
  chatReadResultSchema,
  chatReadSchema,
  chatRoomsPageSchema,
  chatSendSchema,
  chatSentSchema,
  idParamsSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { sendStoredFile } from '../../platform/http/downloads.ts';
import type { ChatService } from './chat.service.ts';

/**
 * POST /chat, GET /chat, POST /chat/onMessageRead (docs/modules/chat.md); and the download of a chat's files.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    '/chat',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['chat'],
        summary:
          'Беседы (без room_id и user_id; meta.unread — непрочитанные) или сообщения беседы, новые первыми (before/after — id сообщения)',
        querystring: chatQuerySchema,
        // The messages page first: its `room` key tells it apart from the rooms list.
        response: { 200: z.union([chatMessagesPageSchema, chatRoomsPageSchema]) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { query } = request;
      return query.room_id === undefined && query.user_id === undefined
        ? chat.listRooms(actor, query)
        : chat.history(actor, query);
    },
  );

  app.post(
    '/chat',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['chat'],
        summary: 'Отправить сообщение в беседу (room_id) или сотруднику (user_id: личная беседа создаётся)',
        body: chatSendSchema,
        response: { 201: chatSentSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await chat.send(requireUser(request), request.body)),
  );

  app.post(
    '/chat/onMessageRead',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['chat'],
        summary: 'Отметить сообщения прочитанными (ids); повтор ничего не меняет',
        body: chatReadSchema,
        response: { 200: chatReadResultSchema },
      },
    },
    async (request) => chat.markRead(requireUser(request), request.body.ids),
  );

  app.get(
    '/chat/files/:id',
    {
      config: { guard: guards.signedIn() },
      schema: { tags: ['chat'], summary: 'Файл из сообщения беседы', params: idParamsSchema },
    },
    async (request, reply) => {
      const { file, stream } = await chat.openAttachment(requireUser(request), request.params.id);
      return sendStoredFile(reply, file, stream);
    },
  );
};
