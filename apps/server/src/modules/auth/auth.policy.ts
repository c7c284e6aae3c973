import { ADMIN_ROLES, hasAnyRole } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/**
 * Only administrators may sign in as someone else, never from inside another login-as, never as themselves,
 * and never as another administrator (one admin would act with another's rights, audited under their name).
 */
export function canLoginAs(actor: AuthUser, target: { id: number; roles: readonly string[] }): boolean {
  return (
    hasAnyRole(actor.roles, ['admin']) &&
    actor.impersonatorUserId === null &&
    actor.id !== target.id &&
    !hasAnyRole(target.roles, ADMIN_ROLES)
  );
}

export const LOGIN_AS_ADMIN_MESSAGE = 'Нельзя войти от имени другого администратора';
