// The server process of `npm run bench:api` (bench/api.ts forks it; not a benchmark of its own). On one
// database and one driver it serves, on two ports of 127.0.0.1: the product (buildApp, every module, guard,
// validation, Drizzle) and a bare Fastify that answers `GET /users/:id` with one primary-key read on the
// driver (PGlite's client or PostgreSQL's pool, through `database.rawQuery`). Talks to its parent over IPC.
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { asc, isNull, sql } from 'drizzle-orm';
import {
  buildBenchApp,
  captureStatements,
  describeStatements,
  getOk,
  openBenchDatabase,
  tokenFor,
} from './harness.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { users } from '../apps/server/src/modules/users/users.schema.ts';
import { UsersService } from '../apps/server/src/modules/users/users.service.ts';
import { SettingsService } from '../apps/server/src/modules/settings/settings.service.ts';
import { SearchService } from '../apps/server/src/modules/search/search.service.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference-data.ts';

/** What the server tells bench/api.ts once both servers listen. */
export interface ServerReady {
  type: 'ready';
  kind: string;
  users: number;
  userId: number;
  token: string;
  productPort: number;
  barePort: number;
  /** How many statements the product sends for one warm request of the measured path, and which. */
  statements: number;
  statementList: string;
  /** process.memoryUsage().rss at each step of the start, in bytes. */
  rss: { database: number; bare: number; product: number };
}
export type ServerMessage = ServerReady | { type: 'rss'; rss: number };
/** `collect`: run a full garbage collection first (when node runs with --expose-gc), to see what is held. */
export type ParentMessage = { type: 'rss'; collect?: boolean } | { type: 'stop' };

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    url: { type: 'string', default: '/api/me' },
    /** Which servers to start: both (bench:api), or one alone (bench:memory measures each process apart). */
    serve: { type: 'string', default: 'both' },
  },
});
const send = (message: ServerMessage) => process.send!(message);
const rss = () => process.memoryUsage().rss;

const database = await openBenchDatabase({
  databaseUrl: values['database-url'],
  dataDir: values['data-dir'],
});
// As the product's start does (bootstrap.ts): migrations, roles, settings, reference data; the demo
// organisation (~100 people) on an empty database.
await database.migrate();
await new UsersService(database.db).ensureRoles();
await new SettingsService(database.db).ensureDefaults();
const count = async () =>
  rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users`))[0]!.n;
if ((await count()) === 0) {
  await seedReferenceData(database.db);
  await seedDemo(database.db);
  await new SearchService(database.db).indexUsers();
}
const [user] = await database.db
  .select({ id: users.id })
  .from(users)
  .where(isNull(users.fireDate))
  .orderBy(asc(users.id))
  .limit(1);
const token = await tokenFor(database.db, user!.id);
const afterDatabase = rss();

const serves = (side: 'bare' | 'product') => values.serve === 'both' || values.serve === side;
// The bare server: Fastify and the driver, one primary-key read of users by id, nothing else.
const bare = Fastify({ logger: false });
bare.get<{ Params: { id: string } }>('/users/:id', async (request, reply) => {
  const [row] = await database.rawQuery(
    'select id, login, email, name, last_name, patronymic, work_position from users where id = $1',
    [Number(request.params.id)],
  );
  if (!row) return reply.code(404).send({ message: 'not found' });
  return { data: row };
});
if (serves('bare')) await bare.listen({ host: '127.0.0.1', port: 0 });
const afterBare = rss();

const product = serves('product') ? await buildBenchApp(database) : Fastify({ logger: false });
if (serves('product')) await product.listen({ host: '127.0.0.1', port: 0 });
// One warm request, then the statements of the next one.
const { statements } = serves('product')
  ? (await getOk(product, values.url, token),
    await captureStatements(database, () => getOk(product, values.url, token)))
  : { statements: [] };

process.on('message', (message: ParentMessage) => {
  if (message.type === 'rss') {
    if (message.collect) (globalThis as { gc?: () => void }).gc?.();
    send({ type: 'rss', rss: rss() });
  }
  if (message.type === 'stop')
    void (async () => {
      await product.close();
      await bare.close();
      await database.close();
      process.exit(0);
    })();
});
process.on('disconnect', () => process.exit(0));

send({
  type: 'ready',
  kind: database.kind,
  users: await count(),
  userId: user!.id,
  token,
  productPort: serves('product') ? (product.server.address() as AddressInfo).port : 0,
  barePort: serves('bare') ? (bare.server.address() as AddressInfo).port : 0,
  statements: statements.length,
  statementList: describeStatements(statements),
  rss: { database: afterDatabase, bare: afterBare, product: rss() },
});
