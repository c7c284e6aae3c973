import type { FastifyInstance } from 'fastify';
import { SOCKET_RESTART_CLOSE } from '@intranet/contracts/health/lifecycle';
import type { Database } from '../db/database.ts';
import { processLifecycle } from './lifecycle.ts';

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  /** After this long the process exits anyway (SHUTDOWN_GRACE_SECONDS). */
  graceMs: number;
}

/**
 * A graceful stop (docs/operations.md, "Graceful restarts"), resolving to the exit code:
 * 1. /api/ready answers 503 from now on;
 * 2. open sockets are closed with 1012 «Service Restart», and the web connects again — to another process;
 * 3. `app.close()` stops listening (nginx sends new connections to the other processes), answers the requests
 *    already taken, then stops the job queue, which waits for the running jobs' current step and hands them
 *    back to the queue, and stops listening to the database's notifications;
 * 4. the database closes last. Past the grace period the process exits with 1, and what it held is taken
 *    over by the others (a job's lost-run sweep, the web's reconnect).
 */
export async function shutDownGracefully({ app, database, graceMs }: ShutdownOptions): Promise<number> {
  processLifecycle.beginShutdown();
  for (const client of app.websocketServer?.clients ?? []) {
    client.close(SOCKET_RESTART_CLOSE.code, SOCKET_RESTART_CLOSE.reason);
  }
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), graceMs);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([app.close().then(() => 'closed' as const), expired]);
    if (outcome === 'expired') {
      app.log.warn({ graceMs }, 'shutdown grace period expired');
      return 1;
    }
    await database.close();
    return 0;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
