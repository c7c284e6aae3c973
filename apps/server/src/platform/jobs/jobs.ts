import PgBoss from 'pg-boss';
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  canAccess,
  type AccessKey,
  JOB_ALREADY_RUNNING,
  JOB_LOST_MESSAGE,
  type JobRun,
  type JobStatus,
  type JobState,
  type ServerSocketMessage,
} from '@intranet/contracts';
import type { Database, Db } from '../db/database.ts';
import { rowsOf } from '../db/sql.ts';
import { conflict, notFound } from '../http/app-error.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { jobRuns } from './jobs.schema.ts';

type JobRunRow = typeof jobRuns.$inferSelect;

/** What a running job gets: its params, where a lost attempt stopped, progress and cancellation. */
export interface JobContext<P> {
  runId: string;
  params: P;
  /** Who started the run (null for runs the system started). */
  startedBy: number | null;
  /** The step the previous attempt reached (0 on the first): a job that works in steps resumes from it. */
  resumeFrom: number;
  /** Aborted when someone cancels the run (seen at the next progress call or heartbeat). */
  signal: AbortSignal;
  /** Records progress and tells the watchers; throws JobCancelledError once a cancel was asked. */
  progress: (step: number, maxSteps?: number | null) => Promise<void>;
}

export interface JobDefinition<P> {
  /** The pg-boss queue name, e.g. `timesheet.finance_statistic`; its queue is created in a migration. */
  kind: string;
  /** Who may see and cancel its runs (GET /api/jobs/{id}, POST …/cancel). */
  access: AccessKey;
  run(context: JobContext<P>): Promise<Record<string, unknown> | void>;
  /** Who hears its progress over /api/ws besides the person who started it (e.g. the other admins). */
  watchers?(): Promise<number[]>;
}

/** A job without a visible run: delivered again by pg-boss on failure (e-mail delivery). */
export interface TaskDefinition<D extends object> {
  name: string;
  handle(data: D, attempt: { retryCount: number; retryLimit: number }): Promise<void>;
}

export class JobCancelledError extends Error {
  constructor() {
    super('Задача отменена');
  }
}

/** Thrown by `progress` while the process stops: the step is recorded and the run goes back to the queue. */
class JobInterruptedError extends Error {
  constructor() {
    super('Процесс останавливается: задача продолжится в другом процессе');
  }
}

export interface JobQueueOptions {
  /** Run the workers in this process (tests that do not exercise jobs leave them off). */
  workers: boolean;
  /** How often a running job proves it is alive. */
  heartbeatMs?: number;
  /** A running job silent this long was lost with its process: it is started again once, then failed. */
  staleMs?: number;
  /** How often to look for lost runs. */
  sweepMs?: number;
  pollingIntervalSeconds?: number;
  /** How long `stop` waits for running jobs to reach their next step (SHUTDOWN_GRACE_SECONDS). */
  stopTimeoutMs?: number;
  onError?(error: unknown): void;
}

/** The ISO text of a timestamp column (PGlite and pg return Date). */
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentJobRun(row: JobRunRow): JobRun {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    step: row.step,
    max_steps: row.maxSteps,
    params: row.params,
    result: row.result ?? null,
    error: row.error,
    cancel_requested: row.cancelRequested,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
  };
}

/** `$1`-style SQL text as a Drizzle query, so pg-boss's insert joins the caller's transaction. */
function asDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks, sql.raw(''));
}

/**
 * Background jobs on pg-boss (docs/decisions.md, "Background jobs and e-mail"). pg-boss queues the work and
 * hands each attempt to exactly one worker across processes (SKIP LOCKED); `job_runs` is what people see. A
 * run that is already queued or running makes a second start 409; a run whose process died (its heartbeat
 * stopped) is started again once and resumes from its last step, then fails visibly; a cancel is seen at the
 * next progress call or heartbeat.
 */
/**
 * The slot of a `daily` task: one job per slot is kept. Half a day, because pg-boss refuses a slot longer
 * than the time it keeps completed jobs (12 hours by default): so the task runs once or twice a day.
 */
const DAILY_SLOT_SECONDS = 43_200;

export class JobQueue {
  private boss: PgBoss | undefined;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly tasks = new Map<string, TaskDefinition<object>>();
  private readonly dailies = new Set<string>();
  private dailyTimer: ReturnType<typeof setInterval> | undefined;
  private readonly running = new Map<string, AbortController>();
  /** Set by `stop`: a running job's next `progress` call hands the run back to the queue. */
  private stopping = false;
  private sweeper: ReturnType<typeof setInterval> | undefined;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;

  constructor(
    private readonly database: Database,
    private readonly db: Db,
    private readonly hub: RealtimeHub,
    private readonly options: JobQueueOptions,
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 5_000;
    this.staleMs = options.staleMs ?? 60_000;
  }

  define<P>(definition: JobDefinition<P>): void {
    this.definitions.set(definition.kind, definition);
  }

  task<D extends object>(definition: TaskDefinition<D>): void {
    this.tasks.set(definition.name, definition);
  }

  /**
   * A task that runs once or twice a day (a clean-up): every process with workers queues it at its start and
   * each hour, and pg-boss keeps one job per half-day slot (singletonSeconds), whichever process asks.
   */
  daily(definition: TaskDefinition<Record<string, never>>): void {
    this.task(definition);
    this.dailies.add(definition.name);
  }

  async start(): Promise<void> {
    const { database } = this;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      // The schema and the queues come from our migrations (0021): one place changes the database.
      migrate: false,
      supervise: this.options.workers,
      schedule: false,
    });
    boss.on('error', (error) => this.options.onError?.(error));
    await boss.start();
    this.boss = boss;
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const name of [...this.definitions.keys(), ...this.tasks.keys()]) {
      if (!existing.has(name)) await boss.createQueue(name, { name, policy: 'standard' });
    }
    if (!this.options.workers) return;
    const polling = { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: 1 };
    for (const kind of this.definitions.keys()) {
      await boss.work<{ runId: string; attempt: number }>(kind, polling, async ([job]) => {
        if (job) await this.execute(kind, job.data.runId, job.data.attempt);
      });
    }
    for (const [name, task] of this.tasks) {
      await boss.work<object>(name, { ...polling, includeMetadata: true }, async ([job]) => {
        if (job) await task.handle(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
      });
    }
    await this.sweepLostRuns();
    if (this.dailies.size > 0) {
      const queueDailies = () => {
        for (const name of this.dailies)
          this.enqueue(name, {}, { singletonKey: name, singletonSeconds: DAILY_SLOT_SECONDS }).catch(
            (error: unknown) => this.options.onError?.(error),
          );
      };
      queueDailies();
      this.dailyTimer = setInterval(queueDailies, 3_600_000);
      this.dailyTimer.unref();
    }
    this.sweeper = setInterval(
      () => void this.sweepLostRuns().catch((error: unknown) => this.options.onError?.(error)),
      this.options.sweepMs ?? 15_000,
    );
  }

  /**
   * Stops taking work and waits for the running jobs to finish their current step: at their next `progress`
   * call the step is recorded and the run is queued again (same attempt), so another process resumes it from
   * there. A job still busy after `stopTimeoutMs` is left to the lost-run sweep of the other processes.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sweeper);
    clearInterval(this.dailyTimer);
    await this.boss?.stop({ graceful: true, wait: true, timeout: this.options.stopTimeoutMs ?? 5_000 });
    this.boss = undefined;
  }

  /**
   * Queues a pg-boss job inside the caller's transaction when there is one (it is dropped with a rollback):
   * the insert goes through the transaction-aware handle.
   */
  async enqueue(name: string, data: object, options: PgBoss.SendOptions = {}): Promise<void> {
    if (!this.boss) throw new Error('Очередь задач не запущена');
    const db = this.db;
    await this.boss.send(name, data, {
      ...options,
      db: {
        executeSql: async (text, values) => ({ rows: rowsOf(await db.execute(asDrizzleSql(text, values))) }),
      },
    });
  }

  /** Starts a run of a kind; 409 «Задача уже выполняется» while one is queued or running. */
  async startRun(kind: string, params: Record<string, unknown>, actorId: number | null): Promise<JobRun> {
    if (!this.definitions.has(kind)) throw new Error(`Неизвестная задача: ${kind}`);
    const row = await this.db.transaction(async () => {
      const [inserted] = await this.db
        .insert(jobRuns)
        .values({ kind, params, createdBy: actorId })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw conflict(JOB_ALREADY_RUNNING);
      await this.enqueue(kind, { runId: inserted.id, attempt: inserted.attempt });
      return inserted;
    });
    await this.publish(row);
    return presentJobRun(row);
  }

  /** The latest run of a kind (running or finished), or null. */
  async lastRun(kind: string): Promise<JobRun | null> {
    const [row] = await this.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.kind, kind))
      .orderBy(sql`${jobRuns.createdAt} desc`)
      .limit(1);
    return row ? presentJobRun(row) : null;
  }

  /** The kind's status for its screen: its last run and where it stands (none yet: `empty`). */
  async status(kind: string): Promise<JobStatus> {
    const run = await this.lastRun(kind);
    return {
      empty: run === null,
      finished_at: run?.finished_at ?? null,
      max_steps: run?.max_steps ?? null,
      step: run?.step ?? 0,
      run,
    };
  }

  async getRun(id: string): Promise<JobRun> {
    const [row] = await this.db.select().from(jobRuns).where(eq(jobRuns.id, id));
    if (!row) throw notFound('Задача не найдена');
    return presentJobRun(row);
  }

  /** A run as someone with the given roles may see it: one of a kind they have no access to is not found. */
  async getRunFor(roles: readonly string[], id: string): Promise<JobRun> {
    const run = await this.getRun(id);
    const definition = this.definitions.get(run.kind);
    if (!definition || !canAccess(roles, definition.access)) throw notFound('Задача не найдена');
    return run;
  }

  /** Asks a run to stop: a queued one is cancelled at once, a running one at its next progress call. */
  async cancel(id: string): Promise<JobRun> {
    const [row] = await this.db
      .update(jobRuns)
      .set({
        cancelRequested: true,
        state: sql`case when ${jobRuns.state} = 'queued' then 'cancelled' else ${jobRuns.state} end`,
        finishedAt: sql`case when ${jobRuns.state} = 'queued' then now() else ${jobRuns.finishedAt} end`,
      })
      .where(and(eq(jobRuns.id, id), inArray(jobRuns.state, ['queued', 'active'])))
      .returning();
    if (!row) return this.getRun(id);
    this.running.get(id)?.abort();
    await this.publish(row);
    return presentJobRun(row);
  }

  /** Runs one attempt; a second delivery of the same attempt (or a stale one) finds nothing to claim. */
  private async execute(kind: string, runId: string, attempt: number): Promise<void> {
    const definition = this.definitions.get(kind)!;
    const [claimed] = await this.db
      .update(jobRuns)
      .set({
        state: 'active',
        startedAt: sql`coalesce(${jobRuns.startedAt}, now())`,
        heartbeatAt: sql`now()`,
      })
      .where(and(eq(jobRuns.id, runId), eq(jobRuns.attempt, attempt), eq(jobRuns.state, 'queued')))
      .returning();
    if (!claimed) return;
    await this.publish(claimed);
    // Every write of this attempt names it: an attempt the sweeper gave up on can no longer touch the run.
    const mine = and(eq(jobRuns.id, runId), eq(jobRuns.attempt, attempt), eq(jobRuns.state, 'active'));
    const controller = new AbortController();
    this.running.set(runId, controller);
    const heartbeat = setInterval(
      () => void this.beat(mine!, controller).catch((error: unknown) => this.options.onError?.(error)),
      this.heartbeatMs,
    );
    try {
      const result = await definition.run({
        runId,
        params: claimed.params as never,
        startedBy: claimed.createdBy,
        resumeFrom: claimed.step,
        signal: controller.signal,
        progress: (step, maxSteps) => this.progress(mine!, controller, step, maxSteps),
      });
      await this.finish(mine!, 'completed', { result: result ?? {} });
    } catch (error) {
      if (error instanceof JobInterruptedError) {
        await this.handBack(mine!, kind, runId, attempt);
      } else if (error instanceof JobCancelledError || controller.signal.aborted) {
        await this.finish(mine!, 'cancelled', {});
      } else {
        await this.finish(mine!, 'failed', { error: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      clearInterval(heartbeat);
      this.running.delete(runId);
    }
  }

  /** The run goes back to the queue at the step it reached; whichever process takes it resumes from there. */
  private async handBack(mine: SQL, kind: string, runId: string, attempt: number): Promise<void> {
    const row = await this.db.transaction(async () => {
      const [queued] = await this.db
        .update(jobRuns)
        .set({ state: 'queued', heartbeatAt: null })
        .where(mine)
        .returning();
      if (queued) await this.enqueue(kind, { runId, attempt });
      return queued;
    });
    if (row) await this.publish(row);
  }

  private async beat(mine: SQL, controller: AbortController): Promise<void> {
    const [row] = await this.db
      .update(jobRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(mine)
      .returning({ cancelRequested: jobRuns.cancelRequested });
    if (!row || row.cancelRequested) controller.abort();
  }

  private async progress(
    mine: SQL,
    controller: AbortController,
    step: number,
    maxSteps: number | null | undefined,
  ): Promise<void> {
    const [row] = await this.db
      .update(jobRuns)
      .set({ step, heartbeatAt: sql`now()`, ...(maxSteps === undefined ? {} : { maxSteps }) })
      .where(mine)
      .returning();
    if (!row || row.cancelRequested) controller.abort();
    if (controller.signal.aborted) throw new JobCancelledError();
    await this.publish(row!);
    if (this.stopping) throw new JobInterruptedError();
  }

  private async finish(
    mine: SQL,
    state: Extract<JobState, 'completed' | 'failed' | 'cancelled'>,
    values: { result?: Record<string, unknown>; error?: string },
  ): Promise<void> {
    const [row] = await this.db
      .update(jobRuns)
      .set({ state, finishedAt: sql`now()`, ...values })
      .where(mine)
      .returning();
    if (row) await this.publish(row);
  }

  /**
   * Runs whose heartbeat stopped were lost with their process (a restart, a crash): each is queued again
   * with the next attempt number, so it resumes from its step; the second loss fails it with a reason.
   */
  async sweepLostRuns(): Promise<void> {
    const stale = sql`now() - make_interval(secs => ${this.staleMs / 1000})`;
    const failed = await this.db
      .update(jobRuns)
      .set({ state: 'failed', error: JOB_LOST_MESSAGE, finishedAt: sql`now()` })
      .where(and(eq(jobRuns.state, 'active'), lt(jobRuns.heartbeatAt, stale), sql`${jobRuns.attempt} >= 2`))
      .returning();
    for (const row of failed) await this.publish(row);
    const requeued = await this.db.transaction(async () => {
      const rows = await this.db
        .update(jobRuns)
        .set({ state: 'queued', attempt: sql`${jobRuns.attempt} + 1`, heartbeatAt: null })
        .where(and(eq(jobRuns.state, 'active'), lt(jobRuns.heartbeatAt, stale), sql`${jobRuns.attempt} < 2`))
        .returning();
      for (const row of rows) await this.enqueue(row.kind, { runId: row.id, attempt: row.attempt });
      return rows;
    });
    for (const row of requeued) await this.publish(row);
  }

  private async publish(row: JobRunRow): Promise<void> {
    const definition = this.definitions.get(row.kind);
    const watchers = new Set<number>(definition?.watchers ? await definition.watchers() : []);
    if (row.createdBy !== null) watchers.add(row.createdBy);
    if (watchers.size === 0) return;
    const message: ServerSocketMessage = { type: 'job.progress', data: presentJobRun(row) };
    await this.hub.publish([...watchers], message);
  }
}
