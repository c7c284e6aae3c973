import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TS_STATUS } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildProject, buildUser } from '../../../../test/factories.ts';
import { buildEditablePeriod, buildWrite } from '../timesheet.factory.ts';
import { timesheetWrites } from '../timesheet.schema.ts';

/** An approval racing the employee's edit of the same cell: one wins, nothing changes unseen. */
const ROUNDS = 20;
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let approver: Session;
let employeeId: number;
let projectId: number;

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-11-23' });
  api = await client(ctx);
  const db = ctx.database.db;
  const filler = await buildUser(db, { roles: ['ts_filling'] });
  employeeId = filler.id;
  employee = await api.as(filler);
  const approverUser = await buildUser(db, { roles: ['project_manager'] });
  approver = await api.as(approverUser);
  projectId = (await buildProject(db, { owners: [approverUser.id] })).id;
  await buildEditablePeriod(db, '2026-01-01', '2026-12-31');
});
afterAll(async () => ctx?.close());

describe('parallel timesheet writes', () => {
  it('never leaves an approved cell «Новый» behind the approver’s back', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // A day of its own each round: weekdays from 2 February 2026.
      const date = new Date(Date.UTC(2026, 1, 2 + round + 2 * Math.floor(round / 5)))
        .toISOString()
        .slice(0, 10);
      const cell = await buildWrite(ctx.database.db, {
        userId: employeeId,
        customerId: projectId,
        date,
        minutes: 480,
        status: TS_STATUS.forApproving,
      });
      const [approve, save] = await Promise.all([
        approver.put('/api/timesheet/writes', { ids: [cell.id], action: 'approve' }),
        employee.post('/api/timesheet/writes', { writes: [{ customer_id: projectId, date, time: 240 }] }),
      ]);
      const [stored] = await ctx.database.db
        .select()
        .from(timesheetWrites)
        .where(eq(timesheetWrites.id, cell.id));
      expect([approve.statusCode, save.statusCode].sort()).toEqual([200, 409]);
      if (approve.statusCode === 200) {
        expect(stored!.status).toBe(TS_STATUS.approved);
        expect(stored!.minutes).toBe(480);
      } else {
        expect(stored!.status).toBe(TS_STATUS.new);
        expect(stored!.minutes).toBe(240);
      }
    }
  });
});
