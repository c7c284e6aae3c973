import { defineContractsModule } from '../module.ts';

/**
 * The company's pages and articles (docs/modules/content.md): only administrators edit them (moderators
 * edit news and posts, not the company's pages).
 */
export const contentContract = defineContractsModule({
  name: 'content',
  access: {
    /** The content pages and articles, with their history. */
    'content.edit': ['admin'],
  },
  searchable: { page: 'Страницы' },
});
