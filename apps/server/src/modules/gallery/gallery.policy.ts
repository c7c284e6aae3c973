import type { Album } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { moderates } from '../social/social.policy.ts';

/**
 * Every signed-in person looks at every album, likes and comments on it; moderators and administrators create,
 * edit and delete albums and upload, order and delete their pictures (the spec is silent; docs/decisions.md).
 */
export function canManageAlbums(actor: AuthUser): boolean {
  return moderates(actor);
}

export function albumAbilities(actor: AuthUser): Album['abilities'] {
  const manage = canManageAlbums(actor);
  return { update: manage, delete: manage, upload: manage };
}
