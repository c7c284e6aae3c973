// TimeSheet data calls on a large organisation with a year of writes: the fill grid of one person and the
// approve screen of an approver of ~500 people (the compact GET /timesheet/approve_writes it calls
// now, and the write-per-cell GET /timesheet/writes?customer_ids=… it called before), through the API
// and as the raw SQL each call runs.
// Prepare: npm run seed:large -- --employees 10000 --timesheet-year 2025   Run: npm run bench:timesheet
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import {
  apiVersusSql,
  comparisonRow,
  describeStatements,
  getOk,
  openBench,
  tokenFor,
  sqlBenchOptions,
} from './harness.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { customerOwners, users } from '../apps/server/src/modules/users/users.schema.ts';

const { values } = parseArgs({
  options: {
    ...sqlBenchOptions({ iterations: '100', warmUp: '5' }),
    month: { type: 'string', default: '2025-11' },
    /** Which calls to time: fill (the fill grid), cells (the approve screen's former call), compact. */
    calls: { type: 'string', default: 'fill,cells,compact' },
  },
});
const iterations = Number(values.iterations);
const warmUp = Number(values['warm-up']);
const start = `${values.month}-01`;
const end = new Date(Date.UTC(Number(values.month.slice(0, 4)), Number(values.month.slice(5, 7)), 0))
  .toISOString()
  .slice(0, 10);
const { database, app } = await openBench(values);
const db = database.db;

const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from timesheet_writes`));
if (!total || Number(total.n) < 100_000)
  throw new Error('Нет года записей: npm run seed:large -- --employees 10000 --timesheet-year 2025');
const [approver] = rowsOf<{ id: number }>(
  await db.execute(sql`select min(user_id) as id from customer_owners`),
);
const projectIds = (
  await db
    .select({ id: customerOwners.customerId })
    .from(customerOwners)
    .where(eq(customerOwners.userId, approver!.id))
).map((row) => row.id);
const [person] = await db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.id, approver!.id + 7));

const approverToken = await tokenFor(db, approver!.id, ['project_manager']);
const personToken = await tokenFor(db, person!.id, ['ts_filling']);

const fillUrl = `/api/timesheet/writes?date_start=${start}&date_end=${end}`;
const approveUrl = `${fillUrl}&customer_ids=${projectIds.join(',')}`;
const compactUrl = `/api/timesheet/approve_writes?date_start=${start}&date_end=${end}&customer_ids=${projectIds.join(',')}`;
const rowsIn = async (url: string, token: string) =>
  (JSON.parse(await getOk(app, url, token)) as { data: unknown[] }).data.length;
const fillRows = await rowsIn(fillUrl, personToken);
const approveRows = await rowsIn(approveUrl, approverToken);
const compactBody = await getOk(app, compactUrl, approverToken);
const compactRows = (JSON.parse(compactBody) as { data: { rows: unknown[] } }).data.rows.length;
const approveBytes = Buffer.byteLength(await getOk(app, approveUrl, approverToken));

// Each call against exactly the statements it sends, replayed on the driver.
const calls = new Set(values.calls.split(','));
const measure = (url: string, token: string) =>
  apiVersusSql(database, { call: () => getOk(app, url, token), iterations, warmUp });
const fill = calls.has('fill') ? await measure(fillUrl, personToken) : null;
const approve = calls.has('cells') ? await measure(approveUrl, approverToken) : null;
const compact = calls.has('compact') ? await measure(compactUrl, approverToken) : null;

console.log(
  `TimeSheet: ${total.n} записей, ${database.kind}; месяц ${values.month}; согласующий: ${projectIds.length} проектов; ` +
    `${iterations} повторов, API и SQL через один`,
);
const measured = [
  [`заполнение (${fillRows} записей)`, fill],
  [
    `согласование, запись на ячейку (${approveRows} записей, ${(approveBytes / 1024).toFixed(0)} КБ)`,
    approve,
  ],
  [
    `согласование, approve_writes (${compactRows} строк, ${(Buffer.byteLength(compactBody) / 1024).toFixed(0)} КБ)`,
    compact,
  ],
] as const;
if (values['show-sql'])
  for (const [name, result] of measured)
    if (result) console.log(`${name}:\n${describeStatements(result.statements[0]!)}`);
console.table(
  Object.fromEntries(
    measured.flatMap(([name, result]) => (result ? [[name, comparisonRow(result, 2)]] : [])),
  ),
);
await app.close();
await database.close();
