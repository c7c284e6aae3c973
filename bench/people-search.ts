// People search over a large organisation: /api/esearch against the raw SQL it runs.
// Prepare: npm run seed:large -- --employees 50000   Run: npm run bench:search
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../apps/server/src/app.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { searchSql, TYPO_THRESHOLD } from '../apps/server/src/modules/search/search.service.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: './data-large' },
    'database-url': { type: 'string' },
    iterations: { type: 'string', default: '300' },
  },
});
const iterations = Number(values.iterations);
const database = values['database-url']
  ? await openPostgres(values['database-url'])
  : await openPglite({ dataDir: path.resolve(values['data-dir']) });
const { app } = await buildApp({
  database,
  jwtSecret: 'bench-secret-bench-secret-bench-secret!',
  filesDir: '/tmp/bench-files',
  logLevel: 'silent',
  loginRateLimit: 1_000_000,
});
await app.ready();

const people = rowsOf<{ login: string; last_name: string; name: string; work_position: string }>(
  await database.db.execute(
    sql`select login, last_name, name, work_position from users order by id limit 2000`,
  ),
);
if (people.length < 100)
  throw new Error('Нет большой организации: сначала npm run seed:large -- --employees 50000');
// The product analyzes after a bulk index; a folder built by an older version may lack the statistics.
await database.db.execute(sql`analyze search_documents`);
const total = rowsOf<{ n: number }>(
  await database.db.execute(sql`select count(*)::int as n from search_documents`),
)[0]!.n;

/** Surnames, surname + name, typos (two letters swapped) and positions, in a fixed order. */
function typo(word: string): string {
  return word.length < 5 ? word : word.slice(0, 2) + word[3] + word[2] + word.slice(4);
}
const queries = people
  .slice(0, 40)
  .flatMap((person, index) => [
    person.last_name,
    `${person.last_name} ${person.name}`,
    typo(person.last_name),
    ...(index % 8 === 0 ? [person.work_position] : []),
  ]);

const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/token/issue',
  payload: { login: people[0]!.login, password: 'demo' },
});
const token = signIn.json<{ access_token: string }>().access_token;
const dialect = new PgDialect();

async function measure(run: (query: string) => Promise<void>): Promise<number[]> {
  for (const query of queries.slice(0, 10)) await run(query); // warm-up
  const times: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const query = queries[index % queries.length]!;
    const started = performance.now();
    await run(query);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

const api = await measure(async (query) => {
  const response = await app.inject({
    url: `/api/esearch?q=${encodeURIComponent(query)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
});
await database.rawQuery(
  `select set_config('pg_trgm.word_similarity_threshold', '${TYPO_THRESHOLD}', false)`,
  [],
);
// The same two phases on the driver: the typo query only when the exact one found fewer than 20.
const raw = await measure(async (query) => {
  const lowered = query.trim().toLowerCase();
  const exact = dialect.sqlToQuery(searchSql(lowered, { limit: 20, mode: 'exact' }));
  const found = await database.rawQuery(exact.sql, exact.params);
  if (found.length < 20) {
    const typo = dialect.sqlToQuery(searchSql(lowered, { limit: 20, mode: 'typo' }));
    await database.rawQuery(typo.sql, typo.params);
  }
});

const row = (times: number[]) => ({
  'p50, мс': percentile(times, 50).toFixed(2),
  'p95, мс': percentile(times, 95).toFixed(2),
  'среднее, мс': (times.reduce((sum, time) => sum + time, 0) / times.length).toFixed(2),
});
console.log(
  `Поиск людей: ${total} документов в индексе, ${database.kind}, ${iterations} запросов (${queries.length} разных)`,
);
console.table({ 'GET /api/esearch': row(api), 'сырой SQL': row(raw) });
console.log(`Отношение p50 API / SQL: ${(percentile(api, 50) / percentile(raw, 50)).toFixed(2)}`);
await app.close();
await database.close();
