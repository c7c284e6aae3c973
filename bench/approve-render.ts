/// <reference lib="dom" />
// The approve screen in a real browser: ts_admin opens /timesheet/approve on a month of 31 projects and the
// script prints how long the page takes to show them (printed, not asserted). The demo organisation is seeded
// into its own PGlite folder, then every demo employee writes 8 hours each weekday of the current month to one
// of 31 projects («На согласовании»), and the product server (API and the built web) listens on --port.
// Run after `npm run build`:  npm run bench:approve-render -- [--port 3291] [--rounds 5]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { filesDirOf, prepareDatabase } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openPglite } from '../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { percentile } from './harness.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.E2E_PORT ?? '3291' },
    rounds: { type: 'string', default: '5' },
    projects: { type: 'string', default: '31' },
    'data-dir': { type: 'string', default: '/work/bench-data/approve-render' },
    /** Keep the data folder of an earlier run (the seeding is idempotent) instead of seeding anew. */
    reuse: { type: 'boolean', default: false },
    /** The built web to serve (e.g. an earlier build, for a before/after pair). */
    'web-dist': { type: 'string', default: 'apps/web/dist' },
    /** Also print the functions that took the most of the page's main thread (CPU profile of one load). */
    profile: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const rounds = Number(values.rounds);
const projectCount = Number(values.projects);
const dataDir = path.resolve(values['data-dir']);
if (!values.reuse) fs.rmSync(dataDir, { recursive: true, force: true });

const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
const logger = pino({ level: 'warn' });
const database = await openPglite({ dataDir });
const prepared = await prepareDatabase(database, config, logger);
const db = database.db;

// The month of today (the screen opens on the current month) and 31 projects with everyone's weekdays.
const today = new Date();
const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))
  .toISOString()
  .slice(0, 10);
const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))
  .toISOString()
  .slice(0, 10);
// Exactly 31 approvable projects: the demo's first ones, load projects added if fewer, the rest closed.
const approvable = sql`type_id in (2, 3, 4) and (date_end is null or date_end >= ${monthStart}::date)`;
const [open] = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from customers where ${approvable}`),
);
if (Number(open!.n) < projectCount)
  await db.execute(sql`
    insert into customers (name, type_id, selectable)
    select 'Нагрузочный проект ' || n, 2, true from generate_series(1, ${projectCount - Number(open!.n)}::int) n`);
await db.execute(sql`
  update customers set date_end = ${monthStart}::date - 1
  where id in (select id from customers where ${approvable} order by id offset ${projectCount}::int)`);
await db.execute(sql`
  with people as (select id, row_number() over (order by id) as n from users where fire_date is null),
       projects as (select id, row_number() over (order by id) - 1 as n from customers where ${approvable})
  insert into timesheet_writes (user_id, customer_id, date, minutes, status, created_by, updated_by)
  select p.id, c.id, d::date, 480, 2, p.id, p.id
  from people p
  join projects c on c.n = p.n % ${projectCount}::int
  cross join generate_series(${monthStart}::date, ${monthEnd}::date, interval '1 day') d
  where extract(isodow from d) < 6
  on conflict do nothing`);
const [counts] = rowsOf<{ writes: number; people: number }>(
  await db.execute(sql`
    select count(*)::int as writes, count(distinct user_id)::int as people from timesheet_writes
    where date between ${monthStart}::date and ${monthEnd}::date and deleted_at is null`),
);

const { app } = await buildApp({
  database,
  jwtSecret: prepared.jwtSecret,
  filesDir: filesDirOf(config),
  logLevel: 'silent',
  loginRateLimit: 1_000_000,
  loginRateLimitPerIp: 1_000_000,
  webDist: path.resolve(values['web-dist']),
});
await app.listen({ port, host: '127.0.0.1' });
const baseURL = `http://127.0.0.1:${port}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const context = await browser.newContext({
  baseURL,
  locale: 'ru-RU',
  timezoneId: 'Europe/Moscow',
  viewport: { width: 1280, height: 900 },
});
await context.addInitScript(() => {
  const w = window as unknown as { __longTasks: number };
  w.__longTasks = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks += entry.duration;
  }).observe({ type: 'longtask', buffered: true });
});
const page = await context.newPage();
const signIn = await page.request.post('/api/auth/token/issue', {
  data: { login: 'ts_admin', password: 'demo' },
});
if (signIn.status() !== 200) throw new Error(`ts_admin: ${signIn.status()}`);

interface Sample {
  total: number;
  render: number;
  longTasks: number;
  cards: number;
  rows: number;
}
const samples: Sample[] = [];
for (let round = 0; round < rounds + 1; round += 1) {
  await page.goto('/timesheet/approve');
  await page.locator('.ts-approve__card .ant-table-row').first().waitFor({ timeout: 120_000 });
  const sample = await page.evaluate(
    () =>
      new Promise<Sample>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const done = performance.now();
            const data = performance
              .getEntriesByType('resource')
              .filter((entry) => /\/api\/timesheet\/(writes\?|approve)/.test(entry.name))
              .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
            const cards = document.querySelectorAll('[data-testid^="ts-project-"]');
            resolve({
              total: done,
              render: done - Math.max(...data),
              longTasks: (window as unknown as { __longTasks: number }).__longTasks,
              cards: cards.length,
              rows: document.querySelectorAll('.ts-approve__card .ant-table-row').length,
            });
          }),
        ),
      ),
  );
  if (round > 0) samples.push(sample); // the first round warms the caches (code, the server's reads)
}
if (values.profile) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await page.goto('/timesheet/approve');
  await page.locator('.ts-approve__card .ant-table-row').first().waitFor({ timeout: 120_000 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: {
      nodes: {
        id: number;
        callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
      }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  console.table(
    [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, ms]) => ({ name, ms: ms.toFixed(0) })),
  );
}
const median = (pick: (sample: Sample) => number) =>
  percentile(
    samples.map(pick).sort((a, b) => a - b),
    50,
  ).toFixed(0);
console.log(
  `Согласование, ts_admin: ${projectCount} нагрузочных проектов, ${counts!.writes} записей ${counts!.people} сотрудников ` +
    `за ${monthStart}…${monthEnd}; ${rounds} загрузок страницы (медиана), Chromium 1280×900`,
);
console.table({
  'от навигации до показа, мс': median((sample) => sample.total),
  'от ответа API до показа, мс': median((sample) => sample.render),
  'долгие задачи, мс': median((sample) => sample.longTasks),
  'карточек в DOM': median((sample) => sample.cards),
  'строк в DOM': median((sample) => sample.rows),
});
await browser.close();
await app.close();
await database.close();
