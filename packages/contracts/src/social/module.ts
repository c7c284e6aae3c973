import { defineContractsModule } from '../module.ts';

/**
 * Comments and likes, the one mechanism of the community modules (docs/modules/social.md). Everyone signed
 * in reads, writes posts and comments; moderators and administrators moderate the feed, forum, events and
 * gallery.
 */
export const socialContract = defineContractsModule({
  name: 'social',
  access: {
    /** News, boards, events, albums; anyone's posts, topics and comments. */
    'community.moderate': ['moderator', 'admin'],
  },
});
