import type { PostAbilities, PostKind } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { moderates } from '../social/social.policy.ts';

/**
 * News come from moderators and administrators; posts from any employee while the setting
 * `posts_by_employees` is on (else from moderators and administrators too).
 */
export function postAbilities(actor: AuthUser, postsByEmployees: boolean): PostAbilities {
  return { news: moderates(actor), post: postsByEmployees || moderates(actor) };
}

export function canWritePost(actor: AuthUser, kind: PostKind, postsByEmployees: boolean): boolean {
  return postAbilities(actor, postsByEmployees)[kind];
}

/** The author edits and deletes a post; moderators and administrators any. */
export function canChangePost(actor: AuthUser, post: { authorId: number }): boolean {
  return post.authorId === actor.id || moderates(actor);
}
