import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NOT_READY_REASONS } from '@intranet/contracts/health/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { processLifecycle } from '../../platform/runtime/lifecycle.ts';
import { rowsOf } from '../../platform/db/sql.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });

describe('GET /api/ready', () => {
  it('answers 200 with no sign-in when the database answers and has every migration', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: ctx.database.kind });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 «Процесс останавливается» once the process stops', async () => {
    processLifecycle.beginShutdown();
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        reason: 'stopping',
        message: NOT_READY_REASONS.stopping,
      });
      // Alive all the same: the liveness probe must not have it killed while it finishes its requests.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      processLifecycle.reset();
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 when the database lacks the newest migration of this code', async () => {
    const db = ctx.database.db;
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string | number }>(
      await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ reason: 'migrations', message: NOT_READY_REASONS.migrations });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });
});
