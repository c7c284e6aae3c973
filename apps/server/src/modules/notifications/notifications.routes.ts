import type { FastifyPluginAsync } from 'fastify';
import { notificationsEndpoints as endpoints } from '@intranet/contracts/notifications/endpoints';
import { guards, requireUser, type GuardDeps } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsync<{
  notifications: NotificationsService;
  hub: RealtimeHub;
  /** The HTTP guard's token check, for the socket's `auth` message. */
  authenticate: GuardDeps['authenticate'];
}> = async (app, { notifications, hub, authenticate }) => {
  const signedIn = { guard: guards.signedIn() };

  route(app, endpoints.list, signedIn, (request) =>
    notifications.list(requireUser(request).id, request.query),
  );

  route(app, endpoints.read, signedIn, async (request) => ({
    data: await notifications.markRead(requireUser(request).id, request.params.id),
  }));

  route(app, endpoints.readAll, signedIn, (request) => notifications.markAllRead(requireUser(request).id));

  // A websocket, not a declared endpoint: the web opens it itself
  // (apps/web/src/app/notifications/use-notification-socket.tsx).
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
