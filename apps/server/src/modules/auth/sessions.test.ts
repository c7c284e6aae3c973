import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { cookieFrom, signIn, type SignedIn } from '../../../test/http.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { sessionTokens, sessions } from './auth.schema.ts';
import { users } from '../users/users.schema.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { TEST_PASSWORD_COST } from '../../../test/setup.ts';

/** Sessions as an attacker meets them: replayed tokens, login-as, guessing, idle sessions, old hashes. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const refresh = (cookie: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh', headers: { cookie } });
const me = (token: string) =>
  ctx.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });

/** Moves a spent token's use back in time, past the grace period for two tabs refreshing together. */
async function ageSpentTokens(sessionId: string) {
  await ctx.database.db
    .update(sessionTokens)
    .set({ usedAt: sql`${sessionTokens.usedAt} - interval '10 minutes'` })
    .where(and(eq(sessionTokens.sessionId, sessionId), sql`${sessionTokens.usedAt} is not null`));
}

/** The one session a freshly built user has. */
async function sessionIdOf(userId: number): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row!.id;
}

describe('refresh rotation', () => {
  it('gives a new refresh token each time; the spent one, reused later, revokes the whole session', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.login, user.password);
    const sessionId = await sessionIdOf(user.id);

    const first = await refresh(session.cookie);
    expect(first.statusCode).toBe(200);
    const next = cookieFrom(first, 'refresh_token')!;
    expect(next).toBeDefined();
    expect(next).not.toBe(session.cookie);
    const second = await refresh(next);
    expect(second.statusCode).toBe(200);
    const newest = cookieFrom(second, 'refresh_token')!;

    // A thief replays the first cookie after the grace period: 401, and the owner's session ends too.
    await ageSpentTokens(sessionId);
    const replay = await refresh(session.cookie);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(newest)).statusCode).toBe(401);
    expect((await me(second.json<{ access_token: string }>().access_token)).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.revokedAt).not.toBeNull();
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.refresh_reuse'), eq(auditLog.targetId, sessionId)));
    expect(audit).toHaveLength(1);
  });

  it('lets two tabs refresh with the same cookie at the same moment', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.login, user.password);
    const [a, b] = await Promise.all([refresh(session.cookie), refresh(session.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await refresh(cookieFrom(b, 'refresh_token')!)).statusCode).toBe(200);
  });

  it('refuses an access token without an expiry, even correctly signed', async () => {
    const user = await buildUser(ctx.database.db);
    await signIn(ctx.app, user.login, user.password);
    const sessionId = await sessionIdOf(user.id);
    const forever = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(forever)).statusCode).toBe(401);
  });
});

describe('login-as', () => {
  async function loginAs(adminSession: SignedIn, targetId: number) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/login-as/${targetId}`,
      headers: { ...adminSession.headers, cookie: adminSession.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response;
  }

  it('lasts an hour at most and ends with the administrator’s own session', async () => {
    const admin = await buildUser(ctx.database.db, { roles: ['admin'] });
    const target = await buildUser(ctx.database.db);
    const adminSession = await signIn(ctx.app, admin.login, admin.password);
    const response = await loginAs(adminSession, target.id);
    const asToken = response.json<{ access_token: string }>().access_token;
    const [asSession] = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, target.id), eq(sessions.impersonatorUserId, admin.id)));
    const lifetime = asSession!.expiresAt.getTime() - asSession!.createdAt.getTime();
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    const cookie = response.cookies.find((item) => item.name === 'refresh_token');
    expect(cookie!.maxAge).toBeLessThanOrEqual(3600);

    expect((await me(asToken)).statusCode).toBe(200);
    // The administrator signs out elsewhere (or the session is revoked): the login-as stops at once.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: adminSession.cookie },
    });
    expect((await me(asToken)).statusCode).toBe(401);
  });

  it('records both the acting user and the administrator behind them', async () => {
    const admin = await buildUser(ctx.database.db, { roles: ['admin'] });
    const target = await buildUser(ctx.database.db, { roles: ['vacation_system_admin'] });
    const adminSession = await signIn(ctx.app, admin.login, admin.password);
    const asToken = (await loginAs(adminSession, target.id)).json<{ access_token: string }>().access_token;
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/dba/vacations/blocked-periods',
      headers: { authorization: `Bearer ${asToken}` },
      payload: { date_start: '2031-03-02', date_end: '2031-03-03' },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, target.id), eq(auditLog.impersonatorId, admin.id)));
    expect(rows.length).toBeGreaterThan(0);
  });
});

/** The counts are per minute of the app's clock: a stopped one, so no real minute turns mid-test. */
const LIMIT_DAY = '2026-03-02';

describe('sign-in rate limits (in the database)', () => {
  const attempt = (app: TestContext['app'], login: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/token/issue',
      payload: { login, password: 'wrong' },
      remoteAddress: ip,
    });

  it('holds a spray over many logins from one address, shared by two server processes', async () => {
    const first = await createTestApp({ database: ctx.database, loginRateLimitPerIp: 6, today: LIMIT_DAY });
    const second = await createTestApp({ database: ctx.database, loginRateLimitPerIp: 6, today: LIMIT_DAY });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await attempt(i % 2 ? first.app : second.app, `spray${i}`, '10.9.0.1')).statusCode);
      expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(statuses.slice(6)).toEqual([429, 429]);
      // Another address is not affected.
      expect((await attempt(first.app, 'spray0', '10.9.0.2')).statusCode).toBe(401);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });

  it('a guesser locks a login only from their own address: the owner still signs in', async () => {
    const victim = await buildUser(ctx.database.db);
    const limited = await createTestApp({ database: ctx.database, loginRateLimit: 3, today: LIMIT_DAY });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await attempt(limited.app, victim.login, '10.8.0.66')).statusCode).toBe(401);
      expect((await attempt(limited.app, victim.login, '10.8.0.66')).statusCode).toBe(429);
      const owner = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/token/issue',
        payload: { login: victim.login, password: victim.password },
        remoteAddress: '10.8.0.7',
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });

  it('behind a trusted proxy, counts each client by X-Forwarded-For, not the proxy’s address', async () => {
    const proxied = await createTestApp({
      database: ctx.database,
      loginRateLimit: 2,
      today: LIMIT_DAY,
      app: { trustProxy: 1 },
    });
    try {
      const through = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/token/issue',
          payload: { login: 'proxied-login', password: 'wrong' },
          remoteAddress: '10.7.0.1',
          headers: { 'x-forwarded-for': client },
        });
      expect((await through('198.51.100.1')).statusCode).toBe(401);
      expect((await through('198.51.100.1')).statusCode).toBe(401);
      expect((await through('198.51.100.1')).statusCode).toBe(429);
      expect((await through('198.51.100.2')).statusCode).toBe(401);
    } finally {
      await proxied.app.close();
    }
  });
});

describe('idle timeout and absolute limit', () => {
  const lastSeen = async (sessionId: string) =>
    (await ctx.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.lastSeenAt;
  const age = (sessionId: string, interval: string) =>
    ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - ${interval}::interval` })
      .where(eq(sessions.id, sessionId));

  it('ends a session unused longer than session_idle_hours (12 by default): calls and refresh get 401', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.login, user.password);
    await age(await sessionIdOf(user.id), '12 hours 1 minute');
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
  });

  it('keeps a session in use: a request writes its last use when the one written is minutes old', async () => {
    const user = await buildUser(ctx.database.db);
    const session = await signIn(ctx.app, user.login, user.password);
    const id = await sessionIdOf(user.id);
    await age(id, '11 hours');
    expect((await me(session.token)).statusCode).toBe(200);
    expect(Date.now() - (await lastSeen(id)).getTime()).toBeLessThan(60_000);
  });

  it('follows the settings: a shorter idle timeout, and the absolute limit at sign-in', async () => {
    try {
      await ctx.services.settings.set('session_idle_hours', '1');
      await ctx.services.settings.set('session_max_days', '2');
      const user = await buildUser(ctx.database.db);
      const session = await signIn(ctx.app, user.login, user.password);
      const id = await sessionIdOf(user.id);
      const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, id));
      const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(2, 2);
      await age(id, '61 minutes');
      expect((await me(session.token)).statusCode).toBe(401);
    } finally {
      await ctx.services.settings.set('session_idle_hours', '12');
      await ctx.services.settings.set('session_max_days', '30');
    }
  });
});

describe('password hashes of an older cost', () => {
  it('are made again at the next sign-in with the current cost', async () => {
    const user = await buildUser(ctx.database.db);
    const cheap = await hashPassword(user.password, undefined, TEST_PASSWORD_COST - 2);
    await ctx.database.db.update(users).set({ passwordHash: cheap }).where(eq(users.id, user.id));
    await signIn(ctx.app, user.login, user.password);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_COST}\\$8\\$1\\$`));
    expect(await verifyPassword(user.password, row!.passwordHash)).toBe(true);
    // Signed in again, the hash stays: it is current.
    await signIn(ctx.app, user.login, user.password);
    const [again] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(again!.passwordHash).toBe(row!.passwordHash);
  });
});
