// The forum at size: the topic page of a 500-comment discussion (GET /api/topics/{id} and the first page of
// its comments, the two calls the page makes), a board's topic list and the boards list, each against the SQL
// it runs. Prepare: npm run seed:large -- --employees 10000 --content --data-dir ./data-large
// Run: npm run bench:forum -- --data-dir ./data-large
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
import { forumTopics } from '../apps/server/src/modules/forum/forum.schema.ts';
import { socialCounters } from '../apps/server/src/modules/social/social.schema.ts';

const { values } = parseArgs({ options: { ...sqlBenchOptions({ iterations: '100', warmUp: '5' }) } });
const iterations = Number(values.iterations);
const { database, app } = await openBench(values);
const db = database.db;

const [big] = await db
  .select({ id: socialCounters.entityId, comments: socialCounters.comments, boardId: forumTopics.boardId })
  .from(socialCounters)
  .innerJoin(forumTopics, eq(forumTopics.id, socialCounters.entityId))
  .where(eq(socialCounters.entityType, 'topic'))
  .orderBy(desc(socialCounters.comments))
  .limit(1);
if (!big || big.comments < 500)
  throw new Error('Нет большого обсуждения: npm run seed:large -- --employees 10000 --content');
const [people] = rowsOf<{ n: number; id: number }>(
  await db.execute(sql`select count(*)::int as n, min(id)::int as id from users`),
);
// A reader who opened the topic before: the page counts what is new since then.
const token = await tokenFor(db, Number(people!.id));

const topicPage = async () => {
  await getOk(app, `/api/topics/${big.id}`, token);
  await getOk(app, `/api/comments?entity_type=topic&entity_id=${big.id}&page=1&per_page=50`, token);
};
const cases = [
  { name: `страница темы: тема и 50 из ${big.comments} комментариев`, call: topicPage },
  {
    name: 'темы раздела, страница 1',
    call: () => getOk(app, `/api/topics?board_id=${big.boardId}&page=1`, token),
  },
  { name: 'разделы форума', call: () => getOk(app, '/api/boards?page=1', token) },
];

const rows: Record<string, ReturnType<typeof comparisonRow>> = {};
const statements: string[] = [];
for (const item of cases) {
  const result = await apiVersusSql(database, {
    call: item.call,
    iterations,
    warmUp: Number(values['warm-up']),
  });
  rows[item.name] = comparisonRow(result, 2);
  statements.push(`${item.name}:\n${describeStatements(result.statements[0]!)}`);
}
console.log(
  `Форум: ${database.kind}; ${people!.n} сотрудников, тема ${big.id} с ${big.comments} комментариями; ` +
    `${iterations} повторов, API и SQL через один (отметка о прочтении темы повторяется и в SQL)`,
);
if (values['show-sql']) console.log(statements.join('\n'));
console.table(rows);
await app.close();
await database.close();
