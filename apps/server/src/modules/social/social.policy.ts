import { hasAnyRole } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** Moderators and administrators remove anyone's comments (soft delete, audited). */
export function moderates(actor: AuthUser): boolean {
  return hasAnyRole(actor.roles, ['moderator', 'admin']);
}

/** Authors edit their own comments; nobody edits someone else's words. */
export function canEditComment(actor: AuthUser, comment: { authorId: number }): boolean {
  return comment.authorId === actor.id;
}

export function canDeleteComment(actor: AuthUser, comment: { authorId: number }): boolean {
  return comment.authorId === actor.id || moderates(actor);
}

/** A like is taken back only by the person who gave it. */
export function canRemoveLike(actor: AuthUser, like: { createdBy: number }): boolean {
  return like.createdBy === actor.id;
}
