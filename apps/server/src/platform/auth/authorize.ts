import { canAccess, type AccessKey } from '@intranet/contracts';
import { forbidden } from '../http/app-error.ts';
import type { AuthUser } from './guard.ts';

/**
 * One authorization rule of a module's policy file: whether the actor may act on a record, and the text a
 * refusal answers with (the generic «Доступ запрещен» when the policy has none). The same rule computes
 * the abilities the web draws its buttons from (`rule.allows`) and guards the service (`authorize`).
 */
export interface PolicyRule<Subject = void> {
  readonly allows: (actor: AuthUser, subject: Subject) => boolean;
  readonly denied?: string | ((subject: Subject) => string | undefined);
}

export function rule<Subject = void>(
  allows: (actor: AuthUser, subject: Subject) => boolean,
  denied?: string | ((subject: Subject) => string | undefined),
): PolicyRule<Subject> {
  return { allows, denied };
}

/** A rule held by the roles of an access key's audience (contracts' access tables). */
export function accessRule(key: AccessKey, denied?: string): PolicyRule {
  return rule((actor) => canAccess(actor.roles, key), denied);
}

/** Throws 403 with the rule's text unless the actor may act on the record. */
export function authorize<Subject>(
  actor: AuthUser,
  policy: PolicyRule<Subject>,
  ...[subject]: Subject extends void ? [] : [Subject]
): void {
  if (policy.allows(actor, subject as Subject)) return;
  const { denied } = policy;
  throw forbidden(typeof denied === 'function' ? denied(subject as Subject) : denied);
}
