import { defineContractsModule } from '../module.ts';

/** The forum (docs/modules/forum.md); boards are community moderation (social/module.ts). */
export const forumContract = defineContractsModule({
  name: 'forum',
  commentable: ['topic'],
  searchable: { topic: 'Форум' },
});
