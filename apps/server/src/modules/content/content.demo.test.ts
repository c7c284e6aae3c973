import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGES, type ContentPage } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { contentEntries } from './content.schema.ts';
import { seedContentDemo } from './content.demo.ts';

let ctx: TestContext;
let api: ApiClient;
let employee: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const user = await buildUser(ctx.database.db);
  employee = await api.as(user);
});
afterAll(async () => ctx?.close());

describe('seedContentDemo', () => {
  it('fills every content page with text, /leadership with sections and articles, once', async () => {
    await seedContentDemo(ctx.database.db);
    const [{ n: entries } = { n: 0 }] = await ctx.database.db.select({ n: count() }).from(contentEntries);
    await seedContentDemo(ctx.database.db);
    expect((await ctx.database.db.select({ n: count() }).from(contentEntries))[0]!.n).toBe(entries);

    for (const { slug } of CONTENT_PAGES) {
      const response = await employee.get(`/api/content/pages/${slug}`);
      const page = response.json<{ data: ContentPage }>().data;
      expect(page.body.length, slug).toBeGreaterThan(100);
    }
    const leadership = (await employee.get('/api/content/pages/leadership')).json<{ data: ContentPage }>()
      .data;
    expect(leadership.sections.length).toBeGreaterThanOrEqual(3);
    expect(leadership.sections.every((section) => section.articles.length > 0)).toBe(true);
    const about = (await employee.get('/api/content/pages/about')).json<{
      data: ContentPage;
    }>().data;
    expect(about.version).toBe(2);
  });
});
