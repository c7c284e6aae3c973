// People search over a large organisation: /api/esearch against the raw SQL it runs (bench/README.md).
// Prepare: npm run seed:large -- --employees 50000   Run: npm run bench:search
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  apiVersusSql,
  comparisonRow,
  describeStatements,
  getOk,
  openBench,
  sqlBenchOptions,
} from './harness.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { switchLayout } from '../apps/server/src/modules/search/search.text.ts';

const { values } = parseArgs({
  options: {
    ...sqlBenchOptions({ iterations: '300', warmUp: '10' }),
  },
});
const iterations = Number(values.iterations);
const { database, app } = await openBench(values);

const people = rowsOf<{
  login: string;
  email: string;
  last_name: string;
  name: string;
  work_position: string;
}>(
  await database.db.execute(
    sql`select login, email, last_name, name, work_position from users order by id limit 2000`,
  ),
);
if (people.length < 100)
  throw new Error('Нет большой организации: сначала npm run seed:large -- --employees 50000');
// The product analyzes after a bulk index; a folder built by an older version may lack the statistics.
await database.db.execute(sql`analyze search_documents`);
const total = rowsOf<{ n: number }>(
  await database.db.execute(sql`select count(*)::int as n from search_documents`),
)[0]!.n;

/**
 * Surnames, surname + name, typos (two letters swapped), and for some people the surname typed in the Latin
 * layout, a word form (instrumental), the e-mail, the position; in a fixed order.
 */
function typo(word: string): string {
  return word.length < 5 ? word : word.slice(0, 2) + word[3] + word[2] + word.slice(4);
}
const instrumental = (surname: string) =>
  surname.endsWith('а') ? `${surname.slice(0, -1)}ой` : `${surname}ым`;
const queries = people
  .slice(0, 40)
  .flatMap((person, index) => [
    person.last_name,
    `${person.last_name} ${person.name}`,
    typo(person.last_name),
    ...(index % 4 === 0 ? [switchLayout(person.last_name)!] : []),
    ...(index % 4 === 2 ? [instrumental(person.last_name)] : []),
    ...(index % 5 === 0 ? [person.email] : []),
    ...(index % 8 === 0 ? [person.work_position] : []),
  ]);

const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/token/issue',
  payload: { login: people[0]!.login, password: 'demo' },
});
const token = signIn.json<{ access_token: string }>().access_token;

// Each query against exactly the statements it sends (the keys and the vocabulary, the candidates, the people
// shown; an exact e-mail stops after the first), replayed on the driver; round i asks query i % n.
const result = await apiVersusSql(database, {
  call: (variant) => getOk(app, `/api/esearch?q=${encodeURIComponent(queries[variant]!)}`, token),
  variants: queries.length,
  iterations,
  warmUp: Number(values['warm-up']),
});

const counts = result.statements.map((list) => list.length);
console.log(
  `Поиск людей: ${total} документов в индексе, ${database.kind}, ${iterations} запросов (${queries.length} разных; ` +
    `${Math.min(...counts)}–${Math.max(...counts)} SQL-запросов на вызов), API и SQL через один`,
);
if (values['show-sql']) {
  const longest = result.statements.reduce((a, b) => (b.length > a.length ? b : a));
  console.log(describeStatements(longest));
}
console.table({ 'GET /api/esearch': comparisonRow(result, 2) });
await app.close();
await database.close();
