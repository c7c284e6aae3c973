import type { AccessTable } from './audience.ts';

/**
 * The projects portfolio (platform §2 /project): everyone reads it; moderators and administrators write
 * projects, technologies and sectors (docs/decisions.md, «Портфолио проектов»).
 */
export const PORTFOLIO_ACCESS = {
  'portfolio.manage': ['moderator', 'admin'],
} as const satisfies AccessTable;
