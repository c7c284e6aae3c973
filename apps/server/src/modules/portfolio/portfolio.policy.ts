import { PORTFOLIO_MESSAGES } from '@intranet/contracts';
import { accessRule } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/**
 * Every signed-in employee reads the portfolio; moderators and administrators (the access key
 * `portfolio.manage`, which also guards the write routes) create, edit and delete projects, technologies and
 * sectors. Any of them edits any project: the portfolio is the company's, not its author's.
 */
export const managePortfolio = accessRule('portfolio.manage', PORTFOLIO_MESSAGES.forbidden);

export function projectAbilities(actor: AuthUser): { update: boolean; delete: boolean } {
  const manages = managePortfolio.allows(actor);
  return { update: manages, delete: manages };
}
