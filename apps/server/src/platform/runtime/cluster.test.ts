import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerSocketMessage } from '@intranet/contracts';
import { SOCKET_RESTART_CLOSE } from '@intranet/contracts/health/lifecycle';
import { openTestDatabase } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { startNginx, startServer, waitForOk, type Started } from '../../../test/processes.ts';
import type { Database } from '../db/database.ts';
import { rowsOf } from '../db/sql.ts';
import { sql } from 'drizzle-orm';

/**
 * Two real server processes on one PostgreSQL behind Debian's nginx with docs/deploy/nginx.conf
 * (docs/operations.md, "Several processes and nginx", "Graceful restarts"). PostgreSQL only: PGlite is one
 * process by nature, and the refusal of WORKERS on it is the last test here.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const PORTS = { first: 3302, second: 3303, nginx: 3304, workers: 3305, workersNginx: 3307 };
const PASSWORD = 'Пароль-для-кластера-2026';

const direct = (port: number) => `http://127.0.0.1:${port}`;
const viaNginx = direct(PORTS.nginx);

if (!onPostgres) {
  console.info(
    'cluster.test.ts: the processes behind nginx are skipped: they need PostgreSQL (TEST_DATABASE_URL)',
  );
}

describe.skipIf(!onPostgres)(
  'two server processes behind nginx (needs TEST_DATABASE_URL)',
  { timeout: 600_000 },
  () => {
    let opened: Awaited<ReturnType<typeof openTestDatabase>>;
    let database: Database;
    let env: Record<string, string>;
    const servers: Record<'first' | 'second', Started | undefined> = { first: undefined, second: undefined };
    let nginx: ReturnType<typeof startNginx>;
    let admin: { id: number; login: string };
    let colleague: { id: number; login: string };
    const sockets: WebSocket[] = [];

    const start = async (which: 'first' | 'second') => {
      const server = startServer({ ...env, PORT: String(PORTS[which]) });
      servers[which] = server;
      await server.waitFor(/Портал запущен/);
      await waitForOk(`${direct(PORTS[which])}/api/ready`);
      return server;
    };

    const signIn = async (base: string, login: string) => {
      const response = await fetch(`${base}/api/auth/token/issue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password: PASSWORD }),
      });
      expect(response.status).toBe(200);
      cookies.set(
        login,
        response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      );
      return ((await response.json()) as { access_token: string }).access_token;
    };
    /** The refresh cookie of each login's last sign-in (sign-out reads it). */
    const cookies = new Map<string, string>();

    const call = (base: string, token: string, path: string, body?: unknown) =>
      fetch(`${base}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    /** A signed-in socket on one process, with every message it heard and how it closed. */
    const openSocket = async (port: number, token: string) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
      sockets.push(socket);
      const messages: ServerSocketMessage[] = [];
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      socket.on('message', (data) =>
        messages.push(JSON.parse((data as Buffer).toString('utf8')) as ServerSocketMessage),
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ type: 'auth', token }));
      await until(() => messages.some((message) => message.type === 'ready'));
      return { socket, messages, closed };
    };

    beforeAll(async () => {
      opened = await openTestDatabase();
      database = opened.database;
      admin = await buildUser(database.db, { roles: ['admin'], password: PASSWORD });
      colleague = await buildUser(database.db, { password: PASSWORD });
      env = {
        DATABASE_URL: opened.url!,
        DATA_DIR: '/nonexistent-data-dir',
        SEED_DEMO: '0',
        LOGIN_RATE_LIMIT: '10000',
        LOGIN_RATE_LIMIT_PER_IP: '100000',
        SHUTDOWN_GRACE_SECONDS: '30',
      };
      // Both at once: they prepare the database one after the other (an advisory lock), not over each other.
      await Promise.all([start('first'), start('second')]);
      nginx = startNginx(PORTS.nginx, [PORTS.first, PORTS.second]);
      await waitForOk(`${viaNginx}/api/ready`, 60_000);
    });

    afterAll(async () => {
      for (const socket of sockets) socket.terminate();
      for (const server of Object.values(servers))
        if (server?.child.exitCode === null) server.child.kill('SIGKILL');
      if (nginx?.child.exitCode === null) nginx.child.kill('SIGQUIT');
      await nginx?.exited;
      await database?.close();
      await opened?.drop();
    });

    it('a session issued by one process is valid on the other, and its end is seen by both', async () => {
      const token = await signIn(direct(PORTS.first), colleague.login);
      const me = await call(direct(PORTS.second), token, '/me');
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { id: number } }).data.id).toBe(colleague.id);
      // Warm the first process's session cache, sign out on the second: the first forgets it too.
      expect((await call(direct(PORTS.first), token, '/me')).status).toBe(200);
      const logout = await fetch(`${direct(PORTS.second)}/api/auth/logout`, {
        method: 'POST',
        headers: { cookie: cookies.get(colleague.login)! },
      });
      expect(logout.status).toBe(204);
      await until(async () => (await call(direct(PORTS.first), token, '/me')).status === 401);
    });

    it('a chat message sent through one process arrives live on a socket held by the other', async () => {
      const listener = await openSocket(PORTS.second, await signIn(direct(PORTS.second), colleague.login));
      const adminToken = await signIn(direct(PORTS.first), admin.login);
      const sent = await call(direct(PORTS.first), adminToken, '/chat', {
        user_id: colleague.id,
        message: 'Сообщение через другой процесс',
      });
      expect(sent.status).toBe(201);
      await until(() =>
        listener.messages.some(
          (message) =>
            message.type === 'chat.message' && message.data.message === 'Сообщение через другой процесс',
        ),
      );
      listener.socket.close();
    });

    it('a job started on one process runs once, its progress heard on a socket of the other', async () => {
      const token = await signIn(direct(PORTS.first), admin.login);
      const listener = await openSocket(PORTS.second, token);
      const started = await call(direct(PORTS.first), token, '/timesheet/finance_statistic/start', {});
      expect(started.status).toBeLessThan(300);
      const run = (await started.json()) as { data?: { id: string }; id?: string };
      const runId = run.data?.id ?? run.id!;
      await until(() =>
        listener.messages.some(
          (message) =>
            message.type === 'job.progress' &&
            message.data.id === runId &&
            message.data.state === 'completed',
        ),
      );
      const seen = await call(direct(PORTS.second), token, `/jobs/${runId}`);
      expect(seen.status).toBe(200);
      expect(JSON.stringify(await seen.json())).toContain('"completed"');
      const [row] = rowsOf<{ attempt: number; queued: string | number }>(
        await database.db.execute(sql`
        select attempt, (select count(*) from pgboss.job where data->>'runId' = ${runId}) as queued
        from job_runs where id = ${runId}`),
      );
      expect({ attempt: row!.attempt, queued: Number(row!.queued) }).toEqual({ attempt: 1, queued: 1 });
      listener.socket.close();
    });

    it('a rolling restart under load loses no request and no acknowledged write', async () => {
      const token = await signIn(viaNginx, admin.login);
      // A socket on the second process is told to reconnect when it stops.
      const watcher = await openSocket(PORTS.second, await signIn(direct(PORTS.second), colleague.login));
      const failures: string[] = [];
      const acknowledged: number[] = [];
      let reads = 0;
      let running = true;
      const worker = async (n: number) => {
        for (let i = 0; running; i += 1) {
          try {
            if (i % 2 === 0) {
              const response = await call(viaNginx, token, '/chat', {
                user_id: colleague.id,
                message: `нагрузка ${n}-${i}`,
              });
              if (response.status !== 201) failures.push(`POST ${response.status} ${await response.text()}`);
              else acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
            } else {
              const response = await call(viaNginx, token, '/me');
              if (response.status !== 200) failures.push(`GET ${response.status}`);
              else reads += 1;
              await response.arrayBuffer().catch(() => undefined);
            }
          } catch (error) {
            failures.push(`network ${String(error)}`);
          }
        }
      };
      const load = Promise.all([0, 1, 2].map(worker));

      for (const which of ['first', 'second'] as const) {
        const before = acknowledged.length;
        const old = servers[which]!;
        old.child.kill('SIGTERM');
        expect(await old.exited).toBe(0);
        await start(which);
        // The other process carried the load meanwhile.
        expect(acknowledged.length).toBeGreaterThan(before);
      }
      expect(await watcher.closed).toBe(SOCKET_RESTART_CLOSE.code);
      await until(() => acknowledged.length > 0);
      running = false;
      await load;

      expect(failures).toEqual([]);
      expect(reads).toBeGreaterThan(0);
      const [stored] = rowsOf<{ count: string | number }>(
        await database.db.execute(
          sql`select count(*) as count from chat_messages where id = any(${`{${acknowledged.join(',')}}`}::int[])`,
        ),
      );
      expect(Number(stored!.count)).toBe(acknowledged.length);
    });
  },
);

describe.skipIf(!onPostgres)('WORKERS=2 (needs TEST_DATABASE_URL)', { timeout: 600_000 }, () => {
  it('serves from two workers on one port and restarts them one by one on SIGHUP, losing no request', async () => {
    const opened = await openTestDatabase();
    const user = await buildUser(opened.database.db, { roles: ['admin'], password: PASSWORD });
    // Behind nginx, as deployed: a client that keeps connections alive to a worker that stops would see them
    // closed under it, which nginx (no upstream keepalive) never does.
    const base = direct(PORTS.workersNginx);
    const primary = startServer({
      DATABASE_URL: opened.url!,
      DATA_DIR: '/nonexistent-data-dir',
      SEED_DEMO: '0',
      WORKERS: '2',
      PORT: String(PORTS.workers),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      LOGIN_RATE_LIMIT: '10000',
      LOGIN_RATE_LIMIT_PER_IP: '100000',
    });
    let proxy: ReturnType<typeof startNginx> | undefined;
    /** The pids that said they listen, in order. */
    const listeners = () =>
      [...primary.output().matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening/g)].map((match) => match[1]);
    try {
      await primary.waitFor(/all workers listen/);
      expect(new Set(listeners()).size).toBe(2);
      proxy = startNginx(PORTS.workersNginx, [PORTS.workers]);
      await waitForOk(`${base}/api/ready`, 60_000);
      const issued = await fetch(`${base}/api/auth/token/issue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: user.login, password: PASSWORD }),
      });
      const { access_token: token } = (await issued.json()) as { access_token: string };
      const failures: string[] = [];
      let served = 0;
      let running = true;
      const load = Promise.all(
        [0, 1].map(async () => {
          while (running) {
            try {
              const response = await fetch(`${base}/api/me`, {
                headers: { authorization: `Bearer ${token}` },
              });
              await response.arrayBuffer();
              if (response.status === 200) served += 1;
              else failures.push(`GET ${response.status}`);
            } catch (error) {
              failures.push(`network ${String(error)}`);
            }
          }
        }),
      );
      primary.child.kill('SIGHUP');
      await primary.waitFor(/rolling restart done/);
      running = false;
      await load;
      expect(failures).toEqual([]);
      expect(served).toBeGreaterThan(0);
      expect(new Set(listeners()).size).toBe(4); // two new workers took over
      primary.child.kill('SIGTERM');
      expect(await primary.exited).toBe(0);
    } finally {
      if (primary.child.exitCode === null) primary.child.kill('SIGKILL');
      if (proxy?.child.exitCode === null) proxy.child.kill('SIGQUIT');
      await proxy?.exited;
      await opened.database.close();
      await opened.drop();
    }
  });
});

describe('WORKERS on the embedded database', () => {
  it.skipIf(onPostgres)('is refused with a clear message: PGlite is one process', async () => {
    const server = startServer({ WORKERS: '2', PORT: '0', DATA_DIR: '/nonexistent-data-dir' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WORKERS больше 1 требует PostgreSQL (DATABASE_URL)');
  });
});

/** Waits for a condition the processes reach in their own time (generous: the machine may be busy). */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('the condition was not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
