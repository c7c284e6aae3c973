// Request throughput over real HTTP: the product server (`GET /api/me` as a signed-in user by default) against
// a bare Fastify + driver server doing one primary-key read of users, on the same database and driver.
// Run: npm run bench:api [-- --database-url postgres://… | --data-dir ./data] [--duration 10] [--connections 32]
//      [--rounds 3] [--url /api/users?per_page=20] [--warm-up 2]
// Without --database-url or --data-dir: an in-memory PGlite with the migrations and the demo organisation.
// The servers run in a child process (bench/api-server.ts), so autocannon here does not share their event
// loop; rounds alternate which server is loaded first.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { ParentMessage, ServerMessage, ServerReady } from './api-server.ts';
import { serveCommand } from './serve-command.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    url: { type: 'string', default: '/api/me' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '3' },
    'warm-up': { type: 'string', default: '2' },
    'show-sql': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const warmUp = Number(values['warm-up']);
if (![duration, connections, rounds].every((n) => Number.isInteger(n) && n > 0))
  throw new Error('--duration, --connections, --rounds: целые числа больше нуля');

const launch = serveCommand();
const serverArgs = [
  ...(values['database-url'] ? ['--database-url', values['database-url']] : []),
  ...(values['data-dir'] ? ['--data-dir', values['data-dir']] : []),
  '--url',
  values.url,
];
// The child inherits this process's execArgv: tsx's loader, so it runs the TypeScript as this file does.
const server: ChildProcess = fork(fileURLToPath(new URL('./api-server.ts', import.meta.url)), serverArgs, {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  // As `npm start` runs the server: `npm run serve`'s settings (one malloc arena, --expose-gc).
  env: { ...process.env, ...launch.env },
  execArgv: [...process.execArgv, ...launch.nodeFlags],
});
const nextMessage = <T extends ServerMessage['type']>(type: T) =>
  new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      server.off('message', onMessage);
      server.off('exit', onExit);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`Сервер бенчмарка завершился (код ${code})`));
    server.on('message', onMessage);
    server.once('exit', onExit);
  });
const tell = (message: ParentMessage) => server.send(message);
const serverRss = async () => {
  const reply = nextMessage('rss');
  tell({ type: 'rss' });
  return (await reply).rss;
};

const ready: ServerReady = await nextMessage('ready');
const sides = {
  product: `http://127.0.0.1:${ready.productPort}${values.url}`,
  bare: `http://127.0.0.1:${ready.barePort}/users/${ready.userId}`,
} as const;
type Side = keyof typeof sides;

async function load(side: Side, seconds: number) {
  const result = await autocannon({
    url: sides[side],
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${ready.token}` },
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    console.warn(
      `${side}: ${result.non2xx} ответов не 2xx, ${result.errors} ошибок, ${result.timeouts} тайм-аутов`,
    );
  return {
    requests: result.requests.total,
    seconds: result.duration,
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
  };
}
type Run = Awaited<ReturnType<typeof load>>;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
console.log(
  `bench:api: ${ready.kind}, ${ready.users} сотрудников; раундов ${rounds} × ${duration} с на сторону, ` +
    `соединений ${connections}, прогрев ${warmUp} с\n` +
    `  продукт: GET ${values.url} (SQL-запросов на вызов: ${ready.statements})\n` +
    `  голый Fastify + драйвер: GET /users/${ready.userId} (один запрос по первичному ключу)\n` +
    `  RSS сервера при старте: база открыта ${mb(ready.rss.database)} МБ, с голым сервером ` +
    `${mb(ready.rss.bare)} МБ, с продуктом ${mb(ready.rss.product)} МБ`,
);

if (values['show-sql']) console.log(ready.statementList);

const rssBefore = await serverRss();
if (warmUp > 0) {
  await load('product', warmUp);
  await load('bare', warmUp);
}
const runs: Record<Side, Run[]> = { product: [], bare: [] };
const rssAfterRound: number[] = [];
const perRound: Record<string, Record<string, string | number>> = {};
for (let round = 0; round < rounds; round += 1) {
  const order: Side[] = round % 2 === 0 ? ['product', 'bare'] : ['bare', 'product'];
  for (const side of order) {
    const run = await load(side, duration);
    runs[side].push(run);
    perRound[`раунд ${round + 1}: ${side === 'product' ? 'продукт' : 'голый'}`] = {
      'запр/с': Math.round(run.reqPerSec),
      'p50, мс': run.p50,
      'p99, мс': run.p99,
    };
  }
  rssAfterRound.push(await serverRss());
}
const rssAfter = await serverRss();

/** Over all rounds: requests / seconds, and the median of the rounds' latency percentiles. */
const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const summary = (side: Side) => {
  const list = runs[side];
  return {
    reqPerSec:
      list.reduce((sum, run) => sum + run.requests, 0) / list.reduce((sum, run) => sum + run.seconds, 0),
    p50: median(list.map((run) => run.p50)),
    p99: median(list.map((run) => run.p99)),
    failed: list.reduce((sum, run) => sum + run.failed, 0),
  };
};
const product = summary('product');
const bare = summary('bare');
const row = (side: typeof product) => ({
  'запр/с': Math.round(side.reqPerSec),
  'p50, мс': side.p50,
  'p99, мс': side.p99,
  ошибок: side.failed,
});

console.table(perRound);
console.table({
  [`продукт: GET ${values.url}`]: row(product),
  'голый Fastify + драйвер': row(bare),
  'продукт / голый': {
    'запр/с': (product.reqPerSec / bare.reqPerSec).toFixed(2),
    'p50, мс': (product.p50 / bare.p50).toFixed(2),
    'p99, мс': (product.p99 / bare.p99).toFixed(2),
    ошибок: '',
  },
});
console.log(
  `RSS сервера: до нагрузки ${mb(rssBefore)} МБ, после раундов ${rssAfterRound.map(mb).join(' / ')} МБ, ` +
    `в конце ${mb(rssAfter)} МБ`,
);

tell({ type: 'stop' });
await new Promise((resolve) => server.once('exit', resolve));
