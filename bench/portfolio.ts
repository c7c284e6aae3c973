// The projects portfolio at size: a page of `GET /api/projects` (12 cards with their technologies, customer,
// sector, department, cover and likes, plus the total) narrowed by three filters at once, against the SQL it
// runs. Prepare: npm run seed:large -- --employees 10000 --content [--data-dir …]   Run: npm run bench:portfolio
import { parseArgs } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import {
  apiVersusSql,
  comparisonRow,
  describeStatements,
  getOk,
  openBench,
  sqlBenchOptions,
  tokenFor,
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
const [count] = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from portfolio_projects where deleted_at is null`),
);
const projects = Number(count?.n ?? 0);
if (projects < 1000)
  throw new Error('Нет портфолио: npm run seed:large -- --employees 10000 --content --data-dir …');
const [someone] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
const token = await tokenFor(db, someone!.id);

/** The most used value of a column of live projects (a filter that keeps a realistic share of the list). */
async function mostUsed(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await db.execute(query));
  return Number(row!.id);
}
const technology = await mostUsed(sql`
  select technology_id as id from portfolio_project_technologies group by technology_id order by count(*) desc limit 1`);
const secondTechnology = await mostUsed(sql`
  select technology_id as id from portfolio_project_technologies group by technology_id order by count(*) desc offset 3 limit 1`);
const sector = await mostUsed(sql`
  select sector_id as id from portfolio_projects where deleted_at is null and sector_id is not null
  group by sector_id order by count(*) desc limit 1`);
const block = await mostUsed(sql`
  select s.parent_id as id from portfolio_projects p join structures s on s.id = p.department_id
  where p.deleted_at is null and s.level = 2 group by s.parent_id order by count(*) desc limit 1`);
// The customer with the most projects on that technology, and the year most of them went on in.
const [pair] = rowsOf<{ customer: number; year: number; n: number }>(
  await db.execute(sql`
    select p.customer_id as customer, y as year, count(*)::int as n
    from portfolio_projects p
    join portfolio_project_technologies pt on pt.project_id = p.id and pt.technology_id = ${technology}
    cross join lateral generate_series(p.year_start::int, coalesce(p.year_end::int, 2026)) as y
    where p.deleted_at is null and p.customer_id is not null
    group by p.customer_id, y order by count(*) desc, p.customer_id limit 1`),
);
const customer = Number(pair!.customer);
const customerYear = Number(pair!.year);

const variants = [
  { name: 'без фильтров, страница 1', query: 'page=1' },
  { name: 'технология + год + блок', query: `technologies=${technology}&year=2022&department=${block}` },
  { name: 'технология + отрасль + год', query: `technologies=${technology}&sector=${sector}&year=2024` },
  { name: 'две технологии + год', query: `technologies=${technology},${secondTechnology}&year=2020` },
  {
    name: 'заказчик + технология + год, страница 2',
    query: `customer=${customer}&technologies=${technology}&year=${customerYear}&page=2&per_page=2`,
  },
];

type Page = { data: unknown[]; meta: { total: number; total_estimated?: boolean } };
const rows: Record<string, ReturnType<typeof comparisonRow> & { найдено: string }> = {};
const statements: string[] = [];
for (const variant of variants) {
  const first = JSON.parse(await getOk(app, `/api/projects?${variant.query}`, token)) as Page;
  const result = await apiVersusSql(database, {
    call: () => getOk(app, `/api/projects?${variant.query}`, token),
    iterations,
    warmUp: Number(values['warm-up']),
  });
  rows[variant.name] = {
    найдено: `${first.meta.total}${first.meta.total_estimated ? '~' : ''}`,
    ...comparisonRow(result, 2),
  };
  statements.push(`${variant.name} (${variant.query}):\n${describeStatements(result.statements[0]!)}`);
}
console.log(
  `Портфолио: ${database.kind}; ${projects} проектов; ${iterations} повторов, API и SQL через один`,
);
if (values['show-sql']) console.log(statements.join('\n'));
console.table(rows);
await app.close();
await database.close();
