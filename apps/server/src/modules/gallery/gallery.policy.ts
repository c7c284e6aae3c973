import { GALLERY_MESSAGES, type Album } from '@intranet/contracts';
import { rule } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { moderates } from '../social/social.policy.ts';

/**
 * Every signed-in person looks at every album, likes and comments on it; moderators and administrators create,
 * edit and delete albums and upload, order and delete their pictures (docs/decisions.md, "Gallery").
 */
export const manageAlbums = rule((actor) => moderates(actor), GALLERY_MESSAGES.forbidden);

export function albumAbilities(actor: AuthUser): Album['abilities'] {
  const manage = manageAlbums.allows(actor);
  return { update: manage, delete: manage, upload: manage };
}
