// TimeSheet reports on a large organisation with a year of writes: each of the 16 reports through the API
// (POST /api/timesheet/reports/{name}, page 1 of 20 with its total and dictionaries) against the SQL it runs,
// interleaved; then the xlsx export of ~100,000 rows (POST …/project_time_detail/excel) in a fresh process:
// its time and the process's peak RSS.
// Prepare: npm run seed:large -- --employees 10000 --timesheet-year 2025 --data-dir /work/bench-data/ts-reports
// Run:     npm run bench:timesheet-reports -- --data-dir /work/bench-data/ts-reports
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TS_REPORT_NAMES } from '@intranet/contracts';
import {
  apiVersusSql,
  comparisonRow,
  describeStatements,
  buildBenchApp,
  openBenchDatabase,
  sqlBenchOptions,
  tokenFor,
} from './harness.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';

const { values } = parseArgs({
  options: {
    ...sqlBenchOptions({ iterations: '10', warmUp: '2' }),
    month: { type: 'string', default: '2025-11' },
    'excel-rows': { type: 'string', default: '100000' },
    /** Internal: run only the export and print its figures as JSON (the parent runs this in a child). */
    'excel-only': { type: 'boolean', default: false },
    only: { type: 'string' },
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

if (values['excel-only']) {
  const period = await periodOfRows(Number(values['excel-rows']));
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const response = await post(app, '/api/timesheet/reports/project_time_detail/excel', token, period);
  const ms = performance.now() - started;
  console.log(
    JSON.stringify({
      ms,
      bytes: response.rawPayload.length,
      period,
      rssBeforeMb: before / 2 ** 20,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
  await app.close();
  await database.close();
  process.exit(0);
}

const start = `${values.month}-01`;
const end = new Date(Date.UTC(Number(values.month.slice(0, 4)), Number(values.month.slice(5, 7)), 0))
  .toISOString()
  .slice(0, 10);
const iterations = Number(values.iterations);
const warmUp = Number(values['warm-up']);
const names = values.only ? values.only.split(',') : [...TS_REPORT_NAMES];
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
await app.close();
await database.close();

// The export in a process of its own: its peak RSS is the export's, not that of the reports above.
const child = execFileSync(
  process.execPath,
  [
    ...process.execArgv,
    process.argv[1]!,
    '--excel-only',
    '--excel-rows',
    values['excel-rows'],
    ...(values['database-url']
      ? ['--database-url', values['database-url']]
      : ['--data-dir', values['data-dir']]),
  ],
  { encoding: 'utf8', maxBuffer: 1 << 20 },
);
const excel = JSON.parse(child.trim().split('\n').pop()!) as unknown as {
  ms: number;
  bytes: number;
  period: { date_start: string; date_end: string };
  rssBeforeMb: number;
  peakRssMb: number;
};
console.log(
  `xlsx: project_time_detail ${excel.period.date_start}…${excel.period.date_end} (≥ ${values['excel-rows']} строк): ` +
    `${(excel.ms / 1000).toFixed(2)} с, ${(excel.bytes / 2 ** 20).toFixed(1)} МБ; RSS до ${excel.rssBeforeMb.toFixed(0)} МБ, ` +
    `пик процесса ${excel.peakRssMb.toFixed(0)} МБ`,
);
