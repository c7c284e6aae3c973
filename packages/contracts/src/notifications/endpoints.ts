import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import { notificationSchema, notificationsPageSchema } from './notifications.ts';

/**
 * The signed-in person's notifications (docs/modules/platform.md). New ones also come over the websocket
 * /api/ws, which is no declared endpoint (notifications.routes.ts registers it).
 */
export const notificationsEndpoints = defineEndpoints('notifications', {
  list: {
    method: 'GET',
    path: '/notifications',
    summary: 'Мои уведомления (meta.unread — непрочитанные)',
    query: pageQuerySchema,
    response: notificationsPageSchema,
  },
  read: {
    method: 'POST',
    path: '/notifications/{id}/read',
    summary: 'Отметить прочитанным',
    params: idParamsSchema,
    response: z.object({ data: notificationSchema }),
  },
  readAll: {
    method: 'POST',
    path: '/notifications/read-all',
    summary: 'Отметить все прочитанными',
    response: null,
    status: 204,
  },
});
