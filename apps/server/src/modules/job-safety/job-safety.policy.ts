import { canAccess } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/**
 * Everyone signed in reads the articles, takes tests and studies; HR and administrators (the access key
 * `job-safety.admin`, which also guards the write routes) edit chapters, articles and tickets, see the right
 * answers of a ticket and send protocols to the document system (docs/modules/job-safety.md).
 */
export function managesJobSafety(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'job-safety.admin');
}

export function articleAbilities(actor: AuthUser) {
  return { edit: managesJobSafety(actor) };
}
