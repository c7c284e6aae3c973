import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WcPosition } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { wcPositions } from './work-conditions.schema.ts';

/**
 * The scheduled job, with workers on: a change stored on one day is applied by the pg-boss job on its day,
 * without any read. Both days lie in the past of the real clock, so pg-boss delivers the job at once.
 */
const STORED_ON = '2026-03-02';
const APPLIES_ON = '2026-03-10';

let before: TestContext;
let onTheDay: TestContext | undefined;
let admin: Session;
beforeAll(async () => {
  before = await createTestApp({ today: STORED_ON });
  const user = await buildUser(before.database.db, { roles: ['ts_admin'] });
  admin = await (await client(before)).as(user);
});
afterAll(async () => {
  await onTheDay?.close();
  await before?.close();
});

describe('work_conditions.apply_changes', () => {
  it('applies a change dated ahead on its day', async () => {
    const subject = await buildUser(before.database.db);
    const created = await before.app.inject({
      method: 'POST',
      url: '/api/work_conditions',
      headers: admin.headers,
      payload: {
        user_id: subject.id,
        work_position: 'Тестировщик',
        work_rate: 1,
        hire_date: '2025-05-05',
        employment_status_id: 1,
        user_status_id: 1,
      },
    });
    const id = created.json<{ data: WcPosition }>().data.id;
    const change = await before.app.inject({
      method: 'POST',
      url: `/api/work_conditions/${id}/history`,
      headers: admin.headers,
      payload: {
        work_position: 'Старший тестировщик',
        work_rate: 1,
        hire_date: '2025-05-05',
        employment_status_id: 1,
        user_status_id: 1,
        date_apply: APPLIES_ON,
      },
    });
    expect(change.statusCode).toBe(201);
    const title = async () =>
      (await before.database.db.select().from(wcPositions).where(eq(wcPositions.id, id)))[0]!.workPosition;
    expect(await title()).toBe('Тестировщик');
    // The server of the day runs the workers; nobody reads: only the job can change the row.
    onTheDay = await createTestApp({
      database: before.database,
      today: APPLIES_ON,
      app: { jobs: { workers: true, pollingIntervalSeconds: 0.5 } },
    });
    await expect.poll(title, { timeout: 20_000, interval: 200 }).toBe('Старший тестировщик');
  });
});
