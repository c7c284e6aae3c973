import cluster, { type Worker } from 'node:cluster';

/** What the primary says about its workers (pino's shape, so main passes its logger). */
export interface ClusterLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A worker that died on its own is replaced after this pause (a crash loop does not spin). */
const RESPAWN_DELAY_MS = 1_000;

/**
 * The primary of `WORKERS=N` (docs/operations.md, "Several processes and nginx"): it serves nothing itself and
 * holds the port, which Node's cluster shares among the workers, each a whole server on the same PostgreSQL.
 * Because the primary keeps listening, a worker that stops loses no connection: the primary hands new ones to
 * the others.
 * - SIGHUP: a rolling restart — for each worker in turn a new one is started (reading the code on disk again)
 *   and, once it listens, the old one gets SIGTERM and stops gracefully; a new worker that fails to start
 *   ends the restart, the old ones keep serving.
 * - SIGTERM / SIGINT: every worker stops gracefully, then the primary exits (1 if any worker failed to).
 * - A worker that dies unasked is replaced; a worker that dies before it ever listened at the first start
 *   (bad settings, no database) stops the whole group with code 1.
 * Resolves when the group has stopped, with the exit code.
 */
export function runPrimary(count: number, log: ClusterLog): Promise<number> {
  const workers = new Set<Worker>();
  /** Workers told to stop (a restart or the end): their exit is expected. */
  const retiring = new Set<Worker>();
  let stopping = false;
  let restarting = false;
  let failed = false;
  let resolveDone!: (code: number) => void;
  const done = new Promise<number>((resolve) => (resolveDone = resolve));

  /** A new worker; resolves when it listens, rejects if it exits first. */
  const spawn = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      workers.add(worker);
      let listening = false;
      worker.once('listening', () => {
        listening = true;
        resolve(worker);
      });
      worker.once('exit', (code, signal) => {
        workers.delete(worker);
        const expected = retiring.delete(worker);
        if (!listening)
          reject(new Error(`worker ${worker.process.pid} exited before listening (${code ?? signal})`));
        else if (!expected && !stopping) {
          log.error({ pid: worker.process.pid, code, signal }, 'worker died, starting another');
          setTimeout(() => {
            if (!stopping)
              spawn().catch((error: unknown) => log.error({ err: error }, 'worker failed to start'));
          }, RESPAWN_DELAY_MS).unref();
        }
        if (!expected && code !== 0 && stopping) failed = true;
        if (stopping && workers.size === 0) resolveDone(failed ? 1 : 0);
      });
    });

  const retire = (worker: Worker): Promise<void> =>
    new Promise((resolve) => {
      retiring.add(worker);
      worker.once('exit', (code) => {
        if (code !== 0) failed = true;
        resolve();
      });
      worker.process.kill('SIGTERM');
    });

  const stopAll = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: workers.size }, 'stopping the workers');
    if (workers.size === 0) resolveDone(failed ? 1 : 0);
    for (const worker of workers) void retire(worker);
  };

  const restartAll = async () => {
    if (restarting || stopping) return;
    restarting = true;
    log.info({ workers: workers.size }, 'rolling restart');
    try {
      for (const old of [...workers]) {
        if (stopping) return;
        if (retiring.has(old) || !workers.has(old)) continue;
        await spawn();
        await retire(old);
      }
      log.info({ workers: workers.size }, 'rolling restart done');
    } catch (error) {
      log.error({ err: error }, 'rolling restart stopped: a new worker did not start');
    } finally {
      restarting = false;
    }
  };

  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGHUP', () => void restartAll());

  const first = Array.from({ length: count }, () => spawn());
  Promise.all(first).then(
    () => log.info({ workers: count }, 'all workers listen'),
    (error: unknown) => {
      log.error({ err: error }, 'a worker did not start');
      failed = true;
      stopAll('start failure');
    },
  );
  return done;
}
