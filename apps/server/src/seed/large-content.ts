import type { Db } from '../platform/db/database.ts';
import { forumLargeContent } from './forum-large.ts';
import { portfolioLargeContent } from './portfolio-large.ts';
import { largeGallerySeeder } from './large-gallery.ts';
import { largeEventsSeeder } from './large-events.ts';

/** What a content seeder of `seed:large --content` is given: the organisation already built. */
export interface LargeContentOptions {
  /** People in the organisation (ids 1…n are not guaranteed: read them from `users`). */
  employees: number;
  /** Deterministic seed for faker. */
  seed: number;
}

/** One module's scaled content for the benchmarks (events, forum, gallery, projects…). */
export interface LargeContentSeeder {
  /** Russian name printed in the summary, e.g. «События». */
  label: string;
  /** Adds the content and answers what it added, for the printed summary (e.g. `{ событий: 2000 }`). */
  seed(db: Db, options: LargeContentOptions): Promise<Record<string, number>>;
}

/**
 * Every module's large content, one line each; `npm run seed:large -- --content` runs them in this order
 * after the organisation.
 */
export const LARGE_CONTENT_SEEDERS: readonly LargeContentSeeder[] = [
  forumLargeContent,
  portfolioLargeContent,
  largeGallerySeeder,
  largeEventsSeeder,
];
