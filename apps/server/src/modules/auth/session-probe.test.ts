import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/http.ts';

/** Opening the app without a session is an answer (204), not a 401 in the console. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const refresh = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

describe('POST /api/auth/token/refresh?probe=1', () => {
  it('answers 204 without a cookie or with a dead one; a plain refresh still answers 401', async () => {
    expect((await refresh('/api/auth/token/refresh?probe=1')).statusCode).toBe(204);
    expect((await refresh('/api/auth/token/refresh?probe=1', 'refresh_token=nonsense')).statusCode).toBe(204);
    expect((await refresh('/api/auth/token/refresh')).statusCode).toBe(401);
  });

  it('gives a live session its access token', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.login, user.password);
    const restored = await refresh('/api/auth/token/refresh?probe=1', session.cookie);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<{ access_token: string }>().access_token).toBeTruthy();
  });

  it('refuses a bad probe value with a 400', async () => {
    expect((await refresh('/api/auth/token/refresh?probe=yes')).statusCode).toBe(400);
  });
});
