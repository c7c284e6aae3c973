import { z } from 'zod';
import type { JobRun } from '../jobs/jobs.ts';
import type { ChatSocketMessage } from '../chat/chat.ts';
import { listEnvelopeSchema } from '../common.ts';

/** Toast width in pixels (docs/modules/platform.md). */
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

/** Messages the server pushes over /api/ws; `ready` follows each good `auth` message (the first and renewals). */
export type ServerSocketMessage =
  | { type: 'notification'; data: Notification }
  | { type: 'ready'; user_id: number }
  /** A post or a piece of news was published: feeds refresh their first page. */
  | { type: 'feed.created'; data: { id: number; kind: string; author_id: number } }
  /** A background job moved: its state and step (progress bars follow it live). */
  | { type: 'job.progress'; data: JobRun }
  | ChatSocketMessage;

/**
 * Messages a client sends over /api/ws. Browsers cannot set headers on a websocket and a token in the
 * URL would reach the logs, so the first message must be `auth` with the access token. A later `auth` message
 * renews the token on the same socket before the previous one expires.
 */
export const clientSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1) }),
]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;

/**
 * Close code and reason of a socket without a valid `auth` message in time, or whose session ended (sign-out,
 * revocation) or whose token expired before the client sent a renewed one on the same socket.
 */
export const SOCKET_UNAUTHORIZED_CLOSE = { code: 4401, reason: 'unauthorized' } as const;

/** Close code and reason of a socket past the number one person may hold open. */
export const SOCKET_LIMIT_CLOSE = { code: 4429, reason: 'too many sockets' } as const;
