// TimeSheet data calls on a large organisation with a year of writes: the fill grid of one person and the
// approve screen of an approver of ~500 people, through the API and as the raw SQL of the same query.
// Prepare: npm run seed:large -- --employees 10000 --timesheet-year 2025   Run: npm run bench:timesheet
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { TokenService } from '../apps/server/src/platform/auth/tokens.ts';
import { sessions } from '../apps/server/src/modules/auth/auth.schema.ts';
import { UsersService } from '../apps/server/src/modules/users/users.service.ts';
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
const start = `${values.month}-01`;
const end = new Date(Date.UTC(Number(values.month.slice(0, 4)), Number(values.month.slice(5, 7)), 0))
  .toISOString()
  .slice(0, 10);
const database = values['database-url']
  ? await openPostgres(values['database-url'])
  : await openPglite({ dataDir: path.resolve(values['data-dir']) });
const secret = 'bench-secret-bench-secret-bench-secret!';
const { app } = await buildApp({
  database,
  jwtSecret: secret,
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

/** A session and token for a user without signing in (no password work in the loop). */
async function tokenFor(userId: number, roles: string[]): Promise<string> {
  await new UsersService(db).setRoles(userId, roles);
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      refreshTokenHash: `bench-${userId}-${Date.now()}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  return (await new TokenService(secret).signAccessToken({ userId, sessionId: session!.id })).token;
}
const approverToken = await tokenFor(approver!.id, ['project_manager']);
const personToken = await tokenFor(person!.id, ['ts_filling']);

async function measure(run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 5; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const row = (times: number[]) => ({
  'p50, мс': pct(times, 50).toFixed(2),
  'p95, мс': pct(times, 95).toFixed(2),
});

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

const fillUrl = `/api/timesheet/writes?date_start=${start}&date_end=${end}`;
const approveUrl = `${fillUrl}&customer_ids=${projectIds.join(',')}`;
const approveRows = (
  await app.inject({ url: approveUrl, headers: { authorization: `Bearer ${approverToken}` } })
).json<{ data: unknown[] }>().data.length;
const fillApi = await measure(async () => {
  const response = await app.inject({ url: fillUrl, headers: { authorization: `Bearer ${personToken}` } });
  if (response.statusCode !== 200) throw new Error(response.body);
});
const fillRaw = await measure(rawOf(and(inPeriod(start, end), eq(timesheetWrites.userId, person!.id))));
const approveApi = await measure(async () => {
  const response = await app.inject({
    url: approveUrl,
    headers: { authorization: `Bearer ${approverToken}` },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
});
const approveRaw = await measure(
  rawOf(and(inPeriod(start, end), inArray(timesheetWrites.customerId, projectIds))),
);

console.log(
  `TimeSheet: ${total.n} записей, ${database.kind}; месяц ${values.month}; согласующий: ${projectIds.length} проектов, ${approveRows} записей за месяц; ${iterations} повторов`,
);
console.table({
  'заполнение: API': row(fillApi),
  'заполнение: SQL': row(fillRaw),
  'согласование: API': row(approveApi),
  'согласование: SQL': row(approveRaw),
});
await app.close();
await database.close();
