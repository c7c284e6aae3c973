// The vacation matching calendar of 500 people over a year, through the API and as the raw SQL it runs.
// Prepare: npm run seed:large -- --employees 10000   Run: npm run bench:vacation
// The benchmark lays its own plans (three 14-day blocks a person for 500 people) into a list the first time.
import { parseArgs } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { addDays, type VacationUser } from '@intranet/contracts';
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
import { users } from '../apps/server/src/modules/users/users.schema.ts';
import {
  vacationUserListMembers,
  vacationUserLists,
  vacations,
} from '../apps/server/src/modules/vacation/vacation.schema.ts';

const { values } = parseArgs({
  options: {
    ...sqlBenchOptions({ iterations: '100', warmUp: '3' }),
    year: { type: 'string', default: '2026' },
    people: { type: 'string', default: '500' },
  },
});
const iterations = Number(values.iterations);
const year = Number(values.year);
const size = Number(values.people);
const { database, app } = await openBench(values);
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
const answer = await getOk(app, url, token);
const body = JSON.parse(answer) as { data: VacationUser[] };
const days = body.data.reduce((sum, person) => sum + person.days.length, 0);
const answerMb = (Buffer.byteLength(answer) / 1_048_576).toFixed(2);

// The API call against exactly the statements it sends, replayed on the driver.
const result = await apiVersusSql(database, {
  call: () => getOk(app, url, token),
  iterations,
  warmUp: Number(values['warm-up']),
});

console.log(
  `Отпуска: ${database.kind}; ${body.data.length} сотрудников, ${days} дней за ${year}; ` +
    `ответ ${answerMb} МБ; ${iterations} повторов, API и SQL через один`,
);
if (values['show-sql']) console.log(describeStatements(result.statements[0]!));
console.table({ 'согласование (GET /api/dba/vacations/users)': comparisonRow(result, 1) });
await app.close();
await database.close();
