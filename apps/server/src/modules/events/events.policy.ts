import type { AuthUser } from '../../platform/auth/guard.ts';
import { moderates } from '../social/social.policy.ts';

/**
 * Organisers are moderators and administrators: they create, edit and delete events, see the
 * members with their statuses and change them. Every signed-in employee sees every live event.
 */
export function organises(actor: AuthUser): boolean {
  return moderates(actor);
}

/** Why registration is closed at `now`, or null while it is open. */
export function registrationClosed(
  event: { startsAt: Date; endsAt: Date; deletedAt: Date | null },
  now: Date,
): 'deleted' | 'past' | 'started' | null {
  if (event.deletedAt) return 'deleted';
  if (event.endsAt.getTime() < now.getTime()) return 'past';
  if (event.startsAt.getTime() <= now.getTime()) return 'started';
  return null;
}

export function eventAbilities(
  actor: AuthUser,
  event: { startsAt: Date; endsAt: Date; deletedAt: Date | null },
  now: Date,
) {
  const organiser = organises(actor);
  return {
    update: organiser,
    delete: organiser,
    members: organiser,
    subscribe: registrationClosed(event, now) === null,
  };
}
