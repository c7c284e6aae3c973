import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WcHistoryEntry, WcPosition, WcUserRow } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';

/** Two people writing to one person's positions at once (PostgreSQL runs them truly in parallel). */
let ctx: TestContext;
let api: ApiClient;
let admin: Session;
let other: Session;
let subjectId: number;
beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-06-15' });
  api = await client(ctx);
  const db = ctx.database.db;
  const first = await buildUser(db, { roles: ['admin'] });
  admin = await api.as(first);
  const second = await buildUser(db, { roles: ['wc_assistant'] });
  other = await api.as(second);
  subjectId = (await buildUser(db)).id;
});
afterAll(async () => ctx?.close());

const body = (values: Record<string, unknown> = {}) => ({
  work_position: 'Аналитик',
  work_rate: 1,
  hire_date: '2024-01-10',
  employment_status_id: 1,
  user_status_id: 1,
  ...values,
});
const post = (url: string, payload: object, session: Session) => session.post(`/api${url}`, payload);

describe('parallel writes to work conditions', () => {
  it('two first positions at once: both kept, exactly one default', async () => {
    const [a, b] = await Promise.all([
      post('/work_conditions', { user_id: subjectId, ...body({ tab_number: 'A' }) }, admin),
      post('/work_conditions', { user_id: subjectId, ...body({ tab_number: 'B' }) }, other),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = (await admin.get(`/api/work_conditions?user_id=${subjectId}`)).json<{ data: WcUserRow[] }>()
      .data;
    expect(rows[0]!.positions).toHaveLength(2);
    expect(rows[0]!.positions.filter((position) => position.is_default)).toHaveLength(1);
  });

  it('two changes of one position at once: both entries kept; two default marks at once: one default', async () => {
    const rows = (await admin.get(`/api/work_conditions?user_id=${subjectId}`)).json<{ data: WcUserRow[] }>()
      .data;
    const [first, second] = rows[0]!.positions as [WcPosition, WcPosition];
    const [x, y] = await Promise.all([
      post(
        `/work_conditions/${first.id}/history`,
        { ...body({ work_position: 'X' }), date_apply: '2025-01-01' },
        admin,
      ),
      post(
        `/work_conditions/${first.id}/history`,
        { ...body({ work_position: 'Y' }), date_apply: '2025-02-01' },
        other,
      ),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([201, 201]);
    const history = (await admin.get(`/api/work_conditions/${first.id}/history`)).json<{
      data: WcHistoryEntry[];
    }>().data;
    expect(history.map((entry) => entry.work_position)).toEqual(['Y', 'X', 'Аналитик']);
    const [d1, d2] = await Promise.all([
      post(`/work_conditions/${first.id}/default`, {}, admin),
      post(`/work_conditions/${second.id}/default`, {}, other),
    ]);
    expect([d1.statusCode, d2.statusCode]).toEqual([200, 200]);
    const after = (await admin.get(`/api/work_conditions?user_id=${subjectId}`)).json<{ data: WcUserRow[] }>()
      .data;
    expect(after[0]!.positions.filter((position) => position.is_default)).toHaveLength(1);
  });

  it('the default and another position deleted at once: the one left is the default', async () => {
    const personId = (await buildUser(ctx.database.db)).id;
    for (const tab of ['D1', 'D2', 'D3']) {
      const created = await post(
        '/work_conditions',
        { user_id: personId, ...body({ tab_number: tab }) },
        admin,
      );
      expect(created.statusCode).toBe(201);
    }
    const list = async () =>
      (await admin.get(`/api/work_conditions?user_id=${personId}`)).json<{ data: WcUserRow[] }>().data[0]!
        .positions;
    const positions = await list();
    const byDefault = [...positions].sort((a, b) => Number(b.is_default) - Number(a.is_default));
    const [doomedDefault, doomedOther] = [byDefault[0]!, byDefault[1]!];
    expect(doomedDefault.is_default).toBe(true);
    const remove = (id: number, session: Session) => session.delete(`/api/work_conditions/${id}`);
    const results = await Promise.all([remove(doomedDefault.id, admin), remove(doomedOther.id, other)]);
    expect(results.map((response) => response.statusCode)).toEqual([204, 204]);
    const left = await list();
    expect(left).toHaveLength(1);
    expect(left[0]!.is_default).toBe(true);
  });
});
