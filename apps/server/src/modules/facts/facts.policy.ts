import { hasAnyRole } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** Roles that keep anyone's vacation card (spec §6 vacation roles). */
export const FACTS_EDITOR_ROLES = ['admin', 'vacation_system_admin', 'assistant'] as const;

/**
 * Who edits a person's note: the person, their manager, and the roles that plan for others (admin, vacation
 * system admin, assistant). Everyone signed in reads the card and may comment.
 */
export function canEditFacts(
  actor: Pick<AuthUser, 'id' | 'roles'>,
  person: { id: number; managerId: number | null },
) {
  return (
    actor.id === person.id || actor.id === person.managerId || hasAnyRole(actor.roles, FACTS_EDITOR_ROLES)
  );
}
