import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TS_REPORT_NAMES } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { rowsOf } from '../platform/db/sql.ts';
import type { AuthUser } from '../platform/auth/guard.ts';
import { TimesheetReportsService } from '../modules/timesheet/reports/reports.service.ts';
import { buildLargeOrganisation } from './large-organisation.ts';
import { buildLargeTimesheet, type LargeTimesheetResult } from './large-timesheet.ts';

/** The year of `seed:large --timesheet-year` on a small organisation: every report has rows for a month. */
let ctx: TestContext;
let result: LargeTimesheetResult;
beforeAll(async () => {
  ctx = await createTestApp();
  await buildLargeOrganisation(ctx.database.db, 300);
  result = await buildLargeTimesheet(ctx.database.db, 2025);
});
afterAll(async () => ctx?.close());

const NOVEMBER = { date_start: '2025-11-01', date_end: '2025-11-30' };

describe('buildLargeTimesheet', () => {
  it('gives every TimeSheet report rows for November to a ts_admin', async () => {
    const [first] = rowsOf<{ id: number; login: string }>(
      await ctx.database.db.execute(sql`select id, login from users order by id limit 1`),
    );
    const admin: AuthUser = {
      id: first!.id,
      login: first!.login,
      fullName: 'ts_admin',
      roles: ['ts_admin'],
      permissions: [],
      sessionId: 'large-timesheet',
      impersonatorUserId: null,
    };
    const reports = new TimesheetReportsService(ctx.database.db);
    const totals: Record<string, number> = {};
    for (const name of TS_REPORT_NAMES) {
      const page = await reports.run(admin, name, {
        ...NOVEMBER,
        users: [],
        structures: [],
        page: 1,
        per_page: 1,
      });
      totals[name] = page.meta.total;
    }
    const empty = TS_REPORT_NAMES.filter((name) => !(totals[name]! > 0));
    expect(empty, JSON.stringify(totals)).toEqual([]);
  });

  it('keeps a believable year: about one write per person and working day, modest shares', async () => {
    const [year] = rowsOf<{
      people: number;
      person_days: number;
      writes: number;
      weekdays: number;
      over: number;
      weekend: number;
      idle: number;
      education: number;
    }>(
      await ctx.database.db.execute(sql`
        with days as (select user_id, date, sum(minutes) as minutes from timesheet_writes group by 1, 2)
        select (select count(distinct user_id)::int from timesheet_writes) as people,
          (select count(*)::int from days) as person_days,
          (select count(*)::int from timesheet_writes) as writes,
          (select count(*)::int from generate_series('2025-01-01'::date, '2025-12-31', interval '1 day') d
            where extract(isodow from d) < 6) as weekdays,
          (select count(*)::int from days where minutes > 480) as over,
          (select count(*)::int from days where extract(isodow from date) >= 6) as weekend,
          (select coalesce(sum(w.minutes), 0)::int from timesheet_writes w join customers c on c.id = w.customer_id
            where c.type_id = 4 and c.structure_id is not null) as idle,
          (select coalesce(sum(w.minutes), 0)::int from timesheet_writes w join customers c on c.id = w.customer_id
            where c.type_id = 4 and c.structure_id is null) as education`),
    );
    const [minutes] = rowsOf<{ total: number }>(
      await ctx.database.db.execute(sql`select sum(minutes)::int as total from timesheet_writes`),
    );
    expect(result.writes).toBe(year!.writes);
    expect(result.approverPeople).toBeGreaterThan(200);
    // Everyone employed writes; a person writes about once per weekday (holidays off, split days twice).
    const perWeekday = year!.writes / year!.people / year!.weekdays;
    expect(perWeekday).toBeGreaterThan(0.9);
    expect(perWeekday).toBeLessThan(1.15);
    const share = (part: number, whole: number) => part / whole;
    expect(share(year!.over, year!.person_days)).toBeGreaterThan(0.01);
    expect(share(year!.over, year!.person_days)).toBeLessThan(0.06);
    expect(share(year!.weekend, year!.person_days)).toBeGreaterThan(0.001);
    expect(share(year!.weekend, year!.person_days)).toBeLessThan(0.02);
    for (const part of [year!.idle, year!.education]) {
      expect(share(part, minutes!.total)).toBeGreaterThan(0.005);
      expect(share(part, minutes!.total)).toBeLessThan(0.05);
    }
    expect(result.history).toBeGreaterThan(year!.writes * 0.8);
    expect(result.distributions).toBeGreaterThan(0);
  });
});
