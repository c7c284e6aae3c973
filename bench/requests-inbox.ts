// The services admin desk at 10,000 requests: its inbox (GET /api/bps/desk, overdue first) and its counts
// (GET /api/bps/desk/counts), each through the API and as the raw SQL it runs.
// Run: npm run bench:requests  (in memory; or --data-dir ./data-large, --database-url postgres://…)
// The benchmark lays its own people and requests the first time: 10,000 requests of the custom processes in
// every status, over 90 days, each waiting for one person; the desk's person waits on every tenth.
import { parseArgs } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import {
  apiVersusSql,
  benchPeople,
  comparisonRow,
  describeStatements,
  getOk,
  openLaidBench,
  tokenFor,
  sqlBenchOptions,
} from './harness.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { roles } from '../apps/server/src/modules/users/users.schema.ts';
import {
  bpAssignees,
  bpRequests,
  bpStatuses,
  bpTypes,
} from '../apps/server/src/modules/requests/requests.schema.ts';

const { values } = parseArgs({
  options: {
    ...sqlBenchOptions({ iterations: '100', warmUp: '5' }),
    // In memory unless a folder is named: the bench lays everything it reads.
    'data-dir': { type: 'string' },
    requests: { type: 'string', default: '10000' },
  },
});
const iterations = Number(values.iterations);
const size = Number(values.requests);
const { database, db, app } = await openLaidBench(values);

// The bench's people (200 authors and assignees) and requests, laid once.
const PEOPLE = 200;
const people = await benchPeople(db, 'bench-desk-', 'Сотрудников', PEOPLE);
const desk = people[0]!;
const [laid] = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from bp_requests where title like 'bench-desk %'`),
);
if (Number(laid?.n ?? 0) < size) {
  const types = await db.select().from(bpTypes).where(eq(bpTypes.kind, 'custom'));
  const statuses = await db.select().from(bpStatuses).orderBy(asc(bpStatuses.id));
  const open = statuses.filter((status) => !status.isTerminal);
  const now = Date.now();
  for (let offset = Number(laid?.n ?? 0); offset < size; offset += 2000) {
    const batch = Array.from({ length: Math.min(2000, size - offset) }, (_, i) => {
      const n = offset + i;
      // Four in five are open (someone waits on them); a request waits in its status 0–90 days.
      const status = n % 5 === 4 ? statuses[n % statuses.length]! : open[n % open.length]!;
      const entered = new Date(now - ((n * 7919) % 90) * 86_400_000 - (n % 1440) * 60_000);
      return {
        typeId: types[n % types.length]!.id,
        statusId: status.id,
        authorId: people[1 + (n % (PEOPLE - 1))]!,
        title: `bench-desk ${n}`,
        statusEnteredAt: entered,
        createdAt: entered,
        updatedAt: entered,
      };
    });
    const created = await db.insert(bpRequests).values(batch).returning({ id: bpRequests.id });
    await db.insert(bpAssignees).values(
      created.map((row, i) => ({
        requestId: row.id,
        userId: (offset + i) % 10 === 0 ? desk : people[1 + ((offset + i) % (PEOPLE - 1))]!,
        onBehalfOfId: null,
      })),
    );
  }
}
// Fresh statistics: without them the planner guesses badly on a just-filled table.
await db.execute(sql`analyze bp_requests`);
await db.execute(sql`analyze bp_assignees`);

// An empty database has no roles until the seed: the desk's person is an administrator (every kind counted).
await db.insert(roles).values({ name: 'admin', label: 'Администратор' }).onConflictDoNothing();
const token = await tokenFor(db, desk, ['admin']);
const inboxUrl = '/api/bps/desk?page=1&per_page=20';
const countsUrl = '/api/bps/desk/counts';
const inbox = JSON.parse(await getOk(app, inboxUrl, token)) as {
  data: { overdue: boolean }[];
  meta: { total: number };
};
const warmUp = Number(values['warm-up']);
const inboxResult = await apiVersusSql(database, {
  call: () => getOk(app, inboxUrl, token),
  iterations,
  warmUp,
});
const countsResult = await apiVersusSql(database, {
  call: () => getOk(app, countsUrl, token),
  iterations,
  warmUp,
});

const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bp_requests`));
console.log(
  `Стол заявок: ${database.kind}; ${total!.n} заявок, ждут этого сотрудника ${inbox.meta.total}, ` +
    `на первой странице просрочено ${inbox.data.filter((row) => row.overdue).length} из ${inbox.data.length}; ` +
    `${iterations} повторов, API и SQL через один`,
);
if (values['show-sql']) {
  console.log(describeStatements(inboxResult.statements[0]!));
  console.log(describeStatements(countsResult.statements[0]!));
}
console.table({
  'ожидают решения (GET /api/bps/desk)': comparisonRow(inboxResult, 1),
  'счётчики (GET /api/bps/desk/counts)': comparisonRow(countsResult, 1),
});
await app.close();
await database.close();
