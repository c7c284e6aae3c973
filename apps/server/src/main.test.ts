import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.ts';
import { startServer, type Started } from '../test/processes.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intranet-main-'));
const started: Started[] = [];

function start(env: Record<string, string>): Started {
  const server = startServer({ PORT: '0', ...env });
  started.push(server);
  return server;
}

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const drops: (() => Promise<void>)[] = [];

/**
 * The process starts without the demo and with a first administrator from the environment: the demo start is
 * what every browser journey's server does (playwright.config.ts), and laying it here again through tsx was
 * the longest file of the suite. On the PostgreSQL run the process gets a fresh database through DATABASE_URL.
 */
const FIRST_ADMIN = { ADMIN_LOGIN: 'first-admin', ADMIN_PASSWORD: 'Первый-администратор-2026' };
async function engineEnv(): Promise<Record<string, string>> {
  const common = { DATA_DIR: dataDir, SEED_DEMO: '0', ...FIRST_ADMIN };
  if (!onPostgres) return common;
  const opened = await openTestDatabase();
  await opened.database.close();
  drops.push(() => opened.drop());
  return { ...common, DATABASE_URL: opened.url! };
}

afterAll(async () => {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

describe('server process', { timeout: 360_000 }, () => {
  it('starts on an empty data dir, holds the lock, and shuts down cleanly on SIGTERM', async () => {
    const server = start(await engineEnv());
    // Generous: the machine may be busy (a start through tsx compiles the whole server).
    const text = await server.waitFor(/Портал запущен: (http:\/\/\S+)/, 300_000);
    const url = /Портал запущен: (http:\/\/\S+)/.exec(text)![1]!;
    expect(text).not.toContain('Демо-входы');
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: onPostgres ? 'postgres' : 'pglite' });
    const signIn = await fetch(`${url}/api/auth/token/issue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: FIRST_ADMIN.ADMIN_LOGIN, password: FIRST_ADMIN.ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(200);

    if (!onPostgres) {
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
      const second = start({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('уже используется процессом');
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('stops with a clear message when its port is taken, once the app and its job workers are up', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intranet-main-port-'));
    try {
      const server = start({ ...(await engineEnv()), DATA_DIR: ownDir, PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('порт уже занят другим процессом');
      // The job workers stop with the app before the database closes: no error of a closed pool.
      expect(server.output()).not.toMatch(/pool after calling end|Unhandled|PGlite is closed/i);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  });

  it('stops with a clear message on a bad environment', async () => {
    const server = start({ ...(await engineEnv()), PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Неверная конфигурация окружения');
    expect(server.output()).toContain('PORT');
  });
});
