import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps, type BuiltApp } from '../src/app.ts';
import { fixedClock } from '../src/platform/clock/clock.ts';
import { openPglite, openPostgres, type Database } from '../src/platform/db/database.ts';

export interface TestContext extends BuiltApp {
  database: Database;
  filesDir: string;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-keys';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A connection to the tests' PostgreSQL server (TEST_DATABASE_URL) for creating and dropping databases. */
async function onTestServer<T>(fn: (connection: pg.Client) => Promise<T>): Promise<T> {
  const connection = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await connection.connect();
  try {
    return await fn(connection);
  } finally {
    await connection.end();
  }
}

/**
 * A fresh database for one test file: a clone of the migrated template on the engine under test. On PostgreSQL
 * `template` clones another test database instead (a copy of its data); the connections to it are ended first,
 * as a template may have none.
 */
export async function openTestDatabase(options: { template?: string } = {}): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  if (process.env.TEST_DB_ENGINE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = options.template ?? inject('postgresTemplate');
    const name = `${template}_f${randomBytes(4).toString('hex')}`;
    await onTestServer(async (admin) => {
      if (options.template)
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
          template,
        ]);
      await admin.query(`create database ${name} template ${template}`);
      // A test database is thrown away after its file: a commit need not wait for the WAL to reach the disk.
      // Visibility and locking are unchanged; only durability after a crash of PostgreSQL is given up.
      await admin.query(`alter database ${name} set synchronous_commit = off`);
    });
    const database = await openPostgres(withDatabase(url, name));
    return {
      database,
      url: withDatabase(url, name),
      drop: async () => {
        await onTestServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  if (options.template) throw new Error('openTestDatabase: a template is a PostgreSQL database');
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const database = await openPglite({ loadDataDir: new Blob([dump]) });
  return { database, drop: async () => undefined };
}

export interface TestAppOptions {
  /** Share a database with another app instance (two server processes on one database). */
  database?: Database;
  loginRateLimit?: number;
  loginRateLimitPerIp?: number;
  /** Any other setting of the app under test (API docs, secure cookies, proxies). */
  app?: Partial<
    Pick<
      AppDeps,
      | 'apiDocs'
      | 'cookieSecure'
      | 'trustProxy'
      | 'loginAsTtlMinutes'
      | 'logger'
      | 'jobs'
      | 'smtpUrl'
      | 'directory'
      | 'publicUrl'
      | 'oidc'
    >
  >;
  /** Today for business rules (lead days, work years): a fixed day, so no test depends on when it runs. */
  today?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const opened = options.database ? undefined : await openTestDatabase();
  const database = options.database ?? opened!.database;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intranet-files-'));
  const built = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    filesDir,
    logLevel: 'silent',
    loginRateLimit: options.loginRateLimit ?? 1000,
    loginRateLimitPerIp: options.loginRateLimitPerIp ?? 100_000,
    clock: options.today ? fixedClock(options.today) : undefined,
    ...options.app,
  });
  await built.app.ready();
  return {
    ...built,
    database,
    filesDir,
    close: async () => {
      await built.app.close();
      if (opened) {
        await database.close();
        await opened.drop();
      }
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Files left in the storage folder (the `tmp` folder of half-written uploads included). */
export function storedFileCount(filesDir: string): number {
  if (!fs.existsSync(filesDir)) return 0;
  return fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
}

/**
 * Two server processes on one database (caches and real time across processes): on PostgreSQL the second has
 * connections of its own; PGlite (one process by nature) shares the instance. `close` ends both.
 */
export async function createTwoProcesses(): Promise<{
  database: Database;
  first: TestContext;
  second: TestContext;
  close(): Promise<void>;
}> {
  const opened = await openTestDatabase();
  const secondDatabase = opened.url ? await openPostgres(opened.url) : opened.database;
  const first = await createTestApp({ database: opened.database });
  const second = await createTestApp({ database: secondDatabase });
  return {
    database: opened.database,
    first,
    second,
    close: async () => {
      await first.app.close();
      await second.app.close();
      if (secondDatabase !== opened.database) await secondDatabase.close();
      await opened.database.close();
      await opened.drop();
    },
  };
}
