import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';

let ctx: TestContext;
let api: ApiClient;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  await ctx.services.settings.set('internal_secret_setting', 'x');
});
afterAll(async () => ctx?.close());

describe('settings', () => {
  it('GET /api/settings lists every setting for a signed-in user, 401 without one', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await api.as(user);
    const response = await session.get('/api/settings');
    const keys = response.json<{ data: { key: string }[] }>().data.map((setting) => setting.key);
    expect(keys).toEqual(expect.arrayContaining(['support_email', 'internal_secret_setting']));
    expect((await ctx.app.inject({ url: '/api/settings' })).statusCode).toBe(401);
  });

  it('GET /api/settings/public shows only the sign-in page keys, without a user', async () => {
    const response = await ctx.app.inject({ url: '/api/settings/public' });
    expect(response.statusCode).toBe(200);
    const keys = response.json<{ data: { key: string }[] }>().data.map((setting) => setting.key);
    expect(keys.sort()).toEqual(['demo_mode', 'support_email', 'support_phone']);
  });

  it('a value changed in one process is read in the other; a rolled-back change is never cached', async () => {
    const other = await createTestApp({ database: ctx.database });
    try {
      await ctx.services.settings.set('range_max_days_grid', '100');
      expect(await other.services.settings.value('range_max_days_grid')).toBe('100'); // now cached there
      await ctx.services.settings.set('range_max_days_grid', '200');
      let seen = '';
      for (let attempt = 0; attempt < 200 && seen !== '200'; attempt += 1) {
        seen = await other.services.settings.value('range_max_days_grid');
        if (seen !== '200') await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(seen).toBe('200');
      await expect(
        ctx.database.db.transaction(async () => {
          await ctx.services.settings.set('range_max_days_grid', '300');
          expect(await ctx.services.settings.value('range_max_days_grid')).toBe('300');
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await ctx.services.settings.value('range_max_days_grid')).toBe('200');
    } finally {
      await other.app.close();
    }
  });
});
