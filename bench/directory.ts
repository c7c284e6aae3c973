// The people directory at size: a page of `GET /api/users` (20 people in name order, with the total) at the
// start, in the middle by page number, and deep by the keyset cursor of `links.next`, each against the SQL it
// runs. Prepare: npm run seed:large -- --employees 50000 [--database-url …]   Run: npm run bench:directory
import { parseArgs } from 'node:util';
import { asc, sql } from 'drizzle-orm';
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

const { values } = parseArgs({
  options: {
    ...sqlBenchOptions({ iterations: '100', warmUp: '5' }),
  },
});
const iterations = Number(values.iterations);
const { database, app } = await openBench(values);
const db = database.db;
const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
const people = Number(count?.n ?? 0);
if (people < 5000) throw new Error('Нет большой организации: npm run seed:large -- --employees 50000');
const [someone] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
const token = await tokenFor(db, someone!.id);

type Page = { links: { next: string | null }; meta: { total: number; total_estimated?: boolean } };
const page = async (query: string) => JSON.parse(await getOk(app, `/api/users?${query}`, token)) as Page;
const middle = Math.floor(people / 20 / 2);
const deep = Math.floor(people / 20) - 5;
// The cursor of a deep page: where `links.next` of the page before it points.
const before = await page(`page=${deep - 1}&per_page=20`);
const cursor = before.links.next!.split('?')[1]!;
const variants = [
  { name: 'страница 1', query: 'page=1&per_page=20' },
  { name: `страница ${middle} по номеру`, query: `page=${middle}&per_page=20` },
  { name: `страница ${deep} по номеру`, query: `page=${deep}&per_page=20` },
  { name: `страница ${deep} по курсору links.next`, query: cursor },
];
const first = await page(variants[0]!.query);

const rows: Record<string, ReturnType<typeof comparisonRow>> = {};
const statements: string[] = [];
for (const variant of variants) {
  const result = await apiVersusSql(database, {
    call: () => getOk(app, `/api/users?${variant.query}`, token),
    iterations,
    warmUp: Number(values['warm-up']),
  });
  rows[variant.name] = comparisonRow(result, 2);
  statements.push(`${variant.name}:\n${describeStatements(result.statements[0]!)}`);
}
console.log(
  `Справочник: ${database.kind}; ${people} сотрудников, всего в ответе ${first.meta.total}` +
    `${first.meta.total_estimated ? ' (оценка)' : ''}; ${iterations} повторов, API и SQL через один`,
);
if (values['show-sql']) console.log(statements.join('\n'));
console.table(rows);
await app.close();
await database.close();
