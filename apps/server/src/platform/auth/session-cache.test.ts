import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoProcesses, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { signIn, type SignedIn } from '../../../test/http.ts';
import { eventually, statementsOf } from '../../../test/observe.ts';
import { roles } from '../../modules/users/users.schema.ts';
import type { Database } from '../db/database.ts';
import { SessionCache, type CachedSession } from './session-cache.ts';

/**
 * The guard's session cache: no read for a warm session, one for a cold one, and every change —
 * a revoked session, new roles, a new permission — reaches the other server process through NOTIFY.
 * On PostgreSQL the second process has a database connection of its own; PGlite (one process by nature)
 * shares the instance.
 */
let processes: Awaited<ReturnType<typeof createTwoProcesses>>;
let database: Database;
let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  processes = await createTwoProcesses();
  ({ database, first, second } = processes);
});
afterAll(async () => processes?.close());

const me = (ctx: TestContext, session: SignedIn) =>
  ctx.app.inject({ url: '/api/me', headers: session.headers });
type Me = { data: { roles: { role: string }[]; permissions: string[] } };

describe('the guard reads a session once', () => {
  it('a warm session costs no statement: GET /api/me reads two cold (the session, the row), none warm', async () => {
    const user = await buildUser(database.db, { roles: ['ts_filling'] });
    const session = await signIn(first.app, user.login, user.password);
    let status = 0;
    const cold = await statementsOf(database, async () => {
      status = (await me(first, session)).statusCode;
    });
    expect(status).toBe(200);
    expect(cold).toHaveLength(2);
    const warm = await statementsOf(database, async () => {
      status = (await me(first, session)).statusCode;
    });
    expect(status).toBe(200);
    expect(warm).toEqual([]);
  });
});

describe('changes reach every process', () => {
  it('a logout in one process refuses the access token in the other', async () => {
    const user = await buildUser(database.db, { roles: ['ts_filling'] });
    const session = await signIn(first.app, user.login, user.password);
    expect((await me(second, session)).statusCode).toBe(200); // cached in the second process now
    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(first, session)).statusCode).toBe(401); // at once where it happened
    expect(await eventually(async () => (await me(second, session)).statusCode === 401)).toBe(true);
  });

  it('new roles show in the other process', async () => {
    const user = await buildUser(database.db, { roles: ['ts_filling'] });
    const session = await signIn(first.app, user.login, user.password);
    expect((await me(second, session)).json<Me>().data.roles).toEqual([{ role: 'ts_filling' }]);
    await first.services.users.setRoles(user.id, ['ts_filling', 'hr']);
    expect(await eventually(async () => (await me(second, session)).json<Me>().data.roles.length === 2)).toBe(
      true,
    );
  });

  it("a permission granted to a role reaches its holders' sessions in the other process", async () => {
    const admin = await buildUser(database.db, { roles: ['admin'] });
    const adminSession = await signIn(first.app, admin.login, admin.password);
    const holder = await buildUser(database.db, { roles: ['moderator'] });
    const session = await signIn(first.app, holder.login, holder.password);
    expect((await me(second, session)).json<Me>().data.permissions).toEqual([]);
    const [role] = await database.db.select().from(roles).where(eq(roles.name, 'moderator'));
    const toggle = await first.app.inject({
      method: 'POST',
      url: '/api/permission/toggle',
      payload: { permission_id: 1, role_id: role!.id, granted: true },
      headers: adminSession.headers,
    });
    expect(toggle.statusCode).toBe(204);
    expect(
      await eventually(async () => (await me(second, session)).json<Me>().data.permissions.length === 1),
    ).toBe(true);
  });
});

describe('a lost listening connection (PostgreSQL)', () => {
  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'listens again, forgets what it may have missed, and hears the next revocation',
    async () => {
      const user = await buildUser(database.db, { roles: ['ts_filling'] });
      const session = await signIn(first.app, user.login, user.password);
      expect((await me(second, session)).statusCode).toBe(200);
      const listening = async () =>
        Number(
          (
            (await database.rawQuery(
              `select count(*)::int as n from pg_stat_activity
                where datname = current_database() and query like 'LISTEN "session_changes"%'`,
              [],
            )) as { n: number }[]
          )[0]!.n,
        );
      const before = await listening();
      expect(before).toBeGreaterThanOrEqual(2);
      // A restarted server or an idle-killer: every listening connection of this database is cut.
      await database.rawQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
        [],
      );
      expect(await eventually(async () => (await listening()) >= before)).toBe(true);
      expect((await me(second, session)).statusCode).toBe(200); // cached again after the reconnect
      await first.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: session.cookie },
      });
      expect(await eventually(async () => (await me(second, session)).statusCode === 401)).toBe(true);
    },
  );
});

describe('the cache itself', () => {
  const entry = (userId: number, expiresAt: number): CachedSession => ({
    userId,
    login: `u${userId}`,
    fullName: 'Тестов Тест',
    roles: [],
    permissions: [],
    impersonatorUserId: null,
    fireDate: null,
    expiresAt,
    lastSeenAt: 0,
  });

  it('serves an entry until its time to live or its session ends, then reads again', async () => {
    let now = 1_000_000;
    const cache = new SessionCache(database, { ttlMs: 100 }, () => now);
    let reads = 0;
    const load = async () => ((reads += 1), entry(1, 1_000_500));
    await cache.get('s', load);
    await cache.get('s', load);
    expect(reads).toBe(1);
    now += 150; // past the time to live
    await cache.get('s', load);
    expect(reads).toBe(2);
    now = 1_000_600; // past the session's end: not served, read again
    await cache.get('s', load);
    expect(reads).toBe(3);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new SessionCache(database, { maxEntries: 2 });
    const far = Date.now() + 3_600_000;
    for (const id of ['a', 'b', 'c']) await cache.get(id, async () => entry(1, far));
    expect(cache.size).toBe(2);
    let reads = 0;
    await cache.get('a', async () => ((reads += 1), entry(1, far)));
    expect(reads).toBe(1);
  });

  it('does not store what a read saw before a change that arrived meanwhile', async () => {
    const cache = new SessionCache(database);
    const far = Date.now() + 3_600_000;
    await cache.get('s', async () => {
      await cache.invalidate(database.db, { users: [7] });
      return entry(7, far);
    });
    expect(cache.size).toBe(0);
  });
});
