import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './lock.ts';
import { listenKeptAlive } from './pg-listener.ts';
import { DATE_PARSERS, DRIZZLE_TEXT_PARSERS, forDrizzle } from './pglite-parsers.ts';
import { withReadReplica } from './read-handle.ts';
import { withTransactionContext } from './transaction-context.ts';
import { collectGarbage } from '../runtime/gc.ts';

/** The Drizzle handle every service uses; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Database {
  db: Db;
  /**
   * Where heavy reports and exports read (platform/db/read-handle.ts): a read replica's pool when
   * DATABASE_READ_URL is set on PostgreSQL, else `db` itself. Inside a write transaction it is that transaction.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** The connections of each pool, for the metrics (PGlite: its one connection). */
  poolStats(): PoolStats[];
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. A lost listening connection is opened
   * again (PostgreSQL), and `onReconnect` is then called: what was notified meanwhile is lost.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /** Runs SQL on the driver itself, bypassing Drizzle (benchmarks compare the two). */
  rawQuery(text: string, params: unknown[]): Promise<unknown[]>;
  /**
   * The driver itself for a library that speaks SQL text (pg-boss): with values one parameterised statement;
   * without, a script of several statements (pg-boss's maintenance), answering the last one's rows. Outside
   * the transaction context: never call it from inside `db.transaction` on PGlite (one connection).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `listener` with every statement Drizzle sends, and its parameters as sent to the driver, until the
   * returned function is called: tests count the statements a call makes (a bounded number, not one per
   * row); benchmarks replay them on the driver (bench/harness.ts).
   */
  observeStatements(listener: StatementListener): () => void;
  close(): Promise<void>;
}

export interface PoolStats {
  pool: 'primary' | 'read';
  /** Connections open (pg.Pool's totalCount); PGlite has exactly one. */
  total: number;
  /** Open and not lent out; unknown on PGlite. */
  idle?: number;
  /** Callers waiting for a connection; unknown on PGlite (its queries queue inside it). */
  waiting?: number;
}

/** Sees one statement Drizzle sends: its text and its parameters (already mapped to driver values). */
export type StatementListener = (statement: string, params: unknown[]) => void;

/** The statement listeners of one database; Drizzle's logger feeds them (no cost when there are none). */
function statementObservers() {
  const listeners = new Set<StatementListener>();
  return {
    logger: {
      logQuery: (statement: string, params: unknown[]) => {
        for (const listener of listeners) listener(statement, params);
      },
    },
    observeStatements: (listener: StatementListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Migrations live in src/db/migrations; the build copies them next to dist/main.js. */
export function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../db/migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Папка миграций не найдена: ${candidates.join(', ')}`);
  return found;
}

/** Shared buffers of the embedded database (PostgreSQL's default is 128MB; see openPglite). */
export const PGLITE_SHARED_BUFFERS = '16MB';

export interface PgliteOptions {
  /** Folder for the data; omitted means in memory. */
  dataDir?: string;
  /** A dump made by `dumpDataDir` to start from (tests clone one migrated database). */
  loadDataDir?: Blob;
}

export interface PgliteDatabase extends Database {
  /** A tarball of the data folder, to start other in-memory databases from (tests). */
  dump(): Promise<Blob>;
}

export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
  }
  let client: PGlite;
  try {
    client = new PGlite({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
      // The migrations create these extensions; PGlite must have them loaded (PostgreSQL ships them in contrib).
      extensions: { pg_trgm, btree_gist },
      // PGlite's pages already live in this process (its files are memory or the OS cache): PostgreSQL's
      // default 128 MB of shared buffers would hold them twice (docs/decisions.md, "Memory").
      postgresqlconf: [`shared_buffers = ${PGLITE_SHARED_BUFFERS}`],
      // Drizzle's text types as the defaults, so that its queries need no parsers of their own (pglite-parsers.ts).
      parsers: DRIZZLE_TEXT_PARSERS,
    });
    await client.waitReady;
    // PGlite sets its array parsers once it is ready, over those given at creation: Drizzle's again.
    Object.assign(client.parsers, DRIZZLE_TEXT_PARSERS);
    // Creating a database leaves ~350 MB of buffers behind that V8 frees only under pressure: collect them
    // now when the process allows it (`npm start` runs node with --expose-gc).
    collectGarbage();
  } catch (error) {
    lock?.release();
    throw error;
  }
  const observers = statementObservers();
  const db = withTransactionContext(drizzlePglite(forDrizzle(client), { logger: observers.logger }));
  return {
    db,
    readDb: db,
    kind: 'pglite',
    poolStats: () => [{ pool: 'primary', total: 1 }],
    observeStatements: observers.observeStatements,
    listen: async (channel, handler) => {
      const unsubscribe = await client.listen(channel, handler);
      return () => unsubscribe();
    },
    migrate: () =>
      migratePglite(drizzlePglite(forDrizzle(client)), { migrationsFolder: findMigrationsFolder() }),
    dump: () => client.dumpDataDir('none'),
    // The client as created: dates and timestamps come back as text, as Drizzle reads them.
    rawQuery: async (text, params) => (await client.query(text, params)).rows,
    // pg-boss expects a driver's usual `Date`s.
    executeSql: async (text, values) =>
      values?.length
        ? { rows: (await client.query(text, values, { parsers: DATE_PARSERS })).rows }
        : { rows: (await client.exec(text, { parsers: DATE_PARSERS })).at(-1)?.rows ?? [] },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

export interface PostgresOptions {
  /** A statement running longer is cancelled by the server (SQLSTATE 57014, a 503); 0 or absent: no limit. */
  statementTimeoutMs?: number;
  /** A read replica for heavy reports (config DATABASE_READ_URL); absent, they read the primary. */
  readUrl?: string;
}

/** A pool of up to 10 connections (per process), checked with one query before the server starts. */
async function openPool(connectionString: string, options: PostgresOptions): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // A failing idle client must not crash the process; the next query reports the problem.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return pool;
}

const statsOf = (pool: pg.Pool, name: PoolStats['pool']): PoolStats => ({
  pool: name,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = await openPool(connectionString, options);
  const readPool = options.readUrl
    ? await openPool(options.readUrl, options).catch(async (error: unknown) => {
        await pool.end();
        throw error;
      })
    : undefined;
  const observers = statementObservers();
  const db = withTransactionContext(drizzlePg(pool, { logger: observers.logger }));
  // The replica's statements reach the same observers: a test counting a report's statements counts them all.
  const readDb = readPool ? withReadReplica(db, drizzlePg(readPool, { logger: observers.logger })) : db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    readDb,
    kind: 'postgres',
    poolStats: () => [statsOf(pool, 'primary'), ...(readPool ? [statsOf(readPool, 'read')] : [])],
    observeStatements: observers.observeStatements,
    listen: async (channel, handler, onReconnect) => {
      const stop = await listenKeptAlive(connectionString, channel, handler, onReconnect);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: findMigrationsFolder() }),
    rawQuery: async (text, params) => (await pool.query(text, params)).rows as unknown[],
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      listeners.clear();
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}
