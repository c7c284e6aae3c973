import { z } from 'zod';
import { listEnvelopeSchema } from './common.ts';

/** Toast width in pixels (platform §9). */
export const NOTIFICATION_WIDTH = 424;

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const notificationsListSchema = listEnvelopeSchema(notificationSchema);

/** GET /notifications: a page of the list envelope whose `meta` adds `unread`, the count of unread ones. */
export const notificationsPageSchema = notificationsListSchema.extend({
  meta: notificationsListSchema.shape.meta.extend({ unread: z.number().int() }),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** Messages the server pushes over /api/ws. */
export type ServerSocketMessage =
  { type: 'notification'; data: Notification } | { type: 'ready'; user_id: number };
