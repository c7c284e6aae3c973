import { canAccess } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/**
 * Every signed-in employee reads the portfolio; moderators and administrators (the access key
 * `portfolio.manage`, which also guards the write routes) create, edit and delete projects, technologies and
 * sectors. Any of them edits any project: the portfolio is the company's, not its author's.
 */
export function managesPortfolio(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'portfolio.manage');
}

export function projectAbilities(actor: AuthUser): { update: boolean; delete: boolean } {
  const manages = managesPortfolio(actor);
  return { update: manages, delete: manages };
}
