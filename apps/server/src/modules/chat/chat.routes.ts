import type { FastifyPluginAsync } from 'fastify';
import { chatEndpoints as endpoints } from '@intranet/contracts/chat/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { sendStoredFile } from '../../platform/http/downloads.ts';
import type { ChatService } from './chat.service.ts';

/**
 * POST /chat, GET /chat, POST /chat/onMessageRead (docs/modules/chat.md); and the download of a chat's files.
 */
export const chatRoutes: FastifyPluginAsync<{ chat: ChatService }> = async (app, { chat }) => {
  const signedIn = { guard: guards.signedIn() };

  route(app, endpoints.read, signedIn, (request) => {
    const actor = requireUser(request);
    const { query } = request;
    return query.room_id === undefined && query.user_id === undefined
      ? chat.listRooms(actor, query)
      : chat.history(actor, query);
  });

  route(app, endpoints.send, signedIn, (request) => chat.send(requireUser(request), request.body));

  route(app, endpoints.markRead, signedIn, (request) =>
    chat.markRead(requireUser(request), request.body.ids),
  );

  route(app, endpoints.file, signedIn, async (request, reply) => {
    const { file, stream } = await chat.openAttachment(requireUser(request), request.params.id);
    return sendStoredFile(reply, file, stream);
  });
};
