// TimeSheet data calls on a large organisation with a year of writes: the fill grid of one person and the
// approve screen of an approver of ~500 people, through the API and as the raw SQL of the same query.
// Prepare: npm run seed:large -- --employees 10000 --timesheet-year 2025   Run: npm run bench:timesheet
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BENCH_SECRET, measure, tableRow, tokenFor } from './harness.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { customers } from '../apps/server/src/modules/organisation/organisation.schema.ts';
import { customerOwners, users } from '../apps/server/src/modules/users/users.schema.ts';
import { timesheetWrites } from '../apps/server/src/modules/timesheet/timesheet.schema.ts';
import { inPeriod } from '../apps/server/src/modules/timesheet/timesheet.queries.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: './data-large' },
    'database-url': { type: 'string' },
    iterations: { type: 'string', default: '100' },
    month: { type: 'string', default: '2025-11' },
  },
});
const iterations = Number(values.iterations);
const time = (run: () => Promise<void>) => measure(run, iterations, 5);
const start = `${values.month}-01`;
const end = new Date(Date.UTC(Number(values.month.slice(0, 4)), Number(values.month.slice(5, 7)), 0))
  .toISOString()
  .slice(0, 10);
const database = values['database-url']
  ? await openPostgres(values['database-url'])
  : await openPglite({ dataDir: path.resolve(values['data-dir']) });
const { app } = await buildApp({
  database,
  jwtSecret: BENCH_SECRET,
  filesDir: '/tmp/bench-files',
  logLevel: 'silent',
});
await app.ready();
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

/** The raw SQL of selectWrites with the same conditions, run on the driver. */
function rawOf(condition: ReturnType<typeof and>) {
  const query = db
    .select({
      write: timesheetWrites,
      customer: { id: customers.id, name: customers.name },
      user: { id: users.id, name: users.name, lastName: users.lastName, patronymic: users.patronymic },
    })
    .from(timesheetWrites)
    .innerJoin(customers, eq(customers.id, timesheetWrites.customerId))
    .innerJoin(users, eq(users.id, timesheetWrites.userId))
    .where(and(sql`${timesheetWrites.deletedAt} is null`, condition))
    .orderBy(timesheetWrites.date, timesheetWrites.customerId, timesheetWrites.userId)
    .toSQL();
  return () => database.rawQuery(query.sql, query.params).then(() => undefined);
}

const approverToken = await tokenFor(db, approver!.id, ['project_manager']);
const personToken = await tokenFor(db, person!.id, ['ts_filling']);

const fillUrl = `/api/timesheet/writes?date_start=${start}&date_end=${end}`;
const approveUrl = `${fillUrl}&customer_ids=${projectIds.join(',')}`;
const approveRows = (
  await app.inject({ url: approveUrl, headers: { authorization: `Bearer ${approverToken}` } })
).json<{ data: unknown[] }>().data.length;
const fillApi = await time(async () => {
  const response = await app.inject({ url: fillUrl, headers: { authorization: `Bearer ${personToken}` } });
  if (response.statusCode !== 200) throw new Error(response.body);
});
const fillRaw = await time(rawOf(and(inPeriod(start, end), eq(timesheetWrites.userId, person!.id))));
const approveApi = await time(async () => {
  const response = await app.inject({
    url: approveUrl,
    headers: { authorization: `Bearer ${approverToken}` },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
});
const approveRaw = await time(
  rawOf(and(inPeriod(start, end), inArray(timesheetWrites.customerId, projectIds))),
);

console.log(
  `TimeSheet: ${total.n} записей, ${database.kind}; месяц ${values.month}; согласующий: ${projectIds.length} проектов, ${approveRows} записей за месяц; ${iterations} повторов`,
);
console.table({
  'заполнение: API': tableRow(fillApi),
  'заполнение: SQL': tableRow(fillRaw),
  'согласование: API': tableRow(approveApi),
  'согласование: SQL': tableRow(approveRaw),
});
await app.close();
await database.close();
