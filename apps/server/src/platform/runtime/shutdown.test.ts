import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { JobQueue, type JobQueueOptions } from '../jobs/jobs.ts';

/**
 * A stopping process finishes its jobs' current step and hands the runs back (platform/jobs/jobs.ts `stop`):
 * another process resumes from that step, with no attempt spent and nothing cancelled.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const WAIT = { timeout: 60_000, interval: 50 };
const FAST: Partial<JobQueueOptions> = { pollingIntervalSeconds: 0.5, heartbeatMs: 100, sweepMs: 200 };

const queue = (options: Partial<JobQueueOptions> = {}) =>
  new JobQueue(ctx.database, ctx.database.db, ctx.services.hub, {
    workers: true,
    staleMs: 60_000,
    stopTimeoutMs: 30_000,
    ...FAST,
    ...options,
  });

describe('a job while its process stops', () => {
  it('finishes its current step, goes back to the queue and is resumed there by another process', async () => {
    const steps: { process: string; step: number }[] = [];
    let openStep!: () => void;
    const stepMayEnd = new Promise<void>((resolve) => (openStep = resolve));
    const stopping = queue();
    stopping.define({
      kind: 'test.handback',
      access: 'timesheet.settings',
      run: async ({ progress, resumeFrom }) => {
        for (let step = resumeFrom + 1; step <= 3; step += 1) {
          if (step === 2) await stepMayEnd; // the step under way when SIGTERM comes
          steps.push({ process: 'stopping', step });
          await progress(step, 3);
        }
        return { by: 'stopping' };
      },
    });
    await stopping.start();
    const run = await stopping.startRun('test.handback', {}, null);
    await vi.waitFor(async () => expect((await stopping.getRun(run.id)).step).toBe(1), WAIT);

    const stopped = stopping.stop();
    openStep();
    await stopped;
    const handedBack = await stopping.getRun(run.id);
    expect(handedBack).toMatchObject({ state: 'queued', step: 2, cancel_requested: false });

    const survivor = queue();
    survivor.define({
      kind: 'test.handback',
      access: 'timesheet.settings',
      run: async ({ progress, resumeFrom }) => {
        for (let step = resumeFrom + 1; step <= 3; step += 1) {
          steps.push({ process: 'survivor', step });
          await progress(step, 3);
        }
        return { by: 'survivor' };
      },
    });
    try {
      await survivor.start();
      await vi.waitFor(async () => expect((await survivor.getRun(run.id)).state).toBe('completed'), WAIT);
      expect(await survivor.getRun(run.id)).toMatchObject({
        step: 3,
        result: { by: 'survivor' },
        error: null,
      });
      expect(steps).toEqual([
        { process: 'stopping', step: 1 },
        { process: 'stopping', step: 2 },
        { process: 'survivor', step: 3 },
      ]);
    } finally {
      await survivor.stop();
    }
  });
});
