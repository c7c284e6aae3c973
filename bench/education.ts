// Education requests at 10,000: the training department's list (every request, newest first) and an author's
// list (the engine's visibility), GET /api/bp_educations, each through the API and as the raw SQL it runs.
// Run: npm run bench:education  (in memory; or --data-dir ./data-large, --database-url postgres://…)
// The benchmark lays its own people, facilities and requests the first time: 10,000 over 90 days by 200 people.
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
import {
  bpEducations,
  bpEducationUsers,
  eduFacilities,
} from '../apps/server/src/modules/education/education.schema.ts';

const { values } = parseArgs({
  options: {
    ...sqlBenchOptions({ iterations: '100', warmUp: '5' }),
    'data-dir': { type: 'string' },
    requests: { type: 'string', default: '10000' },
  },
});
const iterations = Number(values.iterations);
const size = Number(values.requests);
const { database, db, app } = await openLaidBench(values);

const PEOPLE = 200;
const TYPES = ['course', 'conference', 'certification', 'training'];
const people = await benchPeople(db, 'bench-edu-', 'Учебный', PEOPLE);
const [laid] = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from bp_requests where title like 'bench-edu %'`),
);
if (Number(laid?.n ?? 0) < size) {
  const facilities = await db
    .insert(eduFacilities)
    .values(Array.from({ length: 20 }, (_, i) => ({ name: `bench-edu Учебный центр ${i}` })))
    .returning({ id: eduFacilities.id });
  const [type] = await db.select().from(bpTypes).where(eq(bpTypes.code, 'education_external'));
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
        title: `bench-edu ${n}`,
        statusEnteredAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    const created = await db.insert(bpRequests).values(batch).returning({ id: bpRequests.id });
    await db.insert(bpEducations).values(
      created.map((row, i) => ({
        requestId: row.id,
        educationType: TYPES[i % TYPES.length]!,
        facilityId: facilities[i % facilities.length]!.id,
        course: `Курс ${offset + i}`,
        price: 10_000 + (i % 50) * 1000,
        periodStart: '2026-04-01',
        periodEnd: '2026-04-05',
      })),
    );
    await db
      .insert(bpEducationUsers)
      .values(created.map((row, i) => ({ requestId: row.id, userId: batch[i]!.authorId })));
  }
}
await db.execute(sql`analyze bp_requests`);
await db.execute(sql`analyze bp_educations`);

await db.insert(roles).values({ name: 'bp_education_admin', label: 'Учебный центр' }).onConflictDoNothing();
const deskToken = await tokenFor(db, people[0]!, ['bp_education_admin']);
const authorToken = await tokenFor(db, people[1]!, []);
const url = '/api/bp_educations?page=1&per_page=20';
const deskPage = JSON.parse(await getOk(app, url, deskToken)) as { meta: { total: number } };
const authorPage = JSON.parse(await getOk(app, url, authorToken)) as { meta: { total: number } };
const warmUp = Number(values['warm-up']);
const desk = await apiVersusSql(database, { call: () => getOk(app, url, deskToken), iterations, warmUp });
const author = await apiVersusSql(database, { call: () => getOk(app, url, authorToken), iterations, warmUp });

console.log(
  `Обучение: ${database.kind}; заявок ${deskPage.meta.total}, у автора ${authorPage.meta.total}; ` +
    `${iterations} повторов, API и SQL через один`,
);
if (values['show-sql']) {
  console.log(describeStatements(desk.statements[0]!));
  console.log(describeStatements(author.statements[0]!));
}
console.table({
  'все заявки, учебный центр (GET /api/bp_educations)': comparisonRow(desk, 1),
  'мои заявки, автор (GET /api/bp_educations)': comparisonRow(author, 1),
});
await app.close();
await database.close();
