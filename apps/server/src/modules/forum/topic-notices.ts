import type { AuthUser } from '../../platform/auth/guard.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { topicUrl } from './forum.search.ts';

/**
 * Tells a topic's author that a moderator moved, closed or reopened it (the author's own changes need no
 * notice). One notification, whatever changed.
 */
export async function notifyModerated(
  notifications: NotificationsService,
  actor: AuthUser,
  topic: { id: number; boardId: number; authorId: number; title: string },
  change: { movedTo: { id: number; title: string } | null; closed: boolean | null },
): Promise<void> {
  if (topic.authorId === actor.id) return;
  const parts: string[] = [];
  if (change.movedTo) parts.push(`перенесена в раздел «${change.movedTo.title}»`);
  if (change.closed === true) parts.push('закрыта для новых комментариев');
  if (change.closed === false) parts.push('снова открыта для комментариев');
  if (parts.length === 0) return;
  await notifications.notifyUsers([topic.authorId], {
    title: `Ваша тема «${topic.title}» ${parts.join(' и ')}`,
    body: `Модератор: ${actor.fullName}`,
    link: topicUrl(change.movedTo?.id ?? topic.boardId, topic.id),
  });
}
