import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Notification } from '@intranet/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { countTotal, pageOffset, paginated, type PageRequest } from '../../platform/http/pagination.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { roles, userRoles } from '../users/users.schema.ts';
import { notifications } from './notifications.schema.ts';

export interface NotificationInput {
  title: string;
  body?: string | null;
  link?: string | null;
}

/** NOTIFY payloads are limited to 8000 bytes: the push carries a clipped body, the list the full one. */
const PUSH_BODY_LIMIT = 1000;

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly hub: RealtimeHub,
    private readonly clock: Clock,
  ) {}

  /** Stores one notification for each of the users and pushes it to their open sockets on every process. */
  async notifyUsers(userIds: number[], input: NotificationInput): Promise<Notification[]> {
    return this.notifyEach(userIds.map((userId) => ({ userId, ...input })));
  }

  /**
   * Stores notifications, each with its own user and words, and pushes them to the users' open sockets on
   * every server process: one insert and one NOTIFY statement for the lot, whatever their number.
   */
  async notifyEach(items: (NotificationInput & { userId: number })[]): Promise<Notification[]> {
    if (items.length === 0) return [];
    const rows = await this.db
      .insert(notifications)
      .values(
        items.map((item) => ({ userId: item.userId, title: item.title, body: item.body, link: item.link })),
      )
      .returning();
    const sent = rows.map(toNotification);
    await this.hub.publishEach(
      rows.map((row, index) => ({
        userIds: [row.userId],
        message: {
          type: 'notification' as const,
          data: { ...sent[index]!, body: sent[index]!.body?.slice(0, PUSH_BODY_LIMIT) ?? null },
        },
      })),
    );
    return sent;
  }

  async notifyRole(role: string, input: NotificationInput): Promise<Notification[]> {
    const holders = await this.db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(roles.name, role));
    return this.notifyUsers(
      holders.map((holder) => holder.userId),
      input,
    );
  }

  async list(userId: number, page: PageRequest) {
    const mine = eq(notifications.userId, userId);
    const [total, [unread], rows] = await Promise.all([
      countTotal(
        this.db,
        this.db
          .select({ one: sql`1` })
          .from(notifications)
          .where(mine),
      ),
      this.db
        .select({ unread: count() })
        .from(notifications)
        .where(and(mine, isNull(notifications.readAt))),
      this.db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.per_page)
        .offset(pageOffset(page)),
    ]);
    return paginated(rows.map(toNotification), total, page, '/api/notifications', {
      unread: unread?.unread ?? 0,
    });
  }

  async markRead(userId: number, id: number): Promise<Notification> {
    const [row] = await this.db
      .update(notifications)
      .set({ readAt: this.clock.now() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    if (!row) throw notFound('Уведомление не найдено');
    return toNotification(row);
  }

  async markAllRead(userId: number): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: this.clock.now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  }
}
