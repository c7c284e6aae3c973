import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  notificationSchema,
  notificationsPageSchema,
  pageQuerySchema,
} from '@intranet/contracts';
import { guards, requireUser, type GuardDeps } from '../../platform/auth/guard.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  hub: RealtimeHub;
  /** The HTTP guard's token check, for the socket's `auth` message. */
  authenticate: GuardDeps['authenticate'];
}> = async (app, { notifications, hub, authenticate }) => {
  app.get(
    '/notifications',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['notifications'],
        summary: 'Мои уведомления (meta.unread — непрочитанные)',
        querystring: pageQuerySchema,
        response: { 200: notificationsPageSchema },
      },
    },
    async (request) => notifications.list(requireUser(request).id, request.query),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['notifications'],
        summary: 'Отметить прочитанным',
        params: idParamsSchema,
        response: { 200: z.object({ data: notificationSchema }) },
      },
    },
    async (request) => ({ data: await notifications.markRead(requireUser(request).id, request.params.id) }),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { guard: guards.signedIn() },
      schema: { tags: ['notifications'], summary: 'Отметить все прочитанными', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await notifications.markAllRead(requireUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/ws',
    {
      websocket: true,
      exposeHeadRoute: false,
      // Public at upgrade: the socket authenticates by its first message, {"type":"auth","token":…}.
      config: { guard: guards.public() },
      schema: {
        tags: ['notifications'],
        summary:
          'Веб-сокет уведомлений: первое сообщение {"type":"auth","token":"<access_token>"}, то же сообщение с новым токеном продлевает сокет',
      },
    },
    (socket, request) => {
      hub.accept(socket, authenticate).catch((error: unknown) => {
        request.log.error({ err: error }, 'socket authentication failed');
        socket.close(1011, 'server error');
      });
    },
  );
};
