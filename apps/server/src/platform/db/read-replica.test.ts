import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestContext } from '../../../test/harness.ts';
import { client } from '../../../test/api-client.ts';
import { openPostgres, type Database } from './database.ts';
import { rowsOf } from './sql.ts';
import { users } from '../../modules/users/users.schema.ts';
import { buildReportsData, WEEK } from '../../modules/timesheet/reports/reports.fixture.ts';
import { buildVacationReportsData, MARCH } from '../../modules/vacation/reports/reports.fixture.ts';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

type TsData = Awaited<ReturnType<typeof buildReportsData>>;
type VacData = Awaited<ReturnType<typeof buildVacationReportsData>>;

/** An app on `database` (which stays open after the app), on a fixed day. */
const appOn = (database: Database) => createTestApp({ database, today: '2031-03-20' });

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The copy's surname of E1 (the primary's is «Алексеев»). */
const MARKED = 'Алексеева';

const TS_REPORTS = ['unfilled', 'employees', 'project_time', 'period'] as const;
const VAC_REPORTS = ['PERIOD', 'UNIFIED'] as const;

/** What the reports answer: TimeSheet pages and xlsx files, vacation pages and xlsx files. */
async function answers(ctx: TestContext, ts: TsData, vac: VacData) {
  const api = await client(ctx);
  const tsAdmin = await api.as(ts.admin);
  const vsa = await api.as(vac.vsa);
  const result: Record<string, unknown> = {};
  const tsBody = { ...WEEK, structures: [ts.org.block.id], per_page: 100 };
  for (const name of TS_REPORTS) {
    const page = await tsAdmin.post(`/api/timesheet/reports/${name}`, tsBody);
    expect(page.statusCode, page.body).toBe(200);
    result[`ts ${name}`] = page.json();
    const file = await tsAdmin.post(`/api/timesheet/reports/${name}/excel`, tsBody);
    expect(file.statusCode, file.body).toBe(200);
    result[`ts ${name} xlsx`] = await sheetRows(file.rawPayload);
  }
  const vacBody = { ...MARCH, blocks: [vac.org.block.id] };
  for (const name of VAC_REPORTS) {
    const page = await vsa.post(`/api/dba/vacations/reports/${name}`, vacBody);
    expect(page.statusCode, page.body).toBe(200);
    result[`vac ${name}`] = page.json();
    const file = await vsa.post(`/api/dba/vacations/reports/${name}/xls`, vacBody);
    expect(file.statusCode, file.body).toBe(200);
    result[`vac ${name} xlsx`] = await sheetRows(file.rawPayload);
  }
  return result;
}

/**
 * DATABASE_READ_URL on PostgreSQL: pointed at the same database the reports answer exactly as without it;
 * pointed at a copy whose data differs (a marker) they answer from the copy, which proves they read the read
 * pool, while writes, and reads inside a write transaction, stay on the primary.
 */
describe.runIf(onPostgres)('reports off a read replica (DATABASE_READ_URL)', () => {
  let primary: Awaited<ReturnType<typeof openTestDatabase>>;
  let replica: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  let ts: TsData;
  let vac: VacData;
  let onPrimaryOnly: Record<string, unknown>;

  beforeAll(async () => {
    primary = await openTestDatabase();
    ts = await buildReportsData(primary.database.db);
    vac = await buildVacationReportsData(primary.database.db);
    const ctx = await appOn(primary.database);
    try {
      onPrimaryOnly = await answers(ctx, ts, vac);
    } finally {
      await ctx.close();
    }
  });

  afterAll(async () => {
    await primary?.database.close().catch(() => undefined);
    await replica?.drop();
    await primary?.drop();
  });

  it('pointed at the same database: the same pages and files, read through the read pool', async () => {
    const database = await openPostgres(primary.url!, { readUrl: primary.url! });
    const ctx = await appOn(database);
    try {
      expect(await answers(ctx, ts, vac)).toEqual(onPrimaryOnly);
      const read = database.poolStats().find((stats) => stats.pool === 'read');
      expect(read?.total).toBeGreaterThan(0);
    } finally {
      await ctx.close();
      await database.close();
    }
  });

  it('pointed at a copy where a surname differs: reports show the copy, the primary keeps its own', async () => {
    // The copy is taken while nothing is connected to the primary (a template needs that).
    await primary.database.close();
    replica = await openTestDatabase({ template: new URL(primary.url!).pathname.slice(1) });
    // The marker keeps the people's order: every report sorts by name.
    await replica.database.db
      .update(users)
      .set({ lastName: MARKED })
      .where(inArray(users.id, [ts.e1.id, vac.e1.id]));
    await replica.database.close();
    primary.database = await openPostgres(primary.url!, { readUrl: replica.url! });
    const database = primary.database;
    const ctx = await appOn(database);
    try {
      const now = await answers(ctx, ts, vac);
      const text = JSON.stringify(now);
      // Every report and file read the copy: the primary's name is gone from all of them.
      for (const [key, value] of Object.entries(now)) {
        const before = JSON.stringify(onPrimaryOnly[key]);
        if (before.includes('Алексеев'))
          expect(JSON.stringify(value), key).toBe(before.replaceAll('Алексеев', MARKED));
      }
      expect(text).toContain(`${MARKED} Иван Петрович`);

      const lastName = async (db: typeof database.db) =>
        rowsOf<{ last_name: string }>(
          await db.execute(sql`select last_name from users where id = ${ts.e1.id}`),
        )[0]!.last_name;
      expect(await lastName(database.db)).toBe('Алексеев');
      expect(await lastName(database.readDb)).toBe(MARKED);
      // Inside a write transaction the read handle is that transaction: it sees the uncommitted write.
      await database.db
        .transaction(async () => {
          await database.db.update(users).set({ lastName: 'Записанный' }).where(eq(users.id, ts.e1.id));
          expect(await lastName(database.readDb)).toBe('Записанный');
          throw new Error('rollback');
        })
        .catch((error: unknown) => expect((error as Error).message).toBe('rollback'));
      // Inside a report's own transaction on the replica, the primary handle still reads the primary.
      await database.readDb.transaction(async (tx) => {
        expect(await lastName(tx)).toBe(MARKED);
        expect(await lastName(database.readDb)).toBe(MARKED);
        expect(await lastName(database.db)).toBe('Алексеев');
      });
    } finally {
      await ctx.close();
    }
  });
});
