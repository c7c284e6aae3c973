// TimeSheet reports on a large organisation with a year of writes: each of the 16 reports through the API
// (POST /api/timesheet/reports/{name}, page 1 of 20 with its total and dictionaries) against the SQL it runs,
// interleaved; then the xlsx export of ~100,000 rows (POST …/project_time_detail/excel) through the built
// server (npm run build first): its time and the server process's peak RSS. `--excel-only` skips the table.
// Prepare: npm run seed:large -- --employees 10000 --timesheet-year 2025 --data-dir /work/bench-data/ts-reports
// Run:     npm run bench:timesheet-reports -- --data-dir /work/bench-data/ts-reports
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TS_REPORT_NAMES } from '@intranet/contracts';
import {
  apiVersusSql,
  BENCH_SECRET,
  comparisonRow,
  describeStatements,
  buildBenchApp,
  openBenchDatabase,
  sqlBenchOptions,
  tokenFor,
} from './harness.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { serveCommand } from './serve-command.ts';

const { values } = parseArgs({
  options: {
    ...sqlBenchOptions({ iterations: '10', warmUp: '2' }),
    month: { type: 'string', default: '2025-11' },
    'excel-rows': { type: 'string', default: '100000' },
    only: { type: 'string' },
    'excel-only': { type: 'boolean', default: false },
  },
});

async function post(app: FastifyInstance, url: string, token: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response;
}

// A data folder seeded before a later migration (jobs, mail) is brought up to date first: the app needs it.
const database = await openBenchDatabase({
  databaseUrl: values['database-url'],
  dataDir: values['data-dir'],
});
await database.migrate();
const app = await buildBenchApp(database);
const db = database.db;
const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from timesheet_writes`));
if (!total || Number(total.n) < 100_000)
  throw new Error('Нет года записей: npm run seed:large -- --employees 10000 --timesheet-year 2025');
const [admin] = rowsOf<{ id: number }>(await db.execute(sql`select min(id) as id from users`));
const token = await tokenFor(db, Number(admin!.id), ['ts_admin']);

/** The first days from 2025-11-03 whose writes reach the wanted number of rows. */
async function periodOfRows(rows: number) {
  const [found] = rowsOf<{ date_end: string }>(
    await db.execute(sql`select to_char(date, 'YYYY-MM-DD') as date_end from (
        select date, sum(count(*)) over (order by date) as running from timesheet_writes
        where deleted_at is null and date >= '2025-11-03' group by date) d
      where running >= ${rows} order by date limit 1`),
  );
  return { date_start: '2025-11-03', date_end: found!.date_end };
}

const start = `${values.month}-01`;
const end = new Date(Date.UTC(Number(values.month.slice(0, 4)), Number(values.month.slice(5, 7)), 0))
  .toISOString()
  .slice(0, 10);
const iterations = Number(values.iterations);
const warmUp = Number(values['warm-up']);
const names = values['excel-only'] ? [] : values.only ? values.only.split(',') : [...TS_REPORT_NAMES];
const table: Record<string, object> = {};
for (const name of names) {
  const payload = { date_start: start, date_end: end, per_page: 20 };
  const first = await post(app, `/api/timesheet/reports/${name}`, token, payload);
  const rows = first.json<{ meta: { total: number } }>().meta.total;
  const result = await apiVersusSql(database, {
    call: () => post(app, `/api/timesheet/reports/${name}`, token, payload),
    iterations,
    warmUp,
  });
  if (values['show-sql']) console.log(`${name}:\n${describeStatements(result.statements[0]!)}`);
  table[`${name} (${rows} строк)`] = comparisonRow(result, 1);
}
console.log(
  `Отчёты TimeSheet: ${total.n} записей, ${database.kind}; ${start}…${end}; ts_admin (все строки), страница 20; ` +
    `${iterations} повторов, API и SQL через один`,
);
console.table(table);
// The export is measured where it runs in production: the built server (`npm run build`), started as
// `npm start` starts it, on the same database; its peak RSS (VmHWM) is the whole process's, start included.
const period = await periodOfRows(Number(values['excel-rows']));
await app.close();
await database.close();
const excel = await exportThroughServer(period);
console.log(
  `xlsx через собранный сервер: project_time_detail ${period.date_start}…${period.date_end} ` +
    `(${values['excel-rows']}+ строк): первый ${(excel.runs[0]! / 1000).toFixed(2)} с, второй ` +
    `${(excel.runs[1]! / 1000).toFixed(2)} с, ${(excel.bytes / 2 ** 20).toFixed(1)} МБ; ` +
    `RSS сервера до ${excel.rssBeforeMb.toFixed(0)} МБ, пик процесса ${excel.peakRssMb.toFixed(0)} МБ`,
);

async function exportThroughServer(range: { date_start: string; date_end: string }) {
  const launch = serveCommand();
  if (!existsSync(launch.main)) throw new Error('Нет собранного сервера: npm run build');
  const port = 3399;
  const { DATABASE_URL: _own, ...inherited } = process.env;
  // Started as `npm run serve` starts it: its environment (the memory settings) and node's arguments.
  const server = spawn(process.execPath, [...launch.nodeFlags, launch.main], {
    env: {
      ...inherited,
      ...launch.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: BENCH_SECRET,
      SEED_DEMO: 'false',
      // A non-demo database needs an administrator to start; the bench's is made once and kept.
      ADMIN_LOGIN: 'bench-admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      ...(values['database-url']
        ? { DATABASE_URL: values['database-url'] }
        : { DATA_DIR: path.resolve(values['data-dir']) }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Портал запущен')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`сервер завершился с кодом ${code}`)));
    });
    const memory = (field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) /
      1024;
    const rssBeforeMb = memory('VmRSS');
    // Twice: the first export of a fresh process also pays for loading and compiling exceljs's code.
    const runs: number[] = [];
    let bytes = 0;
    for (let round = 0; round < 2; round++) {
      const started = performance.now();
      const response = await fetch(
        `http://127.0.0.1:${port}/api/timesheet/reports/project_time_detail/excel`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(range),
        },
      );
      if (response.status !== 200) throw new Error(`excel: ${response.status} ${await response.text()}`);
      bytes = 0;
      for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
      runs.push(performance.now() - started);
    }
    return { runs, bytes, rssBeforeMb, peakRssMb: memory('VmHWM') };
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}
