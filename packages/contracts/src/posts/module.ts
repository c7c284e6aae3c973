import { defineContractsModule } from '../module.ts';

/** The feed's news and posts (docs/modules/posts.md). */
export const postsContract = defineContractsModule({
  name: 'posts',
  commentable: ['post'],
  searchable: { post: 'Публикации' },
});
