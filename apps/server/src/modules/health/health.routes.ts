import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthEndpoints as endpoints } from '@intranet/contracts/health/endpoints';
import { guards } from '../../platform/auth/guard.ts';
import type { Database } from '../../platform/db/database.ts';
import { route } from '../../platform/http/endpoint-route.ts';

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  route(app, endpoints.check, { guard: guards.public() }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: database.kind };
  });
};
