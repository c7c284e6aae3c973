// The vacation matching calendar of 500 people over a year, through the API and as the raw SQL of the same
// read. Prepare: npm run seed:large -- --employees 10000   Run: npm run bench:vacation
// The benchmark lays its own plans (three 14-day blocks a person for 500 people) into a list the first time.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { addDays } from '@intranet/contracts';
import { BENCH_SECRET, measure, tableRow, tokenFor } from './harness.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { users } from '../apps/server/src/modules/users/users.schema.ts';
import {
  vacationUserListMembers,
  vacationUserLists,
  vacations,
} from '../apps/server/src/modules/vacation/vacation.schema.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: './data-large' },
    'database-url': { type: 'string' },
    iterations: { type: 'string', default: '30' },
    year: { type: 'string', default: '2026' },
    people: { type: 'string', default: '500' },
  },
});
const iterations = Number(values.iterations);
const time = (run: () => Promise<void>) => measure(run, iterations, 3);
const year = Number(values.year);
const size = Number(values.people);
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

const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
if (!count || Number(count.n) < 5000)
  throw new Error('Нет большой организации: npm run seed:large -- --employees 10000');
const [admin] = await db.select().from(users).orderBy(asc(users.id)).limit(1);
const team = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).offset(1).limit(size)).map(
  (row) => row.id,
);

// The bench's list and plans, laid once.
let [list] = await db.select().from(vacationUserLists).where(eq(vacationUserLists.name, 'bench-500'));
if (!list) {
  [list] = await db.insert(vacationUserLists).values({ ownerId: admin!.id, name: 'bench-500' }).returning();
  await db.insert(vacationUserListMembers).values(team.map((userId) => ({ listId: list!.id, userId })));
  const rows = team.flatMap((userId, index) =>
    [10, 26, 40].flatMap((week) => {
      const start = addDays(`${year}-01-05`, (week + (index % 8)) * 7);
      return Array.from({ length: 14 }, (_, day) => ({
        userId,
        date: addDays(start, day),
        typeId: week === 26 ? 1 : 2,
        statusId: (index + week) % 3 === 0 ? 1 : 2,
      }));
    }),
  );
  for (let offset = 0; offset < rows.length; offset += 5000)
    await db
      .insert(vacations)
      .values(rows.slice(offset, offset + 5000))
      .onConflictDoNothing();
}

// Fresh statistics: without them the planner guesses badly on a just-filled table.
await db.execute(sql`analyze vacations`);
const token = await tokenFor(db, admin!.id, ['vacation_system_admin']);
const url = `/api/dba/vacations/users?date_start=${year}-01-01&date_end=${year}-12-31&list_id=${list!.id}`;
const first = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
if (first.statusCode !== 200) throw new Error(first.body);
const body = first.json<{ data: { vacations: unknown[] }[] }>().data;
const api = await time(async () => {
  const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(response.body);
});
// The same reads on the driver: the people, then their days of the year.
const peopleSql = db.select().from(users).where(inArray(users.id, team)).toSQL();
const daysSql = db
  .select()
  .from(vacations)
  .where(
    and(
      inArray(vacations.userId, team),
      gte(vacations.date, `${year}-01-01`),
      lte(vacations.date, `${year}-12-31`),
      isNull(vacations.deletedAt),
    ),
  )
  .orderBy(asc(vacations.userId), asc(vacations.date), asc(vacations.id))
  .toSQL();
const raw = await time(async () => {
  await database.rawQuery(peopleSql.sql, peopleSql.params);
  await database.rawQuery(daysSql.sql, daysSql.params);
});

console.log(
  `Отпуска: ${database.kind}; ${body.length} сотрудников, ${body.reduce((sum, person) => sum + person.vacations.length, 0)} дней за ${year}; ${iterations} повторов`,
);
console.table({ 'согласование: API': tableRow(api, 1), 'согласование: SQL': tableRow(raw, 1) });
await app.close();
await database.close();
