import { asc } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { roles } from '../users/users.schema.ts';

let ctx: TestContext;
let api: ApiClient;
let admin: Session;
let employee: Session;
let subjectId: number;
let managerRoleId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const adminUser = await buildUser(ctx.database.db, { roles: ['admin'] });
  admin = await api.as(adminUser);
  const user = await buildUser(ctx.database.db, { roles: ['manager'] });
  subjectId = user.id;
  employee = await api.as(user);
  managerRoleId = (await ctx.database.db.select().from(roles).where(eq(roles.name, 'manager')))[0]!.id;
});
afterAll(async () => ctx?.close());

type States = { data: { name: string; granted: boolean; via_roles?: string[] }[] };
const toggle = (payload: object, session = admin) => session.post('/api/permission/toggle', payload);
const ofUser = async () => (await admin.get(`/api/permission/user/${subjectId}`)).json<States>().data;

describe('permissions', () => {
  it('grants to a user and to a role, shows both, and takes back', async () => {
    expect((await toggle({ permission_id: 1, user_id: subjectId, granted: true })).statusCode).toBe(204);
    expect((await toggle({ permission_id: 2, role_id: managerRoleId, granted: true })).statusCode).toBe(204);
    const states = await ofUser();
    expect(states.find((state) => state.name === 'timesheet.delete_writes')?.granted).toBe(true);
    expect(states.find((state) => state.name === 'timesheet.override_charge_codes')).toMatchObject({
      granted: false,
      via_roles: ['manager'],
    });
    const role = (await admin.get(`/api/permission/role/${managerRoleId}`)).json<States>().data;
    expect(role.filter((state) => state.granted).map((state) => state.name)).toEqual([
      'timesheet.override_charge_codes',
    ]);
    await toggle({ permission_id: 1, user_id: subjectId, granted: false });
    expect((await ofUser()).find((state) => state.name === 'timesheet.delete_writes')?.granted).toBe(false);
    const audit = await ctx.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(
      audit.filter((entry) => entry.action.startsWith('permission.')).map((entry) => entry.action),
    ).toEqual(['permission.grant', 'permission.grant', 'permission.revoke']);
  });

  it('answers 400 for a bad body, 404 for an unknown user, 403 for a manager', async () => {
    expect((await toggle({ permission_id: 1, granted: true })).statusCode).toBe(400);
    expect((await toggle({ permission_id: 99, user_id: subjectId, granted: true })).statusCode).toBe(400);
    expect((await admin.get('/api/permission/user/999999')).statusCode).toBe(404);
    expect((await toggle({ permission_id: 1, user_id: subjectId, granted: true }, employee)).statusCode).toBe(
      403,
    );
  });
});
