// What every benchmark here shares: opening the database and the app, a session token without signing in, and
// the honest comparison of an API call with the SQL it runs (bench/README.md, "How the API is compared with
// its SQL").
import path from 'node:path';
import type pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { asc, like } from 'drizzle-orm';
import { sessions } from '../apps/server/src/modules/auth/auth.schema.ts';
import { users } from '../apps/server/src/modules/users/users.schema.ts';
import { UsersService } from '../apps/server/src/modules/users/users.service.ts';
import { TokenService } from '../apps/server/src/platform/auth/tokens.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { openPglite, openPostgres, type Database, type Db } from '../apps/server/src/platform/db/database.ts';
import { inTransaction } from '../apps/server/src/platform/db/transaction-context.ts';

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret!';

/** Fewer samples than this and the tail column is the maximum, not a p95 that would really be one. */
export const MIN_SAMPLES_FOR_P95 = 100;

/** The database of `--database-url`, else the PGlite data folder of `--data-dir` (or in memory without one). */
export function openBenchDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite({ dataDir: options.dataDir ? path.resolve(options.dataDir) : undefined });
}

/** The options every API-versus-SQL bench takes (bench/README.md), with its own defaults. */
export function sqlBenchOptions(defaults: { iterations: string; warmUp: string }) {
  return {
    'data-dir': { type: 'string', default: './data-large' },
    'database-url': { type: 'string' },
    iterations: { type: 'string', default: defaults.iterations },
    'warm-up': { type: 'string', default: defaults.warmUp },
    'show-sql': { type: 'boolean', default: false },
  } as const;
}

/** The bench's database (`--database-url`, else `--data-dir`) and the product app on it. */
export async function openBench(values: { 'database-url'?: string; 'data-dir'?: string }) {
  const database = await openBenchDatabase({
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'],
  });
  return { database, app: await buildBenchApp(database) };
}

/** The product app on `database`, ready for `inject` (or `listen`), silent. */
export async function buildBenchApp(database: Database): Promise<FastifyInstance> {
  const { app } = await buildApp({
    database,
    jwtSecret: BENCH_SECRET,
    filesDir: '/tmp/bench-files',
    logLevel: 'silent',
    loginRateLimit: 1_000_000,
    loginRateLimitPerIp: 1_000_000,
  });
  await app.ready();
  return app;
}

/**
 * The database of a bench that lays its own rows (in memory unless `--data-dir` or `--database-url`), migrated,
 * and the product app on it.
 */
export async function openLaidBench(values: { 'database-url'?: string; 'data-dir'?: string }) {
  const database = await openBenchDatabase({
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'],
  });
  await database.migrate();
  return { database, db: database.db, app: await buildBenchApp(database) };
}

/**
 * The bench's people, laid once: `count` users with logins `${prefix}0…`, named `${lastName}N Иван`; their
 * ids in login order.
 */
export async function benchPeople(
  db: Db,
  prefix: string,
  lastName: string,
  count: number,
): Promise<number[]> {
  const read = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(like(users.login, `${prefix}%`))
        .orderBy(asc(users.id))
    ).map((row) => row.id);
  const people = await read();
  if (people.length >= count) return people;
  await db.insert(users).values(
    Array.from({ length: count - people.length }, (_, index) => ({
      login: `${prefix}${people.length + index}`,
      email: `${prefix}${people.length + index}@bench.example`,
      lastName: `${lastName}${people.length + index}`,
      name: 'Иван',
      passwordHash: 'x',
    })),
  );
  return read();
}

/** A session and token for a user, given these roles first if any (no password work in the loop). */
export async function tokenFor(db: Db, userId: number, roles?: string[]): Promise<string> {
  if (roles) await new UsersService(db).setRoles(userId, roles);
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  return (await new TokenService(BENCH_SECRET).signAccessToken({ userId, sessionId: session!.id })).token;
}

/** A GET through the app in process (`inject`: no network); throws unless it answers 200. */
export async function getOk(app: FastifyInstance, url: string, token: string): Promise<string> {
  const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.body;
}

// ---------------------------------------------------------------------------------------------------------
// The statements of one API call, and their replay on the driver.

/** One statement Drizzle sent: its text, its parameters as the driver got them, and whether in a transaction. */
export interface CapturedStatement {
  sql: string;
  params: unknown[];
  /** Sent inside `db.transaction` (the replay runs consecutive ones in one transaction of its own). */
  transaction: boolean;
}

/** Transaction control that Drizzle itself sends on PostgreSQL (not on PGlite); the replay adds its own. */
const TRANSACTION_CONTROL = /^\s*(begin|start transaction|commit|end|rollback|savepoint|release)\b/i;

/** Runs `call` and records the statements Drizzle sent meanwhile (run nothing else at the same time). */
export async function captureStatements<T>(
  database: Database,
  call: () => Promise<T>,
): Promise<{ result: T; statements: CapturedStatement[] }> {
  const statements: CapturedStatement[] = [];
  const stop = database.observeStatements((text, params) => {
    if (TRANSACTION_CONTROL.test(text)) return;
    // The logger is called in the query's own async context: inside db.transaction the context says so.
    statements.push({ sql: text, params: [...params], transaction: inTransaction() });
  });
  try {
    return { result: await call(), statements };
  } finally {
    stop();
  }
}

/**
 * Runs captured statements on the driver, bypassing Drizzle, Fastify and everything else: one after another,
 * as the API sent them, each through `database.rawQuery` (PGlite's client, PostgreSQL's pool). Consecutive
 * statements of a transaction run in one transaction: on PostgreSQL on one client checked out of the same
 * pool, as Drizzle does; on PGlite (one connection) between BEGIN and COMMIT. Meant for reads: a replayed
 * write would write again.
 */
export function statementReplayer(database: Database): (statements: CapturedStatement[]) => Promise<void> {
  const pool =
    database.kind === 'postgres' ? (database.db as unknown as { $client: pg.Pool }).$client : undefined;
  async function inTransactionOnDriver(group: CapturedStatement[]) {
    if (pool) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        for (const statement of group) await client.query(statement.sql, statement.params);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
      return;
    }
    await database.rawQuery('begin', []);
    try {
      for (const statement of group) await database.rawQuery(statement.sql, statement.params);
      await database.rawQuery('commit', []);
    } catch (error) {
      await database.rawQuery('rollback', []);
      throw error;
    }
  }
  return async (statements) => {
    for (let index = 0; index < statements.length;) {
      const statement = statements[index]!;
      if (!statement.transaction) {
        await database.rawQuery(statement.sql, statement.params);
        index += 1;
        continue;
      }
      let end = index;
      while (end < statements.length && statements[end]!.transaction) end += 1;
      await inTransactionOnDriver(statements.slice(index, end));
      index = end;
    }
  };
}

// ---------------------------------------------------------------------------------------------------------
// Timing.

/** Nearest-rank percentile of sorted samples: p95 of 100 samples is the 95th, not the maximum. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))]!;

/** Times of two sides of one comparison, in ms, each sorted. */
export interface Comparison {
  api: number[];
  raw: number[];
}

/**
 * Runs `warmUp` rounds untimed, then `iterations` timed rounds; each round runs both sides once, one right
 * after the other, alternating which goes first (so neither side always meets the caches the other warmed,
 * and a noisy moment on the shared machine hits both). `iteration` is the round's number.
 */
export async function interleave(
  sides: { api: (iteration: number) => Promise<void>; raw: (iteration: number) => Promise<void> },
  iterations: number,
  warmUp = 5,
): Promise<Comparison> {
  for (let i = 0; i < warmUp; i += 1) {
    await sides.api(i);
    await sides.raw(i);
  }
  const api: number[] = [];
  const raw: number[] = [];
  const timed = async (side: 'api' | 'raw', iteration: number) => {
    const started = performance.now();
    await sides[side](iteration);
    (side === 'api' ? api : raw).push(performance.now() - started);
  };
  for (let i = 0; i < iterations; i += 1) {
    const [first, second] = i % 2 === 0 ? (['api', 'raw'] as const) : (['raw', 'api'] as const);
    await timed(first, i);
    await timed(second, i);
  }
  return { api: api.sort((a, b) => a - b), raw: raw.sort((a, b) => a - b) };
}

export interface ApiVersusSql extends Comparison {
  /** The statements of each variant's captured call. */
  statements: CapturedStatement[][];
}

/**
 * The honest comparison of an API call with its SQL: warms the API up, captures the statements of one warm
 * call of each variant, then times the call against the replay of exactly those statements on the driver,
 * interleaved. Round `i` makes variant `i % variants` on both sides. `call` throws unless the answer is good.
 */
export async function apiVersusSql(
  database: Database,
  options: {
    call: (variant: number) => Promise<unknown>;
    variants?: number;
    iterations: number;
    warmUp?: number;
  },
): Promise<ApiVersusSql> {
  const variants = options.variants ?? 1;
  const warmUp = options.warmUp ?? 5;
  for (let i = 0; i < warmUp; i += 1) await options.call(i % variants);
  const statements: CapturedStatement[][] = [];
  for (let variant = 0; variant < variants; variant += 1)
    statements.push((await captureStatements(database, () => options.call(variant))).statements);
  if (statements.some((list) => list.length === 0))
    throw new Error('Не перехвачено ни одного запроса: observeStatements ничего не увидел');
  const replay = statementReplayer(database);
  const times = await interleave(
    {
      api: async (i) => void (await options.call(i % variants)),
      raw: (i) => replay(statements[i % variants]!),
    },
    options.iterations,
    warmUp,
  );
  return { ...times, statements };
}

/** The tail column's name: p95 from 100 samples on, the maximum below that. */
export const tailName = (samples: number) => (samples >= MIN_SAMPLES_FOR_P95 ? 'p95' : 'max');
const tail = (sorted: number[]) =>
  sorted.length >= MIN_SAMPLES_FOR_P95 ? percentile(sorted, 95) : sorted[sorted.length - 1]!;

/** How many statements a call sends: one number, or the range over the variants. */
function statementCount(statements: CapturedStatement[][]): number | string {
  const counts = statements.map((list) => list.length);
  const [least, most] = [Math.min(...counts), Math.max(...counts)];
  return least === most ? least : `${least}–${most}`;
}

/** One row of the printed table: p50 and p95 (or max) of each side and the ratio API / SQL of both. */
export function comparisonRow(comparison: Comparison | ApiVersusSql, digits = 1) {
  const name = tailName(comparison.api.length);
  const [api50, raw50] = [percentile(comparison.api, 50), percentile(comparison.raw, 50)];
  const [apiTail, rawTail] = [tail(comparison.api), tail(comparison.raw)];
  return {
    ...('statements' in comparison ? { запросов: statementCount(comparison.statements) } : {}),
    'API p50, мс': api50.toFixed(digits),
    [`API ${name}, мс`]: apiTail.toFixed(digits),
    'SQL p50, мс': raw50.toFixed(digits),
    [`SQL ${name}, мс`]: rawTail.toFixed(digits),
    'API/SQL p50': (api50 / raw50).toFixed(2),
    [`API/SQL ${name}`]: (apiTail / rawTail).toFixed(2),
  };
}

/** The statements of a captured call, one line each, shortened (printed with --show-sql). */
export function describeStatements(statements: CapturedStatement[]): string {
  return statements
    .map((statement, index) => {
      const text = statement.sql.replace(/\s+/g, ' ').trim();
      const short = text.length > 140 ? `${text.slice(0, 137)}...` : text;
      return `  ${String(index + 1).padStart(2)}. ${statement.transaction ? '[tx] ' : ''}${short}`;
    })
    .join('\n');
}
