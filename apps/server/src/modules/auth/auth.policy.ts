import { hasAnyRole } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** Only administrators may sign in as someone else, never from inside another login-as, never as themselves. */
export function canLoginAs(actor: AuthUser, targetId: number): boolean {
  return hasAnyRole(actor.roles, ['admin']) && actor.impersonatorUserId === null && actor.id !== targetId;
}
