import { z } from 'zod';

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

/** Messages the server pushes over /api/ws. */
export type ServerSocketMessage =
  { type: 'notification'; data: Notification } | { type: 'ready'; user_id: number };
