// What a server process holds after load: the product alone against the bare Fastify + driver alone, each
// in a process of its own on the same kind of database, the same start (migrations, demo data), the same load
// (autocannon, 32 connections), then a full garbage collection before reading RSS. Run: npm run bench:memory
// [-- --database-url postgres://… | --data-dir DIR] [--duration 20] [--url /api/me]
import { fork } from 'node:child_process';
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
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '32' },
  },
});
const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const launch = serveCommand();

async function measure(serve: 'bare' | 'product') {
  const args = [
    ...(values['database-url'] ? ['--database-url', values['database-url']] : []),
    ...(values['data-dir'] ? ['--data-dir', values['data-dir']] : []),
    ...['--url', values.url, '--serve', serve],
  ];
  const child = fork(fileURLToPath(new URL('./api-server.ts', import.meta.url)), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Both servers with `npm run serve`'s settings (one malloc arena, --expose-gc).
    env: { ...process.env, ...launch.env },
    execArgv: [...process.execArgv, ...launch.nodeFlags],
  });
  const next = <T extends ServerMessage['type']>(type: T) =>
    new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
      child.once('exit', () => reject(new Error('Сервер бенчмарка завершился раньше времени')));
      const onMessage = (message: ServerMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message as Extract<ServerMessage, { type: T }>);
      };
      child.on('message', onMessage);
    });
  const rss = async (collect: boolean) => {
    const reply = next('rss');
    child.send({ type: 'rss', collect } satisfies ParentMessage);
    return (await reply).rss;
  };
  const ready: ServerReady = await next('ready');
  const started = await rss(true);
  const port = serve === 'product' ? ready.productPort : ready.barePort;
  const path = serve === 'product' ? values.url : `/users/${ready.userId}`;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { authorization: `Bearer ${ready.token}` },
  });
  const loaded = await rss(false);
  const collected = await rss(true);
  child.send({ type: 'stop' } satisfies ParentMessage);
  return { kind: ready.kind, requests: result.requests.total, started, loaded, collected };
}

const bare = await measure('bare');
const product = await measure('product');
console.log(`bench:memory: ${bare.kind}; ${values.duration} с нагрузки на каждый процесс, RSS в МБ`);
console.table({
  [`голый Fastify + драйвер (${bare.requests} запросов)`]: {
    'после старта': mb(bare.started),
    'сразу после нагрузки': mb(bare.loaded),
    'после сборки мусора': mb(bare.collected),
  },
  [`продукт ${values.url} (${product.requests} запросов)`]: {
    'после старта': mb(product.started),
    'сразу после нагрузки': mb(product.loaded),
    'после сборки мусора': mb(product.collected),
  },
  'продукт / голый': {
    'после старта': (product.started / bare.started).toFixed(2),
    'сразу после нагрузки': (product.loaded / bare.loaded).toFixed(2),
    'после сборки мусора': (product.collected / bare.collected).toFixed(2),
  },
});
