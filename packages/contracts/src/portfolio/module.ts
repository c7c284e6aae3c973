import { defineContractsModule } from '../module.ts';

/**
 * The projects portfolio (/project): everyone reads it and comments; moderators and administrators write
 * projects, technologies and sectors (docs/modules/portfolio.md).
 */
export const portfolioContract = defineContractsModule({
  name: 'portfolio',
  access: { 'portfolio.manage': ['moderator', 'admin'] },
  commentable: ['project'],
  searchable: { project: 'Проекты' },
});
