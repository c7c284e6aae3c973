import { POST_MESSAGES, type PostAbilities, type PostKind } from '@intranet/contracts';
import { rule } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { moderates } from '../social/social.policy.ts';

/**
 * News come from moderators and administrators; posts from any employee while the setting
 * `posts_by_employees` is on (else from moderators and administrators too).
 */
export function postAbilities(actor: AuthUser, postsByEmployees: boolean): PostAbilities {
  return { news: moderates(actor), post: postsByEmployees || moderates(actor) };
}

export const writePost = rule(
  (actor, { kind, postsByEmployees }: { kind: PostKind; postsByEmployees: boolean }) =>
    postAbilities(actor, postsByEmployees)[kind],
  ({ kind }) => (kind === 'news' ? POST_MESSAGES.newsForbidden : POST_MESSAGES.postsForbidden),
);

/** The author edits and deletes a post; moderators and administrators any. */
export const changePost = rule(
  (actor, post: { authorId: number }) => post.authorId === actor.id || moderates(actor),
);
