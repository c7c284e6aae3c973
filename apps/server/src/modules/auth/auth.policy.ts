import { canAccess, hasAnyRole, ADMIN_ROLES } from '@intranet/contracts';
import { rule } from '../../platform/auth/authorize.ts';

export const LOGIN_AS_ADMIN_MESSAGE = 'Нельзя войти от имени другого администратора';

const targetIsAdmin = (target: { roles: readonly string[] }) => hasAnyRole(target.roles, ADMIN_ROLES);

/**
 * Only administrators (access key `auth.login-as`) may sign in as someone else, never from inside another
 * login-as, never as themselves, and never as another administrator (one admin would act with another's
 * rights, audited under their name). The target's roles are a fact about the target, not an access rule.
 */
export const loginAs = rule(
  (actor, target: { id: number; roles: readonly string[] }) =>
    canAccess(actor.roles, 'auth.login-as') &&
    actor.impersonatorUserId === null &&
    actor.id !== target.id &&
    !targetIsAdmin(target),
  (target) => (targetIsAdmin(target) ? LOGIN_AS_ADMIN_MESSAGE : undefined),
);
