import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storedFileCount, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { filePreviews, files } from '../files/files.schema.ts';
import { posts } from './posts.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';
import { seedCommunityDemo } from './posts.demo.ts';
import { DEMO_FEED } from './posts.demo-texts.ts';

/** The demo feed: sixty items with covers, comments and likes whose counts add up. */
let ctx: TestContext;
let moderatorId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  moderatorId = (await buildUser(db, { roles: ['moderator'] })).id;
  for (let index = 0; index < 30; index += 1) await buildUser(db);
  await seedCommunityDemo(db, ctx.services.files.storage, new Date('2026-11-20T09:00:00Z'));
});
afterAll(async () => ctx?.close());

describe('seedCommunityDemo', () => {
  it('writes sixty news and posts, news by moderators, newest first over the past weeks', async () => {
    const rows = await ctx.database.db.select().from(posts);
    expect(rows).toHaveLength(60);
    expect(DEMO_FEED).toHaveLength(60);
    const news = rows.filter((row) => row.kind === 'news');
    expect(news.length).toBeGreaterThanOrEqual(20);
    expect(news.every((row) => row.authorId === moderatorId && row.title)).toBe(true);
    const times = rows.map((row) => row.createdAt.getTime());
    expect(Math.max(...times)).toBeLessThan(new Date('2026-11-20T09:00:00Z').getTime());
  });

  it('keeps counters equal to the comments and likes it wrote', async () => {
    const mismatches = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`
        select count(*)::int as n from posts p
        left join social_counters c on c.entity_type = 'post' and c.entity_id = p.id
        where coalesce(c.comments, 0) <> (select count(*) from comments m where m.entity_type = 'post' and m.entity_id = p.id and m.deleted_at is null)
           or coalesce(c.likes, 0) <> (select count(*) from likes l where l.entity_type = 'post' and l.entity_id = p.id)`),
    );
    expect(Number(mismatches[0]!.n)).toBe(0);
    const [comments] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as n from comments`),
    );
    expect(Number(comments!.n)).toBe(DEMO_FEED.reduce((sum, item) => sum + item.comments.length, 0));
  });

  it('stores shared covers with previews and indexes every item for search', async () => {
    const covers = DEMO_FEED.filter((item) => item.cover).length;
    const [shared] = await ctx.database.db.select({ n: count() }).from(files).where(eq(files.shared, true));
    expect(shared!.n).toBe(covers);
    const [previews] = await ctx.database.db.select({ n: count() }).from(filePreviews);
    expect(previews!.n).toBe(covers * 2);
    const [indexed] = await ctx.database.db
      .select({ n: count() })
      .from(searchDocuments)
      .where(eq(searchDocuments.kind, 'post'));
    expect(indexed!.n).toBe(60);
  });

  it('does nothing on a second run (no duplicate posts or pictures)', async () => {
    const stored = storedFileCount(ctx.filesDir);
    await seedCommunityDemo(ctx.database.db, ctx.services.files.storage);
    expect(await ctx.database.db.select({ n: count() }).from(posts)).toEqual([{ n: 60 }]);
    expect(storedFileCount(ctx.filesDir)).toBe(stored);
  });
});
