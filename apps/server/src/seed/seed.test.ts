import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { client, type ApiClient } from '../../test/api-client.ts';
import { signIn } from '../../test/http.ts';
import { users } from '../modules/users/users.schema.ts';
import { structures } from '../modules/organisation/organisation.schema.ts';
import {
  timesheetDistributions,
  timesheetExemptProjects,
  timesheetExemptUsers,
  timesheetWrites,
} from '../modules/timesheet/timesheet.schema.ts';
import { vacations } from '../modules/vacation/vacation.schema.ts';
import { seedDemo } from './seed.ts';

/** Laying the whole demo takes minutes on a busy 2-core machine; a hung seed still fails. */
const SEEDING_TIMEOUT = 360_000;

/** The fixed "today" of the app and of the seed, so the test passes on any real date. */
const TODAY = '2026-06-15';

let ctx: TestContext;
let api: ApiClient;
beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
}, SEEDING_TIMEOUT);
afterAll(async () => ctx?.close());

describe('seedDemo', () => {
  it(
    'is re-runnable: a second run adds nothing',
    async () => {
      const first = await seedDemo(ctx.database.db, TODAY);
      const [[usersAfterFirst], [nodesAfterFirst]] = await Promise.all([
        ctx.database.db.select({ n: count() }).from(users),
        ctx.database.db.select({ n: count() }).from(structures),
      ]);
      await seedDemo(ctx.database.db, TODAY);
      const [[usersAfterSecond], [nodesAfterSecond]] = await Promise.all([
        ctx.database.db.select({ n: count() }).from(users),
        ctx.database.db.select({ n: count() }).from(structures),
      ]);
      expect(usersAfterFirst!.n).toBe(first.users);
      expect(usersAfterSecond!.n).toBe(usersAfterFirst!.n);
      expect(nodesAfterSecond!.n).toBe(nodesAfterFirst!.n);
    },
    SEEDING_TIMEOUT,
  );

  // Signs in over HTTP: the demo password is what this test checks.
  it(
    'lets the demo accounts sign in with password demo; employee reports to manager',
    async () => {
      const session = await signIn(ctx.app, 'employee', 'demo');
      const me = await ctx.app.inject({ url: '/api/me', headers: session.headers });
      const [manager] = await ctx.database.db.select().from(users).where(eq(users.login, 'manager'));
      // ts_filling is every employee's base role: it opens the fill tab and nothing else.
      expect(me.json<{ data: { manager: { id: number }; roles: { role: string }[] } }>().data).toMatchObject({
        manager: { id: manager!.id },
        roles: [{ role: 'ts_filling' }],
      });
      // Every demo login fills the timesheet besides its own role (README «Демо-входы»).
      for (const login of ['ts_admin', 'ts_approver', 'hr', 'partner', 'vacation_system_admin', 'manager']) {
        const session = await signIn(ctx.app, login, 'demo');
        const own = await ctx.app.inject({ url: '/api/me', headers: session.headers });
        const roles = own.json<{ data: { roles: { role: string }[] } }>().data.roles.map((item) => item.role);
        expect(roles, login).toEqual(expect.arrayContaining([login, 'ts_filling']));
      }
    },
    SEEDING_TIMEOUT,
  );

  it('fills six weeks of timesheet with every status, and manager approves the demo projects', async () => {
    const byStatus = await ctx.database.db
      .select({ status: timesheetWrites.status, n: count() })
      .from(timesheetWrites)
      .groupBy(timesheetWrites.status)
      .orderBy(timesheetWrites.status);
    expect(byStatus.map((row) => row.status)).toEqual([1, 2, 3, 4]);
    expect(byStatus.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThan(1000);
    const manager = await api.asLogin('manager');
    const projects = await manager.get(`/api/timesheet/approvable_projects?date_start=${TODAY}`);
    expect(projects.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
  });

  it('leaves approved vacation days without time: shadow writes fill them', async () => {
    const clashes = await ctx.database.db
      .select({ n: count() })
      .from(timesheetWrites)
      .innerJoin(
        vacations,
        and(
          eq(vacations.userId, timesheetWrites.userId),
          eq(vacations.date, timesheetWrites.date),
          eq(vacations.statusId, 2),
          isNull(vacations.deletedAt),
        ),
      );
    expect(clashes[0]!.n).toBe(0);
  });

  it('gives the services, exemption and permission screens something to show', async () => {
    const distributions = await ctx.database.db
      .selectDistinct({ status: timesheetDistributions.status })
      .from(timesheetDistributions);
    expect(distributions.map((row) => row.status).sort()).toEqual([1, 2, 3]);
    expect((await ctx.database.db.select().from(timesheetExemptUsers)).length).toBeGreaterThan(0);
    expect((await ctx.database.db.select().from(timesheetExemptProjects)).length).toBeGreaterThan(0);
    const tsAdmin = await api.asLogin('ts_admin');
    const me = await tsAdmin.get('/api/me');
    expect(me.json<{ data: { permissions: string[] } }>().data.permissions).toEqual(
      expect.arrayContaining(['timesheet.delete_writes', 'timesheet.override_charge_codes']),
    );
  });

  it('plans a year of vacations in every status, with moved days kept', async () => {
    const statuses = await ctx.database.db.selectDistinct({ status: vacations.statusId }).from(vacations);
    expect(statuses.map((row) => row.status).sort((a, b) => a - b)).toEqual([1, 2, 3, 22]);
    const types = await ctx.database.db.selectDistinct({ type: vacations.typeId }).from(vacations);
    expect(types.map((row) => row.type).sort()).toEqual([1, 2, 3, 4]);
  });
  it('gives every demo person a default position with history, some with a change scheduled ahead', async () => {
    const admin = await api.asLogin('admin');
    const people = await ctx.database.db.select({ id: users.id }).from(users);
    const rows = (await admin.get('/api/work_conditions?per_page=1000')).json<{
      data: { user: { id: number }; positions: { is_default: boolean; next_change: string | null }[] }[];
    }>().data;
    const positioned = rows.filter((row) => row.positions.some((position) => position.is_default));
    expect(positioned.length).toBe(people.length);
    expect(rows.some((row) => row.positions.length > 1)).toBe(true);
    expect(rows.some((row) => row.positions.some((position) => position.next_change !== null))).toBe(true);
  });
});
