// The business-card orders at 10,000: the assistants' list (every order, newest first) and an author's list
// (the engine's visibility), GET /api/bp_cards, each through the API and as the raw SQL it runs.
// Run: npm run bench:cards  (in memory; or --data-dir ./data-large, --database-url postgres://…)
// The benchmark lays its own people and orders the first time: 10,000 card orders over 90 days by 200 people.
import { parseArgs } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import {
  apiVersusSql,
  benchPeople,
  comparisonRow,
  describeStatements,
  getOk,
  openLaidBench,
  sqlBenchOptions,
  tokenFor,
} from './harness.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { roles } from '../apps/server/src/modules/users/users.schema.ts';
import { bpRequests, bpStatuses, bpTypes } from '../apps/server/src/modules/requests/requests.schema.ts';
import { bpCards } from '../apps/server/src/modules/cards/cards.schema.ts';

const { values } = parseArgs({
  options: {
    ...sqlBenchOptions({ iterations: '100', warmUp: '5' }),
    'data-dir': { type: 'string' },
    orders: { type: 'string', default: '10000' },
  },
});
const iterations = Number(values.iterations);
const size = Number(values.orders);
const { database, db, app } = await openLaidBench(values);

const PEOPLE = 200;
const people = await benchPeople(db, 'bench-cards-', 'Визиткин', PEOPLE);
const [laid] = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from bp_requests where title like 'bench-cards %'`),
);
if (Number(laid?.n ?? 0) < size) {
  const [type] = await db.select().from(bpTypes).where(eq(bpTypes.code, 'business_cards'));
  const statuses = await db.select().from(bpStatuses).orderBy(asc(bpStatuses.id));
  const now = Date.now();
  for (let offset = Number(laid?.n ?? 0); offset < size; offset += 2000) {
    const batch = Array.from({ length: Math.min(2000, size - offset) }, (_, i) => {
      const n = offset + i;
      const at = new Date(now - ((n * 7919) % 90) * 86_400_000 - (n % 1440) * 60_000);
      return {
        typeId: type!.id,
        statusId: statuses[n % statuses.length]!.id,
        authorId: people[1 + (n % (PEOPLE - 1))]!,
        title: `bench-cards ${n}`,
        statusEnteredAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    const created = await db.insert(bpRequests).values(batch).returning({ id: bpRequests.id });
    await db.insert(bpCards).values(
      created.map((row, i) => ({
        requestId: row.id,
        cardType: 'standard',
        userId: batch[i]!.authorId,
        lastName: `Визиткин${i % PEOPLE}`,
        firstName: 'Иван',
        lastNameEn: `Vizitkin${i % PEOPLE}`,
        firstNameEn: 'Ivan',
        workPosition: 'Аналитик',
        price: 1830.5,
      })),
    );
  }
}
await db.execute(sql`analyze bp_requests`);
await db.execute(sql`analyze bp_cards`);

await db.insert(roles).values({ name: 'assistant', label: 'Помощник' }).onConflictDoNothing();
const deskToken = await tokenFor(db, people[0]!, ['assistant']);
const authorToken = await tokenFor(db, people[1]!, []);
const url = '/api/bp_cards?page=1&per_page=20';
const deskPage = JSON.parse(await getOk(app, url, deskToken)) as { meta: { total: number } };
const authorPage = JSON.parse(await getOk(app, url, authorToken)) as { meta: { total: number } };
const warmUp = Number(values['warm-up']);
const desk = await apiVersusSql(database, { call: () => getOk(app, url, deskToken), iterations, warmUp });
const author = await apiVersusSql(database, { call: () => getOk(app, url, authorToken), iterations, warmUp });

console.log(
  `Визитки: ${database.kind}; заказов ${deskPage.meta.total}, у автора ${authorPage.meta.total}; ` +
    `${iterations} повторов, API и SQL через один`,
);
if (values['show-sql']) {
  console.log(describeStatements(desk.statements[0]!));
  console.log(describeStatements(author.statements[0]!));
}
console.table({
  'все заказы, помощник (GET /api/bp_cards)': comparisonRow(desk, 1),
  'мои заказы, автор (GET /api/bp_cards)': comparisonRow(author, 1),
});
await app.close();
await database.close();
