import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type TestUser } from '../../../test/api-client.ts';
import { buildProject, buildUser } from '../../../test/factories.ts';

/**
 * The «Согласование» tab opens for whoever the approve calls let in: the roles of its row in
 * docs/modules/timesheet.md, or owning a project.
 */
let ctx: TestContext;
let api: ApiClient;
beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-11-23' });
  api = await client(ctx);
});
afterAll(async () => ctx?.close());

const accessOf = async (user: TestUser) => {
  const session = await api.as(user);
  const me = await session.get('/api/me');
  return me.json<{ data: { access: string[] } }>().data.access;
};

describe('approve tab access', () => {
  it('opens for a manager who owns a project and stays closed for one who does not', async () => {
    const db = ctx.database.db;
    const owner = await buildUser(db, { roles: ['manager'] });
    const other = await buildUser(db, { roles: ['manager'] });
    await buildProject(db, { owners: [owner.id] });
    expect(await accessOf(owner)).toContain('timesheet.approve');
    expect(await accessOf(other)).not.toContain('timesheet.approve');
    const approver = await buildUser(db, { roles: ['ts_approver'] });
    expect(await accessOf(approver)).toContain('timesheet.approve');
  });
});
