// The events list at the size of a 10,000-person organisation (2,000 events with members): a page of
// `GET /api/events/intranet` — upcoming, a calendar month, three filters together, «мои» — each against the
// SQL it runs, interleaved. Prepare: npm run seed:large -- --employees 10000 --content   Run: npm run bench:events
import { parseArgs } from 'node:util';
import { desc, eq, sql } from 'drizzle-orm';
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
import { eventMembers, events } from '../apps/server/src/modules/events/events.schema.ts';

const { values } = parseArgs({ options: { ...sqlBenchOptions({ iterations: '100', warmUp: '5' }) } });
const iterations = Number(values.iterations);
const { database, app } = await openBench(values);
const db = database.db;

const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from events`));
if (!count || Number(count.n) < 1000)
  throw new Error('Нет событий большой организации: npm run seed:large -- --employees 10000 --content');
// The person with the most plans: «мои» has something to find.
const [busiest] = await db
  .select({ userId: eventMembers.userId, n: sql<number>`count(*)::int` })
  .from(eventMembers)
  .where(eq(eventMembers.status, 'registered'))
  .groupBy(eventMembers.userId)
  .orderBy(desc(sql`count(*)`))
  .limit(1);
const token = await tokenFor(db, busiest!.userId);
// A busy address and type among upcoming events, so the three filters find rows.
const [pick] = await db
  .select({ address: events.address, type: events.type })
  .from(events)
  .where(sql`${events.endsAt} >= now() and ${events.price} is not null`)
  .groupBy(events.address, events.type)
  .orderBy(desc(sql`count(*)`))
  .limit(1);

const month = new Date().toISOString().slice(0, 7);
const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const enc = encodeURIComponent;
const variants = [
  { name: 'предстоящие, страница 1', query: 'page=1&per_page=12' },
  { name: 'предстоящие, страница 5', query: 'page=5&per_page=12' },
  {
    name: `месяц ${month} (календарь)`,
    query: `date_start=${month}-01&date_end=${month}-${lastDay}&per_page=500`,
  },
  {
    name: 'место + тип + цена до 500 000 ₽',
    query: `address=${enc(pick!.address)}&type=${enc(pick!.type)}&price_max=500000&per_page=12`,
  },
  { name: 'тег «Разработка», прошедшие', query: `tag=${enc('Разработка')}&when=past&per_page=12` },
  { name: '«мои»', query: 'mine=1&when=all&per_page=12' },
];

const rows: Record<string, ReturnType<typeof comparisonRow>> = {};
const statements: string[] = [];
const found: string[] = [];
for (const variant of variants) {
  const url = `/api/events/intranet?${variant.query}`;
  const answer = JSON.parse(await getOk(app, url, token)) as { data: unknown[]; meta: { total: number } };
  found.push(`${variant.name}: ${answer.data.length} на странице из ${answer.meta.total}`);
  const result = await apiVersusSql(database, {
    call: () => getOk(app, url, token),
    iterations,
    warmUp: Number(values['warm-up']),
  });
  rows[variant.name] = comparisonRow(result, 2);
  statements.push(`${variant.name}:\n${describeStatements(result.statements[0]!)}`);
}
console.log(
  `События: ${database.kind}; ${count.n} событий, пользователь с ${busiest!.n} записями; ` +
    `${iterations} повторов, API и SQL через один`,
);
console.log(found.join('\n'));
if (values['show-sql']) console.log(statements.join('\n'));
console.table(rows);
await app.close();
await database.close();
