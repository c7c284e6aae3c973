import { canAccess } from '@intranet/contracts';
import { rule } from '../../platform/auth/authorize.ts';

/**
 * Who edits a person's note: the person, their manager, and the roles that plan for others (access key
 * `facts.edit-any`). Everyone signed in reads the card and may comment.
 */
export const editFacts = rule(
  (actor, person: { id: number; managerId: number | null }) =>
    actor.id === person.id || actor.id === person.managerId || canAccess(actor.roles, 'facts.edit-any'),
);
