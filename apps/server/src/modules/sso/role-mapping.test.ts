import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoEndpoints as endpoints } from '@intranet/contracts/sso/endpoints';
import type { RoleMappingRow, SsoAdmin, SsoCheckResult } from '@intranet/contracts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import type { RoleMappingService } from './role-mapping.service.ts';
import { userDirectoryRoles } from './sso.schema.ts';

let ctx: TestContext;
let api: ApiClient;
let admin: Session;
let employee: Session;
let mapping: RoleMappingService;

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  admin = await api.as('admin');
  employee = await api.as({});
  mapping = ctx.services.roleMapping;
});
afterAll(async () => ctx?.close());

const rolesOf = async (userId: number) => (await ctx.services.users.roleNames(userId)).sort();

describe('applyGroups', () => {
  beforeAll(async () => {
    const actor = await admin.actor();
    await mapping.replace(actor, 'oidc', [
      { group_name: 'HR', role: 'hr' },
      { group_name: 'Leads', role: 'team_lead' },
      { group_name: 'Leads', role: 'manager' },
    ]);
    await mapping.replace(actor, 'ldap', [
      { group_name: 'CN=Leads,OU=Groups', role: 'team_lead' },
      { group_name: 'CN=Mods,OU=Groups', role: 'moderator' },
    ]);
  });

  it('adds the mapped roles (group names without case) and removes those the source gave earlier', async () => {
    const user = await buildUser(ctx.database.db);
    expect(await mapping.applyGroups(user.id, 'oidc', ['hr', 'LEADS', 'unmapped'])).toEqual({
      added: ['hr', 'manager', 'team_lead'],
      removed: [],
    });
    expect(await rolesOf(user.id)).toEqual(['hr', 'manager', 'team_lead']);
    expect(await mapping.applyGroups(user.id, 'oidc', ['HR'])).toEqual({
      added: [],
      removed: ['manager', 'team_lead'],
    });
    expect(await rolesOf(user.id)).toEqual(['hr']);
    expect(await mapping.applyGroups(user.id, 'oidc', [])).toEqual({ added: [], removed: ['hr'] });
    expect(await rolesOf(user.id)).toEqual([]);
  });

  it('never touches a role given by hand, even when a mapping gave it too and then stops', async () => {
    const user = await buildUser(ctx.database.db, { roles: ['hr', 'admin'] });
    expect(await mapping.applyGroups(user.id, 'oidc', ['HR'])).toEqual({ added: [], removed: [] });
    expect(await mapping.applyGroups(user.id, 'oidc', [])).toEqual({ added: [], removed: [] });
    expect(await rolesOf(user.id)).toEqual(['admin', 'hr']);
  });

  it('a role both sources give stays until neither does', async () => {
    const user = await buildUser(ctx.database.db);
    await mapping.applyGroups(user.id, 'ldap', ['cn=leads,ou=groups', 'CN=Mods,OU=Groups']);
    expect((await mapping.applyGroups(user.id, 'oidc', ['Leads'])).added).toEqual(['manager']);
    expect(await rolesOf(user.id)).toEqual(['manager', 'moderator', 'team_lead']);
    expect(await mapping.applyGroups(user.id, 'ldap', ['CN=Mods,OU=Groups'])).toEqual({
      added: [],
      removed: [],
    });
    expect(await rolesOf(user.id)).toEqual(['manager', 'moderator', 'team_lead']);
    expect(await mapping.applyGroups(user.id, 'oidc', [])).toEqual({
      added: [],
      removed: ['manager', 'team_lead'],
    });
    expect(await rolesOf(user.id)).toEqual(['moderator']);
    const recorded = await ctx.database.db
      .select()
      .from(userDirectoryRoles)
      .where(and(eq(userDirectoryRoles.userId, user.id)));
    expect(recorded.map((row) => row.source)).toEqual(['ldap']);
  });

  it("runs in the caller's transaction: a rollback leaves the roles as they were", async () => {
    const user = await buildUser(ctx.database.db);
    await expect(
      ctx.database.db.transaction(async () => {
        await mapping.applyGroups(user.id, 'oidc', ['HR']);
        expect(await rolesOf(user.id)).toEqual(['hr']);
        throw new Error('the caller fails after');
      }),
    ).rejects.toThrow('the caller fails after');
    expect(await rolesOf(user.id)).toEqual([]);
  });

  it('a session sees the roles at once (the guard cache is told)', async () => {
    const session = await api.as({});
    expect((await session.call(endpoints.admin)).statusCode).toBe(403);
    await mapping.replace(await admin.actor(), 'oidc', [{ group_name: 'Admins', role: 'admin' }]);
    await mapping.applyGroups(session.id, 'oidc', ['Admins']);
    expect((await session.call(endpoints.admin)).statusCode).toBe(200);
  });
});

describe('the admin calls', () => {
  it('lists and replaces a source mapping; audited; duplicates folded', async () => {
    const saved = await admin.call(endpoints.replaceMapping, {
      params: { source: 'ldap' },
      body: {
        entries: [
          { group_name: ' Бухгалтерия ', role: 'hr' },
          { group_name: 'бухгалтерия', role: 'hr' },
          { group_name: 'Руководители', role: 'manager' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const rows = saved.json<{ data: RoleMappingRow[] }>().data;
    expect(rows.map((row) => [row.group_name, row.role, row.role_label])).toEqual([
      ['Бухгалтерия', 'hr', 'HR'],
      ['Руководители', 'manager', 'Руководитель'],
    ]);
    const listed = await admin.call(endpoints.mapping, { params: { source: 'ldap' } });
    expect(listed.json<{ data: RoleMappingRow[] }>().data).toEqual(rows);
    // Cyrillic group names match without case too.
    const user = await buildUser(ctx.database.db);
    expect((await mapping.applyGroups(user.id, 'ldap', ['БУХГАЛТЕРИЯ'])).added).toEqual(['hr']);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sso.role_mapping.replace'), eq(auditLog.targetId, 'ldap')));
    expect(audits.at(-1)?.actorId).toBe(admin.id);
  });

  it('refuses a non-administrator (403) and bad input (400)', async () => {
    expect((await employee.call(endpoints.mapping, { params: { source: 'oidc' } })).statusCode).toBe(403);
    expect(
      (await employee.call(endpoints.replaceMapping, { params: { source: 'oidc' }, body: { entries: [] } }))
        .statusCode,
    ).toBe(403);
    expect((await employee.call(endpoints.admin)).statusCode).toBe(403);
    expect((await employee.call(endpoints.check)).statusCode).toBe(403);
    expect(
      (
        await employee.call(endpoints.saveSettings, {
          body: { match_claim: 'email', create_users: true, groups_claim: 'groups' },
        })
      ).statusCode,
    ).toBe(403);

    const badSource = await admin.call(endpoints.mapping, { params: { source: 'kerberos' } });
    expect(badSource.statusCode).toBe(400);
    const badRole = await admin.call(endpoints.replaceMapping, {
      params: { source: 'oidc' },
      body: { entries: [{ group_name: 'X', role: 'emperor' }] },
    });
    expect(badRole.statusCode).toBe(400);
    expect(JSON.stringify(badRole.json())).toContain('Неизвестная роль');
    const emptyGroup = await admin.call(endpoints.replaceMapping, {
      params: { source: 'oidc' },
      body: { entries: [{ group_name: '  ', role: 'hr' }] },
    });
    expect(emptyGroup.statusCode).toBe(400);
    expect(JSON.stringify(emptyGroup.json())).toContain('Укажите группу');
    const badClaim = await admin.call(endpoints.saveSettings, {
      body: { match_claim: 'phone', create_users: true, groups_claim: 'groups' },
    });
    expect(badClaim.statusCode).toBe(400);
  });

  it('shows the configuration without the secret, saves the settings, and checks the connection', async () => {
    const shown = await admin.call(endpoints.admin);
    expect(shown.statusCode).toBe(200);
    const data = shown.json<{ data: SsoAdmin }>().data;
    expect(data).toMatchObject({
      configured: false,
      issuer: null,
      client_secret_set: false,
      settings: { match_claim: 'email', create_users: false, groups_claim: 'groups' },
    });
    expect(data.redirect_uri).toMatch(/\/api\/auth\/oidc\/callback$/);

    const saved = await admin.call(endpoints.saveSettings, {
      body: { match_claim: 'preferred_username', create_users: true, groups_claim: 'roles' },
    });
    expect(saved.json()).toEqual({
      data: { match_claim: 'preferred_username', create_users: true, groups_claim: 'roles' },
    });
    expect((await admin.call(endpoints.admin)).json<{ data: SsoAdmin }>().data.settings.groups_claim).toBe(
      'roles',
    );

    const checked = await admin.call(endpoints.check);
    expect(checked.json<{ data: SsoCheckResult }>().data).toMatchObject({
      ok: false,
      message: 'Вход через корпоративный аккаунт не настроен',
    });
    expect((await api.anonymous.call(endpoints.public)).json()).toEqual({ data: { enabled: false } });
  });

  it('start without a configured provider goes back to /auth with the reason', async () => {
    const response = await ctx.app.inject({ url: '/api/auth/oidc/start' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth?sso_error=disabled');
  });
});
