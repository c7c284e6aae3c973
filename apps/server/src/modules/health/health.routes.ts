import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  healthEndpoints as endpoints,
  NOT_READY_REASONS,
  type notReadySchema,
} from '@intranet/contracts/health/endpoints';
import type { z } from 'zod';
import { guards } from '../../platform/auth/guard.ts';
import { findMigrationsFolder, type Database } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { processLifecycle } from '../../platform/runtime/lifecycle.ts';

/** The `when` of the newest migration this code ships (drizzle stores it as the row's created_at). */
function newestMigrationStamp(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

type NotReady = z.infer<typeof notReadySchema>;
const notReady = (reason: NotReady['reason']): NotReady => ({
  status: 'not_ready',
  reason,
  message: NOT_READY_REASONS[reason],
});

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const expected = newestMigrationStamp();

  route(app, endpoints.check, { guard: guards.public() }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: database.kind };
  });

  route(app, endpoints.ready, { guard: guards.public() }, async (_request, reply) => {
    if (processLifecycle.stopping) return reply.status(503).send(notReady('stopping'));
    let applied: number;
    try {
      const rows = rowsOf<{ newest: string | number | null }>(
        await database.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
      );
      applied = Number(rows[0]?.newest ?? 0);
    } catch (error) {
      // No such table is a database never migrated; anything else is one that does not answer.
      const failure = error as { code?: string; cause?: { code?: string } };
      const missing = (failure.cause?.code ?? failure.code) === '42P01';
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send(notReady(missing ? 'migrations' : 'database'));
    }
    // Older code on a newer database is ready (a rolling deploy); a database behind this code is not.
    if (applied < expected) return reply.status(503).send(notReady('migrations'));
    return { status: 'ready' as const, database: database.kind };
  });
};
