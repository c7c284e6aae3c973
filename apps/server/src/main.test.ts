import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intranet-main-'));
const children: ChildProcess[] = [];

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Generous: a first start seeds the whole demo organisation, and the machine may be busy.
  const waitFor = async (pattern: RegExp, timeoutMs = 300_000) => {
    const started = Date.now();
    while (!pattern.test(output)) {
      if (child.exitCode !== null || Date.now() - started > timeoutMs)
        throw new Error(`no ${pattern} in:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return output;
  };
  return { child, exited, waitFor, output: () => output };
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
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

describe('server process', { timeout: 360_000 }, () => {
  it('starts on an empty data dir, holds the lock, and shuts down cleanly on SIGTERM', async () => {
    const server = start(await engineEnv());
    const text = await server.waitFor(/Портал запущен: (http:\/\/\S+)/);
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

  it('stops with a clear message on a bad environment', async () => {
    const server = start({ ...(await engineEnv()), PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Неверная конфигурация окружения');
    expect(server.output()).toContain('PORT');
  });
});
