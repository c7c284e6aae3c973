import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/http.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.services.settings.set('internal_secret_setting', 'x');
});
afterAll(async () => ctx?.close());

describe('settings', () => {
  it('GET /api/settings lists every setting for a signed-in user, 401 without one', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.login, user.password);
    const response = await ctx.app.inject({ url: '/api/settings', headers: session.headers });
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
});
