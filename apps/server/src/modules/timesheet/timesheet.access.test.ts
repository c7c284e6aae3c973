import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildProject, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/http.ts';

/** The «Согласование» tab opens for whoever the approve calls let in: roles of §2, or owning a project. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-11-23' });
});
afterAll(async () => ctx?.close());

const accessOf = async (login: string, password: string) => {
  const session = await signIn(ctx.app, login, password);
  const me = await ctx.app.inject({ url: '/api/me', headers: session.headers });
  return me.json<{ data: { access: string[] } }>().data.access;
};

describe('approve tab access', () => {
  it('opens for a manager who owns a project and stays closed for one who does not', async () => {
    const db = ctx.database.db;
    const owner = await buildUser(db, { roles: ['manager'] });
    const other = await buildUser(db, { roles: ['manager'] });
    await buildProject(db, { owners: [owner.id] });
    expect(await accessOf(owner.login, owner.password)).toContain('timesheet.approve');
    expect(await accessOf(other.login, other.password)).not.toContain('timesheet.approve');
    const approver = await buildUser(db, { roles: ['ts_approver'] });
    expect(await accessOf(approver.login, approver.password)).toContain('timesheet.approve');
  });
});
