import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { EXACT_TOTAL_UP_TO } from '../../platform/http/pagination.ts';
import { posts } from './posts.schema.ts';

/**
 * The feed past EXACT_TOTAL_UP_TO, where the total is the planner's estimate: paging the way the web does
 * (`current_page < last_page`) must read every post once and never an empty page. The statistics are made
 * stale on purpose (ANALYZE, then a bulk change), so the estimate is wrong in a known direction.
 */
let ctx: TestContext;
let api: ApiClient;
let reader: Session;
const PER_PAGE = 50;
const POSTS = EXACT_TOTAL_UP_TO + 234;

interface FeedPage {
  data: FeedItem[];
  meta: { current_page: number; last_page: number; total: number; total_estimated?: boolean };
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const author = await buildUser(db);
  const user = await buildUser(db);
  reader = await api.as(user);
  const start = Date.UTC(2020, 0, 1);
  await db.insert(posts).values(
    Array.from({ length: POSTS }, (_, i) => ({
      kind: 'post',
      body: `<p>Пост ${i}</p>`,
      bodyText: `Пост ${i}`,
      authorId: author.id,
      createdAt: new Date(start + i * 60_000),
      // Born deleted: the statistics taken now say "no live posts".
      deletedAt: new Date(start),
    })),
  );
});
afterAll(async () => ctx?.close());

/** Pages the feed like the web's infinite scroll and returns every page it asked for. */
async function walkFeed(): Promise<FeedPage[]> {
  const pages: FeedPage[] = [];
  let page = 1;
  for (;;) {
    const response = await reader.get(`/api/feeds?page=${page}&per_page=${PER_PAGE}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<FeedPage>();
    pages.push(body);
    if (body.meta.current_page >= body.meta.last_page || pages.length > 40) return pages;
    page += 1;
  }
}

function expectWholeFeed(pages: FeedPage[], live: number) {
  const ids = pages.flatMap((page) => page.data.map((item) => item.id));
  expect(pages.every((page) => page.data.length > 0)).toBe(true);
  expect(pages).toHaveLength(Math.ceil(live / PER_PAGE));
  expect(new Set(ids).size).toBe(live);
  // The last page knows the list's end: its total is exact.
  expect(pages.at(-1)!.meta).toMatchObject({ last_page: pages.length, total: live });
  expect(pages.at(-1)!.meta.total_estimated).toBeUndefined();
}

describe('feed paging past the exact count', () => {
  it('reads to the end when the planner underestimates the feed', async () => {
    await ctx.database.db.execute(sql`analyze posts`);
    await ctx.database.db.update(posts).set({ deletedAt: null });
    const pages = await walkFeed();
    expect(pages[0]!.meta.total_estimated).toBe(true);
    expectWholeFeed(pages, POSTS);
  });

  it('stops at the last post when the planner overestimates the feed', async () => {
    await ctx.database.db.execute(sql`analyze posts`);
    const hidden = 200;
    await ctx.database.db.execute(
      sql`update posts set deleted_at = now() where id in (select id from posts order by id limit ${hidden})`,
    );
    const pages = await walkFeed();
    expect(pages[0]!.meta.total_estimated).toBe(true);
    expectWholeFeed(pages, POSTS - hidden);
  });
});
