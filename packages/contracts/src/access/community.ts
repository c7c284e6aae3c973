import type { AccessTable } from './audience.ts';

/**
 * The community modules (feed, comments, forum, events, gallery) and the company's pages. Everyone signed in
 * reads, writes posts and comments; moderators and administrators moderate; only administrators edit the
 * content pages (moderators edit news and posts, not the company's pages).
 */
export const COMMUNITY_ACCESS = {
  /** News, boards, events, albums; anyone's posts, topics and comments. */
  'community.moderate': ['moderator', 'admin'],
  /** The content pages and articles, with their history. */
  'content.edit': ['admin'],
  /** Anyone's vacation card note (besides the person and their manager). */
  'facts.edit-any': ['admin', 'vacation_system_admin', 'assistant'],
} as const satisfies AccessTable;
