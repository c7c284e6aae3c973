import type { AccessTable } from './audience.ts';

/**
 * The projects portfolio (/project): everyone reads it; moderators and administrators write projects,
 * technologies and sectors (docs/decisions.md, "Projects portfolio").
 */
export const PORTFOLIO_ACCESS = {
  'portfolio.manage': ['moderator', 'admin'],
} as const satisfies AccessTable;
