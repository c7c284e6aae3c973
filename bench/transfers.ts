// The transfers list at 10,000 transfers through the API beside the raw SQL it sends, interleaved.
// Run: npm run bench:transfers -- --data-dir /tmp/bench-transfers   (any database: it lays its own data)
// The first run lays 10,000 transfers (one or two people each) by 200 authors, with their history rows.
import { parseArgs } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { TRANSFER_PROCESS_CODE } from '@intranet/contracts';
import {
  apiVersusSql,
  comparisonRow,
  describeStatements,
  getOk,
  openBenchDatabase,
  buildBenchApp,
  tokenFor,
  sqlBenchOptions,
} from './harness.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { users } from '../apps/server/src/modules/users/users.schema.ts';
import { UsersService } from '../apps/server/src/modules/users/users.service.ts';
import { buildUser, buildOrganisation, buildCompany } from '../apps/server/test/factories.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference-data.ts';

const { values } = parseArgs({
  options: {
    ...sqlBenchOptions({ iterations: '200', warmUp: '5' }),
    transfers: { type: 'string', default: '10000' },
  },
});
const iterations = Number(values.iterations);
const wanted = Number(values.transfers);
const database = await openBenchDatabase({
  databaseUrl: values['database-url'],
  dataDir: values['data-dir'],
});
await database.migrate();
const app = await buildBenchApp(database);
const db = database.db;

const [type] = rowsOf<{ id: number; initial_status_id: number }>(
  await db.execute(sql`select id, initial_status_id from bp_types where code = ${TRANSFER_PROCESS_CODE}`),
);
const statuses = rowsOf<{ id: number; code: string }>(
  await db.execute(sql`select id, code from bp_statuses`),
);
const [have] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bp_transfers`));
if (Number(have!.n) < wanted) {
  await seedReferenceData(db);
  const organisation = await buildOrganisation(db);
  const company = await buildCompany(db);
  let people = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(400);
  while (people.length < 400)
    people.push({ id: (await buildUser(db, { departmentId: organisation.practiceA.id })).id });
  people = people.slice(0, 400);
  const codes = [
    'registered',
    'approval_manager',
    'approval_director',
    'in_progress',
    'completed',
    'rejected',
  ];
  const statusIds = codes.map((code) => statuses.find((status) => status.code === code)!.id);
  for (let offset = Number(have!.n); offset < wanted; offset += 1000) {
    const size = Math.min(1000, wanted - offset);
    // One statement a thousand: requests, their transfer rows, people and the creation in the history.
    await db.execute(sql`with made as (
        insert into bp_requests (type_id, status_id, author_id, title, data, status_entered_at, created_at, updated_at)
        select ${type!.id}, (${sql.raw(`array[${statusIds.join(',')}]`)})[1 + (g % 6)],
               (${sql.raw(
                 `array[${people
                   .slice(0, 200)
                   .map((p) => p.id)
                   .join(',')}]`,
               )})[1 + (g % 200)],
               'Перевод № ' || g, '{}'::jsonb, now() - (g || ' minutes')::interval,
               now() - (g || ' minutes')::interval, now()
          from generate_series(${offset}::int, ${offset + size - 1}::int) g
        returning id, author_id, status_id, created_at),
      transfer as (
        insert into bp_transfers (request_id, transfer_type, date_of_admission)
        select id, case when id % 2 = 0 then 'company' else 'department' end,
               date '2026-01-01' + (id % 365) from made returning request_id),
      moved as (
        insert into bp_transfer_users (request_id, user_id, company_id, manager_id, department_id, work_position)
        select id, (${sql.raw(
          `array[${people
            .slice(200)
            .map((p) => p.id)
            .join(',')}]`,
        )})[1 + (id % 200)],
               ${company.id}, author_id, ${organisation.practiceB.id}, 'Разработчик' from made returning id)
      insert into workflow_history (kind, record_id, from_status, to_status, action, actor_id, created_at)
      select 'request', id, null, 'registered', 'create', author_id, created_at from made`);
  }
  await db.execute(sql`analyze`);
}
await new UsersService(db).ensureRoles();
const [desk] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
const [author] = rowsOf<{ author_id: number }>(
  await db.execute(sql`select author_id from bp_requests where type_id = ${type!.id} order by id limit 1`),
);
const deskToken = await tokenFor(db, desk!.id, ['hr']);
const authorToken = await tokenFor(db, author!.author_id, ['department_manager']);
const calls = [
  ['HR: по дате создания', '/api/bp_transfers?per_page=20', deskToken],
  [
    'HR: по дате перевода ↑, стр. 5',
    '/api/bp_transfers?per_page=20&page=5&sort=byDateOfAdmission&direction=asc',
    deskToken,
  ],
  ['HR: по статусу', '/api/bp_transfers?per_page=20&sort=byStatus', deskToken],
  ['автор (видимые ему)', '/api/bp_transfers?per_page=20', authorToken],
] as const;
const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bp_transfers`));
console.log(
  `Переводы: ${database.kind}; ${total!.n} заявок; ${iterations} повторов на вариант, API и SQL через один`,
);
const rows: Record<string, ReturnType<typeof comparisonRow>> = {};
for (const [name, url, token] of calls) {
  const result = await apiVersusSql(database, {
    call: () => getOk(app, url, token),
    iterations,
    warmUp: Number(values['warm-up']),
  });
  if (values['show-sql']) console.log(describeStatements(result.statements[0]!));
  rows[`${name} (GET /api/bp_transfers)`] = comparisonRow(result, 2);
}
console.table(rows);
await app.close();
await database.close();
