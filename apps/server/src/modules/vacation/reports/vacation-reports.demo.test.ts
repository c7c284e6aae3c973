import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAC_REPORT_NAMES, type Facts, type VacReportResponse } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient } from '../../../../test/api-client.ts';
import { rowsOf } from '../../../platform/db/sql.ts';
import { seedDemo } from '../../../seed/seed.ts';

/** Laying the whole demo takes minutes on a busy 2-core machine; a hung seed still fails. */
const SEEDING_TIMEOUT = 360_000;

const TODAY = '2026-06-15';
/** A year back from the seeding day: every change the seed dates falls inside. */
const YEAR = { date_start: '2025-06-16', date_end: '2026-06-15' };

let ctx: TestContext;
let api: ApiClient;
beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  await seedDemo(ctx.database.db, TODAY);
}, SEEDING_TIMEOUT);
afterAll(async () => ctx?.close());

describe('the demo seed fills the vacation reports', () => {
  it.each(VAC_REPORT_NAMES)('%s has rows for the vacation-system admin', async (name) => {
    const admin = await api.asLogin('vacation_system_admin');
    const response = await admin.post(`/api/dba/vacations/reports/${name}`, {
      ...YEAR,
      date: TODAY,
      balance_date: '2026-12-31',
      deleted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<VacReportResponse>().meta.total).toBeGreaterThanOrEqual(3);
  });

  it('dates no change after the seeding day, and the assistant sees what they did', async () => {
    const [latest] = rowsOf<{ day: string }>(
      await ctx.database.db.execute(
        sql`select to_char(max(greatest(created_at, updated_at, deleted_at)) at time zone 'Europe/Moscow', 'YYYY-MM-DD') as day from vacations`,
      ),
    );
    expect(latest!.day <= TODAY).toBe(true);
    const assistant = await api.asLogin('assistant');
    const response = await assistant.post('/api/dba/vacations/reports/ASSISTANT', YEAR);
    expect(response.json<VacReportResponse>().meta.total).toBeGreaterThan(0);
  });

  it('gives employee a note with a substitute and a colleague’s comment', async () => {
    const employee = await api.asLogin('employee');
    const me = await employee.get('/api/me');
    const id = me.json<{ data: { id: number } }>().data.id;
    const facts = await employee.get(`/api/facts/league20/user/${id}`);
    const data = facts.json<{ data: Facts }>().data;
    expect(data.note).toBeTruthy();
    expect(data.substitute).not.toBeNull();
    expect(data.comments.length).toBeGreaterThan(0);
  });
});
