import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TYPE, TS_STATUS, type JobRun, type RedistributionStatus } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildDepartment, buildUser, buildProject } from '../../../../test/factories.ts';
import { buildWrite } from '../timesheet.factory.ts';
import { timesheetHistory, timesheetWrites } from '../timesheet.schema.ts';

// 9 … 13 November 2026: ordinary working days of 8 hours in Russia.
const PERIOD = { date_start: '2026-11-09', date_end: '2026-11-15' };
const WAIT = { timeout: 30_000, interval: 100 };

let ctx: TestContext;
let api: ApiClient;
let admin: Session;
let notBusyId: number;
let firstId: number;

beforeAll(async () => {
  ctx = await createTestApp({
    today: '2026-11-20',
    app: { jobs: { workers: true, pollingIntervalSeconds: 0.5 } },
  });
  api = await client(ctx);
  const db = ctx.database.db;
  const practice = await buildDepartment(db);
  const project = await buildProject(db, { name: 'Проект', typeId: CUSTOMER_TYPE.project, parentId: null });
  const notBusy = await buildProject(db, {
    name: 'Не занят',
    typeId: CUSTOMER_TYPE.internal,
    structureId: practice.id,
    parentId: null,
  });
  notBusyId = notBusy.id;
  const sent = TS_STATUS.forApproving;
  const first = await buildUser(db, { departmentId: practice.id, countryId: 1 });
  const second = await buildUser(db, { departmentId: practice.id, countryId: 1 });
  firstId = first.id;
  // The first: 6 h of work on Monday and only 1 h of «не занят» (2 h are due).
  await buildWrite(db, {
    userId: first.id,
    customerId: project.id,
    date: '2026-11-09',
    minutes: 360,
    status: sent,
  });
  await buildWrite(db, {
    userId: first.id,
    customerId: notBusyId,
    date: '2026-11-09',
    minutes: 60,
    status: sent,
  });
  // The second: a full Tuesday of work, and 2 h of «не занят» left over from before a correction.
  await buildWrite(db, {
    userId: second.id,
    customerId: project.id,
    date: '2026-11-10',
    minutes: 480,
    status: sent,
  });
  await buildWrite(db, {
    userId: second.id,
    customerId: notBusyId,
    date: '2026-11-10',
    minutes: 120,
    status: sent,
  });
  const user = await buildUser(db, { roles: ['ts_admin'] });
  admin = await api.as(user);
});
afterAll(() => ctx.close());

async function status(): Promise<RedistributionStatus> {
  const response = await admin.get('/api/timesheet/redistribution');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: RedistributionStatus }>().data;
}

describe('redistribution of «не занят»', () => {
  it('is empty before the first run, then mends every person a step at a time', async () => {
    expect(await status()).toMatchObject({ empty: true, finished_at: null, step: 0, run: null });
    const started = await admin.post('/api/timesheet/redistribution/start', PERIOD);
    expect(started.statusCode).toBe(200);
    const runId = started.json<{ data: JobRun }>().data.id;
    await vi.waitFor(async () => expect((await status()).run?.state).toBe('completed'), WAIT);
    const done = await status();
    expect(done).toMatchObject({ empty: false, step: 2, max_steps: 2 });
    expect(done.finished_at).not.toBeNull();
    expect(done.run).toMatchObject({ id: runId, result: { corrected: 2, errors: [] } });

    const notBusy = await ctx.database.db
      .select({ userId: timesheetWrites.userId, minutes: timesheetWrites.minutes })
      .from(timesheetWrites)
      .where(and(eq(timesheetWrites.customerId, notBusyId), isNull(timesheetWrites.deletedAt)));
    // The first's «не занят» is 2 h now; the second's surplus is deleted (with history).
    expect(notBusy).toEqual([{ userId: firstId, minutes: 120 }]);
    const history = await ctx.database.db
      .select({ action: timesheetHistory.action, newMinutes: timesheetHistory.newMinutes })
      .from(timesheetHistory);
    expect(history).toEqual(
      expect.arrayContaining([
        { action: 'correct', newMinutes: 120 },
        { action: 'delete', newMinutes: 0 },
      ]),
    );
  });

  it('answers 403 to those without the settings tab and 400 to a backwards period', async () => {
    const user = await buildUser(ctx.database.db, { roles: ['ts_filling'] });
    const filler = await api.as(user);
    const refused = await filler.post('/api/timesheet/redistribution/start', PERIOD);
    expect(refused.statusCode).toBe(403);
    const backwards = await admin.post('/api/timesheet/redistribution/start', {
      date_start: '2026-11-15',
      date_end: '2026-11-09',
    });
    expect(backwards.statusCode).toBe(400);
  });
});
