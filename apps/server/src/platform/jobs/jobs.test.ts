import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_ALREADY_RUNNING, JOB_LOST_MESSAGE, type JobRun } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { JobQueue, type JobContext, type JobQueueOptions } from './jobs.ts';

let ctx: TestContext;
let api: ApiClient;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
});
afterAll(() => ctx.close());

/** Generous: the machine may be busy; pg-boss polls every half second here. */
const WAIT = { timeout: 30_000, interval: 50 };
const FAST: Partial<JobQueueOptions> = { pollingIntervalSeconds: 0.5, heartbeatMs: 100, sweepMs: 200 };

/** A gate the test opens: the job waits on it between its steps. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function queue(options: Partial<JobQueueOptions> = {}) {
  return new JobQueue(ctx.database, ctx.database.db, ctx.services.hub, {
    workers: true,
    staleMs: 60_000,
    ...FAST,
    ...options,
  });
}

const runState = (jobs: JobQueue, id: string) => jobs.getRun(id);

describe('a visible background job', () => {
  it('runs in steps with progress, refuses a second start while running, and keeps the result', async () => {
    const jobs = queue();
    const hold = gate();
    jobs.define<{ count: number }>({
      kind: 'test.steps',
      access: 'timesheet.settings',
      run: async ({ params, progress }: JobContext<{ count: number }>) => {
        await progress(0, params.count);
        await hold.opened;
        for (let step = 1; step <= params.count; step += 1) await progress(step);
        return { made: params.count };
      },
    });
    await jobs.start();
    try {
      const user = await buildUser(ctx.database.db);
      const run = await jobs.startRun('test.steps', { count: 3 }, user.id);
      expect(run.state).toBe('queued');
      await vi.waitFor(async () => expect((await runState(jobs, run.id)).max_steps).toBe(3), WAIT);
      expect((await runState(jobs, run.id)).state).toBe('active');
      await expect(jobs.startRun('test.steps', { count: 1 }, user.id)).rejects.toMatchObject({
        message: JOB_ALREADY_RUNNING,
      });
      hold.open();
      await vi.waitFor(async () => expect((await runState(jobs, run.id)).state).toBe('completed'), WAIT);
      const done = await runState(jobs, run.id);
      expect(done).toMatchObject({ step: 3, max_steps: 3, result: { made: 3 }, error: null });
      expect(done.finished_at).not.toBeNull();
      expect((await jobs.lastRun('test.steps'))?.id).toBe(run.id);
    } finally {
      hold.open();
      await jobs.stop();
    }
  });

  it('ends visibly as failed with the reason when the job throws', async () => {
    const jobs = queue();
    jobs.define({
      kind: 'test.fails',
      access: 'timesheet.settings',
      run: async () => {
        throw new Error('Нет данных за период');
      },
    });
    await jobs.start();
    try {
      const run = await jobs.startRun('test.fails', {}, null);
      await vi.waitFor(async () => expect((await runState(jobs, run.id)).state).toBe('failed'), WAIT);
      expect((await runState(jobs, run.id)).error).toBe('Нет данных за период');
    } finally {
      await jobs.stop();
    }
  });

  it('is cancelled at its next step, and a queued run at once', async () => {
    const jobs = queue();
    const hold = gate();
    jobs.define({
      kind: 'test.cancel',
      access: 'timesheet.settings',
      run: async ({ progress }) => {
        await progress(1, 10);
        await hold.opened;
        await progress(2);
        return { unexpected: true };
      },
    });
    await jobs.start();
    try {
      const run = await jobs.startRun('test.cancel', {}, null);
      await vi.waitFor(async () => expect((await runState(jobs, run.id)).step).toBe(1), WAIT);
      expect((await jobs.cancel(run.id)).cancel_requested).toBe(true);
      hold.open();
      await vi.waitFor(async () => expect((await runState(jobs, run.id)).state).toBe('cancelled'), WAIT);
      expect((await runState(jobs, run.id)).result).toBeNull();
    } finally {
      hold.open();
      await jobs.stop();
    }
  });

  it('resumes from its last step in another process when the first one dies, then completes once', async () => {
    const stepsSeen: { process: string; resumeFrom: number }[] = [];
    const never = gate();
    // The first process takes the run, reaches step 2 and dies: its heartbeat stops (a huge interval here).
    const dying = queue({ heartbeatMs: 3_600_000 });
    dying.define({
      kind: 'test.resume',
      access: 'timesheet.settings',
      run: async ({ progress, resumeFrom }) => {
        stepsSeen.push({ process: 'first', resumeFrom });
        await progress(2, 4);
        await never.opened;
        return { by: 'first' };
      },
    });
    await dying.start();
    const run = await dying.startRun('test.resume', {}, null);
    await vi.waitFor(async () => expect((await runState(dying, run.id)).step).toBe(2), WAIT);

    const survivor = queue({ staleMs: 500 });
    survivor.define({
      kind: 'test.resume',
      access: 'timesheet.settings',
      run: async ({ progress, resumeFrom }) => {
        stepsSeen.push({ process: 'second', resumeFrom });
        for (let step = resumeFrom + 1; step <= 4; step += 1) await progress(step);
        return { by: 'second' };
      },
    });
    try {
      await survivor.start();
      await vi.waitFor(async () => expect((await runState(survivor, run.id)).state).toBe('completed'), WAIT);
      const done: JobRun = await runState(survivor, run.id);
      expect(done).toMatchObject({ step: 4, result: { by: 'second' } });
      expect(stepsSeen).toEqual([
        { process: 'first', resumeFrom: 0 },
        { process: 'second', resumeFrom: 2 },
      ]);
      // The dead process's attempt can no longer write: its late finish changes nothing.
      never.open();
      await vi.waitFor(() => expect(stepsSeen).toHaveLength(2), WAIT);
      expect((await runState(survivor, run.id)).result).toEqual({ by: 'second' });
    } finally {
      never.open();
      await survivor.stop();
      await dying.stop();
    }
  });

  it('fails visibly when it is lost a second time', async () => {
    const never = gate();
    const first = queue({ heartbeatMs: 3_600_000 });
    const second = queue({ heartbeatMs: 3_600_000, staleMs: 300 });
    for (const jobs of [first, second]) {
      jobs.define({
        kind: 'test.lost',
        access: 'timesheet.settings',
        run: async ({ progress }) => {
          await progress(1, 2);
          await never.opened;
        },
      });
    }
    try {
      await first.start();
      const run = await first.startRun('test.lost', {}, null);
      await vi.waitFor(async () => expect((await runState(first, run.id)).step).toBe(1), WAIT);
      await second.start();
      await vi.waitFor(async () => expect((await runState(second, run.id)).state).toBe('failed'), WAIT);
      expect((await runState(second, run.id)).error).toBe(JOB_LOST_MESSAGE);
    } finally {
      never.open();
      await second.stop();
      await first.stop();
    }
  });
});

describe('two people starting the same kind at once', () => {
  it('start one run: the other gets 409', async () => {
    const jobs = queue({ workers: false });
    jobs.define({ kind: 'test.race', access: 'timesheet.settings', run: async () => ({}) });
    await jobs.start();
    try {
      const outcomes = await Promise.allSettled([
        jobs.startRun('test.race', {}, null),
        jobs.startRun('test.race', {}, null),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toMatchObject({ message: JOB_ALREADY_RUNNING });
    } finally {
      await jobs.stop();
    }
  });
});

describe('two processes on one database', () => {
  it('run each queued task once', async () => {
    const handled: string[] = [];
    const make = (name: string) => {
      const jobs = queue();
      jobs.task<{ n: number }>({
        name: 'test.once',
        handle: async (data) => {
          handled.push(`${data.n}`);
          await Promise.resolve(name);
        },
      });
      return jobs;
    };
    const first = make('first');
    const second = make('second');
    await first.start();
    await second.start();
    try {
      for (let n = 0; n < 20; n += 1) await (n % 2 ? first : second).enqueue('test.once', { n });
      await vi.waitFor(() => expect(handled).toHaveLength(20), WAIT);
      expect(new Set(handled).size).toBe(20);
    } finally {
      await first.stop();
      await second.stop();
    }
  });
});

describe('GET /api/jobs/{id} and POST /api/jobs/{id}/cancel', () => {
  it('answer 400 for a malformed id and 404 for a run that does not exist', async () => {
    // Success and the 404 for a role without the kind's access: finance-statistic.test.ts (a real kind).
    const admin = await buildUser(ctx.database.db, { roles: ['ts_admin'] });
    const session = await api.as(admin);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs/not-a-uuid',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/00000000-0000-4000-8000-000000000000/cancel',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a daily task', () => {
  it('runs at the start of a process with workers, once however many processes ask in its slot', async () => {
    const errors: unknown[] = [];
    const handled = vi.fn(() => Promise.resolve());
    const processes = [
      queue({ onError: (error) => errors.push(error) }),
      queue({ onError: (error) => errors.push(error) }),
    ];
    for (const jobs of processes) jobs.daily({ name: 'test.daily', handle: handled });
    try {
      for (const jobs of processes) await jobs.start();
      await vi.waitFor(() => expect(handled).toHaveBeenCalledTimes(1), WAIT);
      const rows = await ctx.database.executeSql(
        `select count(*)::int as n from pgboss.job where name = 'test.daily'`,
      );
      expect(rows.rows).toEqual([{ n: 1 }]);
      expect(errors).toEqual([]);
    } finally {
      for (const jobs of processes) await jobs.stop();
    }
  });
});
