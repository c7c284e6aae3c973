import { canAccess, COMMENT_MESSAGES } from '@intranet/contracts';
import { rule } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** Moderators and administrators (access key `community.moderate`) remove anyone's comments (soft delete, audited). */
export function moderates(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'community.moderate');
}

/** Authors edit their own comments; nobody edits someone else's words. */
export const editComment = rule(
  (actor, comment: { authorId: number }) => comment.authorId === actor.id,
  COMMENT_MESSAGES.notYours,
);

export const deleteComment = rule(
  (actor, comment: { authorId: number }) => comment.authorId === actor.id || moderates(actor),
);

/** A like is taken back only by the person who gave it. */
export const removeLike = rule((actor, like: { createdBy: number }) => like.createdBy === actor.id);
