import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, WRONG_CREDENTIALS_MESSAGE } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { cookieFrom, signIn } from '../../../test/http.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const issue = (login: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/token/issue', payload: { login, password } });

describe('POST /api/auth/token/issue', () => {
  it('issues a 15-minute bearer token and an httpOnly SameSite=Strict refresh cookie', async () => {
    const user = await buildUser(ctx.database.db);
    const response = await issue(user.login, user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; token_type: string; expires_in: number }>();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS);
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const cookie = response.cookies.find((item) => item.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie!.value.length).toBeGreaterThan(30);
  });

  it('accepts the login in any letter case', async () => {
    const user = await buildUser(ctx.database.db, { login: 'Mixed.Case' });
    expect((await issue('mixed.case', user.password)).statusCode).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown login', async () => {
    const user = await buildUser(ctx.database.db);
    const wrongPassword = await issue(user.login, 'wrong');
    const unknownLogin = await issue('nobody-here', 'wrong');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownLogin.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: WRONG_CREDENTIALS_MESSAGE });
    expect(unknownLogin.json()).toEqual(wrongPassword.json());
  });

  it('refuses a dismissed employee with the same 401', async () => {
    const user = await buildUser(ctx.database.db, { fireDate: '2020-01-31' });
    const response = await issue(user.login, user.password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: WRONG_CREDENTIALS_MESSAGE });
  });

  it('answers 400 with field errors for empty fields', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/issue',
      payload: { login: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.errors.login).toEqual(['Введите логин']);
    expect(body.errors.password).toBeDefined();
  });

  it('limits attempts per IP and login', async () => {
    // A stopped clock: the counts are per minute, and a real minute may turn between two attempts.
    const limited = await createTestApp({ database: ctx.database, loginRateLimit: 3, today: '2026-03-02' });
    try {
      const attempt = (login: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/token/issue',
          payload: { login, password: 'x' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt('target')).statusCode).toBe(401);
      const blocked = await attempt('target');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ message: string }>().message).toMatch(/Слишком много попыток/);
      // Another login from the same IP has its own budget.
      expect((await attempt('someone-else')).statusCode).toBe(401);
    } finally {
      await limited.app.close();
    }
  });
});

describe('refresh and logout', () => {
  it('refreshes the access token with the cookie, and 401 without it', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.login, user.password);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh',
      headers: { cookie: session.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const token = refreshed.json<{ access_token: string }>().access_token;
    const me = await ctx.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json<{ data: { id: number } }>().data.id).toBe(user.id);
    const without = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh' });
    expect(without.statusCode).toBe(401);
  });

  it('logout revokes the session: its access token and refresh cookie stop working', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.login, user.password);
    expect((await ctx.app.inject({ url: '/api/me', headers: session.headers })).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((item) => item.name === 'refresh_token')?.value).toBe('');
    expect((await ctx.app.inject({ url: '/api/me', headers: session.headers })).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh',
      headers: { cookie: session.cookie },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('GET /api/me', () => {
  it('answers 401 without a token and for a forged one', async () => {
    expect((await ctx.app.inject({ url: '/api/me' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({ url: '/api/me', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.statusCode).toBe(401);
  });

  it('returns roles, department with parent_id and the access list', async () => {
    const user = await buildUser(ctx.database.db, { roles: ['ts_admin'] });
    const session = await signIn(ctx.app, user.login, user.password);
    const response = await ctx.app.inject({ url: '/api/me', headers: session.headers });
    expect(response.statusCode).toBe(200);
    const me = response.json<{ data: Record<string, unknown> & { access: string[] } }>().data;
    expect(me).toMatchObject({
      id: user.id,
      email: user.email,
      roles: [{ role: 'ts_admin' }],
      department: { id: user.departmentId, parent_id: expect.any(Number) as number },
      impersonator: null,
    });
    expect(me.access).toContain('timesheet.settings');
    expect(me.access).toContain('work-conditions');
    expect(me.access).not.toContain('vacation.settings');
  });
});

describe('login-as', () => {
  it('lets an admin sign in as an employee, audits it, and returns to the admin session', async () => {
    const admin = await buildUser(ctx.database.db, { roles: ['admin'] });
    const target = await buildUser(ctx.database.db);
    const adminSession = await signIn(ctx.app, admin.login, admin.password);

    const loginAs = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/login-as/${target.id}`,
      headers: { ...adminSession.headers, cookie: adminSession.cookie },
    });
    expect(loginAs.statusCode).toBe(200);
    const asToken = loginAs.json<{ access_token: string }>().access_token;
    const origin = cookieFrom(loginAs, 'origin_refresh_token');
    const asCookie = cookieFrom(loginAs, 'refresh_token');
    expect(origin).toBe(adminSession.cookie.replace('refresh_token=', 'origin_refresh_token='));

    const me = await ctx.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${asToken}` } });
    expect(me.json<{ data: { id: number; impersonator: { id: number } } }>().data).toMatchObject({
      id: target.id,
      impersonator: { id: admin.id },
    });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login_as'), eq(auditLog.actorId, admin.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.targetId).toBe(String(target.id));

    const back = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-as/return',
      headers: { authorization: `Bearer ${asToken}`, cookie: `${asCookie!}; ${origin!}` },
    });
    expect(back.statusCode).toBe(200);
    // The admin's session goes on with a fresh refresh token; the one that waited is spent.
    const adminCookie = cookieFrom(back, 'refresh_token');
    expect(adminCookie).toBeDefined();
    expect(adminCookie).not.toBe(adminSession.cookie);
    const adminToken = back.json<{ access_token: string }>().access_token;
    const meAgain = await ctx.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(meAgain.json<{ data: { id: number; impersonator: null } }>().data).toMatchObject({
      id: admin.id,
      impersonator: null,
    });
    // The login-as session is closed.
    const stale = await ctx.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${asToken}` } });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses an admin signing in as another administrator (403 with the reason)', async () => {
    const admin = await buildUser(ctx.database.db, { roles: ['admin'] });
    const adminSession = await signIn(ctx.app, admin.login, admin.password);
    for (const roles of [['admin'], ['admin_director']] as const) {
      const other = await buildUser(ctx.database.db, { roles: [...roles] });
      const refused = await ctx.app.inject({
        method: 'POST',
        url: `/api/auth/login-as/${other.id}`,
        headers: { ...adminSession.headers, cookie: adminSession.cookie },
      });
      expect(refused.statusCode, roles.join()).toBe(403);
      expect(refused.json()).toEqual({ message: 'Нельзя войти от имени другого администратора' });
    }
  });

  it('is 403 for an employee and 404 for an unknown user', async () => {
    const employee = await buildUser(ctx.database.db);
    const other = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, employee.login, employee.password);
    const denied = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/login-as/${other.id}`,
      headers: session.headers,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'Доступ запрещен' });

    const admin = await buildUser(ctx.database.db, { roles: ['admin'] });
    const adminSession = await signIn(ctx.app, admin.login, admin.password);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-as/999999',
      headers: adminSession.headers,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-as/abc',
      headers: adminSession.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
