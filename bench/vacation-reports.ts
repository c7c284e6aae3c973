// Vacation reports on a large organisation: each of the six reports through the API (POST
// /api/dba/vacations/reports/{name}, page 1 of 100 with its total, as a vacation-system admin: every person)
// against the SQL it sends, interleaved.
// Prepare: npm run seed:large -- --employees 10000 --data-dir /work/bench-data/vac-reports
// Run:     npm run bench:vacation-reports -- --data-dir /work/bench-data/vac-reports
// The first run lays a year of vacations (2027) for everyone: three blocks each, every status, moved days,
// histories and assistants' actions, so every report reads the whole organisation.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { VAC_REPORT_NAMES } from '@intranet/contracts';
import {
  apiVersusSql,
  buildBenchApp,
  comparisonRow,
  describeStatements,
  openBenchDatabase,
  sqlBenchOptions,
  tokenFor,
} from './harness.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { UsersService } from '../apps/server/src/modules/users/users.service.ts';
import { deriveVacationHistory } from '../apps/server/src/modules/vacation/vacation-history.ts';

const { values } = parseArgs({
  options: { ...sqlBenchOptions({ iterations: '20', warmUp: '3' }), only: { type: 'string' } },
});

const YEAR = 2027;
const MARK = 'bench-vacation-reports';

const database = await openBenchDatabase({
  databaseUrl: values['database-url'],
  dataDir: values['data-dir'],
});
await database.migrate();
const app = await buildBenchApp(database);
const db = database.db;

async function layVacations() {
  const [laid] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from vacations where comment like ${`${MARK}%`}`),
  );
  if (Number(laid?.n) > 0) return Number(laid!.n);
  // Four assistants (the ASSISTANT report), the people after the first.
  const assistants = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users order by id offset 1 limit 4`),
  );
  for (const { id } of assistants) await new UsersService(db).setRoles(Number(id), ['assistant']);
  const assistantIds = sql`${sql.param(assistants.map((row) => Number(row.id)))}::int[]`;
  const started = performance.now();
  // Blocks: 1 indivisible 14 days (May–September), 2 divisible 7 days (February–April), 3 a moved block of 5
  // days (one in seven, deleted). Status by id; created in January, decided days later, some by assistants.
  await db.execute(sql`insert into vacations (user_id, date, type_id, status_id, comment, created_by, created_at,
      updated_by, updated_at, deleted_at)
    select u.id, b.start + d, b.type_id,
      case when b.n = 3 then 22 when u.id % 5 = 2 then 1 when u.id % 5 = 3 and b.n = 1 then 3 else 2 end,
      ${MARK} || ':' || b.n,
      case when u.id % 4 = 0 then (${assistantIds})[1 + u.id % 4] else u.id end,
      make_date(${YEAR}, 1, 1) + (u.id % 28) + time '09:00',
      case when u.id % 6 = 0 then (${assistantIds})[1 + u.id % 4] else coalesce(u.manager_id, u.id) end,
      make_date(${YEAR}, 1, 1) + (u.id % 28) + 3 + time '09:00',
      case when b.n = 3 then make_date(${YEAR}, 1, 1) + (u.id % 28) + 3 + time '09:00' end
    from users u
    cross join lateral (values
        (1, make_date(${YEAR}, 5, 3) + (u.id % 20) * 7, 1::smallint, 14),
        (2, make_date(${YEAR}, 2, 1) + (u.id % 10) * 7, 2::smallint, 7),
        (3, make_date(${YEAR}, 4, 19), 1::smallint, case when u.id % 7 = 0 then 5 else 0 end)) as b(n, start, type_id, days)
    cross join generate_series(0, b.days - 1) as d`);
  await db.execute(sql`update vacations v set parent_id = p.id
    from (select user_id, comment, min(id) as id from vacations where comment like ${`${MARK}%`} group by 1, 2) p
    where v.comment = p.comment and v.user_id = p.user_id and v.id <> p.id`);
  await db.execute(sql`insert into vacation_balances (user_id, year, accumulated)
    select id, ${YEAR}, id % 15 from users on conflict do nothing`);
  // CHANGES and ASSISTANT read the engine's history: the days laid above get theirs from their columns.
  await deriveVacationHistory(db, sql`v.comment like ${`${MARK}%`}`);
  await db.execute(sql`analyze vacations`);
  await db.execute(sql`analyze vacation_history`);
  const [n] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from vacations where comment like ${`${MARK}%`}`),
  );
  console.log(
    `Уложено ${n!.n} дней отпусков за ${YEAR} год за ${((performance.now() - started) / 1000).toFixed(1)} с`,
  );
  return Number(n!.n);
}

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

const days = await layVacations();
const [people] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
const [admin] = rowsOf<{ id: number }>(await db.execute(sql`select min(id) as id from users`));
const token = await tokenFor(db, Number(admin!.id), ['vacation_system_admin']);
const payload = {
  date_start: `${YEAR}-01-01`,
  date_end: `${YEAR}-12-31`,
  date: `${YEAR}-06-01`,
  balance_date: `${YEAR}-12-31`,
  deleted: true,
  per_page: 100,
};
const iterations = Number(values.iterations);
const warmUp = Number(values['warm-up']);
const names = values.only ? values.only.split(',') : [...VAC_REPORT_NAMES];
const table: Record<string, object> = {};
for (const name of names) {
  const url = `/api/dba/vacations/reports/${name}`;
  const first = await post(app, url, token, payload);
  const rows = first.json<{ meta: { total: number } }>().meta.total;
  const result = await apiVersusSql(database, {
    call: () => post(app, url, token, payload),
    iterations,
    warmUp,
  });
  if (values['show-sql']) console.log(`${name}:\n${describeStatements(result.statements[0]!)}`);
  table[`${name} (${rows} строк)`] = comparisonRow(result, 1);
}
console.log(
  `Отчеты по отпускам: ${people!.n} сотрудников, ${days} дней отпусков за ${YEAR}, ${database.kind}; ` +
    `vacation_system_admin (все строки), страница 100; ${iterations} повторов, API и SQL через один`,
);
console.table(table);
await app.close();
await database.close();
