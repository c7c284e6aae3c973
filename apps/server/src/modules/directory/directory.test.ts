import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIRECTORY_UNAVAILABLE_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  type DirectoryRunDetails,
  type DirectorySettings,
  type DirectoryTestResult,
} from '@intranet/contracts';
import { directoryEndpoints } from '@intranet/contracts/directory/endpoints';
import { client, type ApiClient } from '../../../test/api-client.ts';
import { buildDepartment, buildProject, buildUser, findUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildWrite } from '../timesheet/timesheet.factory.ts';
import { timesheetWrites } from '../timesheet/timesheet.schema.ts';
import { buildVacation } from '../vacation/vacation.factory.ts';
import { vacations } from '../vacation/vacation.schema.ts';
import { directoryGroupRoles } from '../sso/sso.schema.ts';
import { roles, users } from '../users/users.schema.ts';
import type { DirectoryConfig } from './directory.config.ts';
import { addGroup, freePort, personDn, startTestDirectory, type TestDirectory } from './directory.slapd.ts';

const TODAY = '2026-03-02';
let directory: TestDirectory;
let ctx: TestContext;
let api: ApiClient;
let catalogueDepartment: { id: number };

const signIn = (app: TestContext, login: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/token/issue', payload: { login, password } });

beforeAll(async () => {
  directory = await startTestDirectory(
    [
      {
        uid: 'petrova',
        givenName: 'Анна',
        sn: 'Петрова',
        password: 'petrova-pw',
        mail: 'petrova@example.org',
        title: 'Руководитель отдела',
        departmentNumber: 'Отдел каталога',
      },
      {
        uid: 'ivanov',
        givenName: 'Иван',
        sn: 'Иванов',
        password: 'ivanov-pw',
        mail: 'ivanov@example.org',
        title: 'Инженер',
        telephoneNumber: '+7 495 000-00-01',
        departmentNumber: 'Отдел каталога',
        manager: personDn('petrova'),
      },
      {
        uid: 'sidorov',
        givenName: 'Петр',
        sn: 'Сидоров',
        password: 'sidorov-pw',
        mail: 'sidorov@example.org',
        manager: personDn('petrova'),
      },
      { uid: 'kozlov', givenName: 'Олег', sn: 'Козлов', password: 'kozlov-pw', mail: 'kozlov@example.org' },
      { uid: 'blocked', givenName: 'Борис', sn: 'Блокин', password: 'blocked-pw', disabled: true },
    ],
    { tls: true },
  );
  await addGroup(directory, 'Portal HR', ['ivanov']);
  ctx = await createTestApp({ today: TODAY, app: { directory: directory.config() } });
  api = await client(ctx);
  const db = ctx.database.db;
  catalogueDepartment = await buildDepartment(db, { name: 'Отдел каталога' });
  const [hr] = await db.select().from(roles).where(eq(roles.name, 'hr'));
  await db.insert(directoryGroupRoles).values({ source: 'ldap', groupName: 'Portal HR', roleId: hr!.id });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await directory?.stop();
});

describe('sign-in with the directory password', () => {
  it('signs in a directory person, creates their account linked to the entry and maps groups to roles', async () => {
    const response = await signIn(ctx, 'ivanov', 'ivanov-pw');
    expect(response.statusCode).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.login, 'ivanov'));
    expect(user!.externalId).toMatch(/^ldap:/);
    expect(user!.passwordHash).toBeNull();
    expect(user!.email).toBe('ivanov@example.org');
    // The sync's values: the department by name; the manager (another entry) waits for the sync.
    expect(user!.departmentId).toBe(catalogueDepartment.id);
    expect(user!.managerId).toBeNull();
    expect(await ctx.services.users.roleNames(user!.id)).toContain('hr');
  });

  it('refuses a wrong password', async () => {
    const response = await signIn(ctx, 'ivanov', 'wrong');
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe(WRONG_CREDENTIALS_MESSAGE);
    expect((await signIn(ctx, 'ivanov', '')).statusCode).toBe(400);
  });

  it('cannot be tricked by filter syntax in the login', async () => {
    for (const login of ['*)(uid=*', '*', 'ivanov)(|(uid=*', 'iva*', '*)(objectClass=*'])
      expect((await signIn(ctx, login, 'ivanov-pw')).statusCode).toBe(401);
  });

  it('refuses a disabled account', async () => {
    const response = await signIn(ctx, 'blocked', 'blocked-pw');
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe(WRONG_CREDENTIALS_MESSAGE);
  });

  it('keeps local accounts on their local password', async () => {
    const local = await buildUser(ctx.database.db, { login: 'break-glass', password: 'local-pw' });
    expect((await signIn(ctx, local.login, 'local-pw')).statusCode).toBe(200);
    expect((await signIn(ctx, local.login, 'wrong')).statusCode).toBe(401);
  });
});

describe('a directory that does not answer', () => {
  it('a closed port: local sign-in works, a directory person is refused at once in Russian', async () => {
    const port = await freePort();
    const down = await createTestApp({
      database: ctx.database,
      app: { directory: directory.config({ url: `ldap://127.0.0.1:${port}` }) },
    });
    try {
      await buildUser(ctx.database.db, { login: 'local-down', password: 'local-pw' });
      expect((await signIn(down, 'local-down', 'local-pw')).statusCode).toBe(200);
      const started = Date.now();
      const response = await signIn(down, 'ivanov', 'ivanov-pw');
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toBe(DIRECTORY_UNAVAILABLE_MESSAGE);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await down.app.close();
    }
  });

  it('a server that accepts and never answers times out within the configured seconds', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const hung = await createTestApp({
      database: ctx.database,
      app: { directory: directory.config({ url: `ldap://127.0.0.1:${port}`, timeoutMs: 1_000 }) },
    });
    try {
      const started = Date.now();
      const response = await signIn(hung, 'ivanov', 'ivanov-pw');
      expect(response.json<{ message: string }>().message).toBe(DIRECTORY_UNAVAILABLE_MESSAGE);
      expect(Date.now() - started).toBeLessThan(4_000);
      const admin = await (await client(hung)).as('admin');
      const test = await admin.call(directoryEndpoints.test);
      expect(test.json<{ data: DirectoryTestResult }>().data).toMatchObject({ outcome: 'timeout' });
      expect(test.json<{ data: DirectoryTestResult }>().data.message).toMatch(/не ответил/);
    } finally {
      await hung.app.close();
      silent.close();
    }
  });
});

describe('TLS to the directory', () => {
  /** A second portal on the same database, reaching the directory with these settings. */
  const withPortal = async (
    overrides: Partial<DirectoryConfig>,
    check: (app: TestContext) => Promise<void>,
  ) => {
    const app = await createTestApp({
      database: ctx.database,
      app: { directory: directory.config(overrides) },
    });
    try {
      await check(app);
    } finally {
      await app.app.close();
    }
  };
  const connectionTest = async (app: TestContext) =>
    (await (await client(app)).as('admin'))
      .call(directoryEndpoints.test)
      .then((response) => response.json<{ data: DirectoryTestResult }>().data);

  it('StartTLS with LDAP_TLS_CA_FILE: the directory password signs in, a wrong one does not', async () => {
    await withPortal({ startTls: true, tlsCaFile: directory.tls!.caFile }, async (app) => {
      expect((await signIn(app, 'ivanov', 'ivanov-pw')).statusCode).toBe(200);
      const wrong = await signIn(app, 'ivanov', 'wrong');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json<{ message: string }>().message).toBe(WRONG_CREDENTIALS_MESSAGE);
      expect(await connectionTest(app)).toMatchObject({ outcome: 'ok', people_found: 5 });
    });
  });

  it('ldaps:// with LDAP_TLS_CA_FILE: the directory password signs in', async () => {
    const { ldapsUrl, caFile } = directory.tls!;
    await withPortal({ url: ldapsUrl, tlsCaFile: caFile }, async (app) => {
      expect((await signIn(app, 'ivanov', 'ivanov-pw')).statusCode).toBe(200);
      expect((await signIn(app, 'ivanov', 'wrong')).statusCode).toBe(401);
      expect(await connectionTest(app)).toMatchObject({ outcome: 'ok', people_found: 5 });
    });
  });

  it('a CA that did not sign the server’s certificate: the directory person is refused, local accounts sign in', async () => {
    const { ldapsUrl, otherCaFile } = directory.tls!;
    await buildUser(ctx.database.db, { login: 'local-tls', password: 'local-pw' });
    for (const overrides of [
      { startTls: true, tlsCaFile: otherCaFile },
      { url: ldapsUrl, tlsCaFile: otherCaFile },
    ])
      await withPortal(overrides, async (app) => {
        const refused = await signIn(app, 'ivanov', 'ivanov-pw');
        expect(refused.statusCode).toBe(401);
        expect(refused.json<{ message: string }>().message).toBe(DIRECTORY_UNAVAILABLE_MESSAGE);
        expect((await signIn(app, 'local-tls', 'local-pw')).statusCode).toBe(200);
        const test = await connectionTest(app);
        expect(test.outcome).toBe('error');
        expect(test.message).toMatch(/сертификат.*LDAP_TLS_CA_FILE/);
      });
  });
});

describe('the administrator’s calls', () => {
  it('shows the settings without the password; others get 403', async () => {
    const admin = await api.as('admin');
    const response = await admin.call(directoryEndpoints.settings);
    expect(response.statusCode).toBe(200);
    const settings = response.json<{ data: DirectorySettings }>().data;
    expect(settings).toMatchObject({
      configured: true,
      url: directory.url,
      password_set: true,
      login_attribute: 'uid',
    });
    expect(response.body).not.toContain('service-secret');
    const employee = await api.as();
    expect((await employee.call(directoryEndpoints.settings)).statusCode).toBe(403);
    expect((await employee.call(directoryEndpoints.test)).statusCode).toBe(403);
    expect((await employee.call(directoryEndpoints.runs)).statusCode).toBe(403);
    expect((await employee.call(directoryEndpoints.startRun, { body: { dry_run: true } })).statusCode).toBe(
      403,
    );
    expect(
      (await employee.call(directoryEndpoints.setSchedule, { body: { interval_hours: 24 } })).statusCode,
    ).toBe(403);
  });

  it('changes the schedule; a value off the list is 400 in Russian', async () => {
    const admin = await api.as('admin');
    const bad = await admin.call(directoryEndpoints.setSchedule, { body: { interval_hours: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Выберите периодичность');
    const ok = await admin.call(directoryEndpoints.setSchedule, { body: { interval_hours: 12 } });
    expect(ok.json<{ data: DirectorySettings }>().data.interval_hours).toBe(12);
    expect((await admin.call(directoryEndpoints.startRun, { body: {} })).statusCode).toBe(400);
    expect((await admin.call(directoryEndpoints.run, { params: { id: 999999 } })).statusCode).toBe(404);
  });

  it('tests the connection: the number of people, or a wrong service password', async () => {
    const admin = await api.as('admin');
    const ok = (await admin.call(directoryEndpoints.test)).json<{ data: DirectoryTestResult }>().data;
    expect(ok).toMatchObject({ outcome: 'ok', people_found: 5 });
    const wrong = await createTestApp({
      database: ctx.database,
      app: { directory: directory.config({ bindPassword: 'nope' }) },
    });
    try {
      const result = await (await (await client(wrong)).as('admin')).call(directoryEndpoints.test);
      expect(result.json<{ data: DirectoryTestResult }>().data.outcome).toBe('wrong_credentials');
    } finally {
      await wrong.app.close();
    }
  });
});

describe('the sync', () => {
  let admin: Awaited<ReturnType<ApiClient['as']>>;
  beforeAll(async () => {
    admin = await api.as('admin');
  });
  const run = async (dryRun: boolean) => {
    const response = await admin.call(directoryEndpoints.startRun, { body: { dry_run: dryRun } });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: DirectoryRunDetails }>().data;
  };
  const userOf = async (login: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.login, login)))[0];

  it('a dry run shows the changes and writes nothing', async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const result = await run(true);
    expect(result).toMatchObject({ status: 'completed', dry_run: true, people_read: 5, created: 3 });
    expect(
      result.changes
        .filter((change) => change.kind === 'created')
        .map((change) => change.login)
        .sort(),
    ).toEqual(['kozlov', 'petrova', 'sidorov']);
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await userOf('petrova')).toBeUndefined();
  });

  it('creates new people with their manager and department, and updates a changed one', async () => {
    const result = await run(false);
    expect(result).toMatchObject({ status: 'completed', dry_run: false, created: 3 });
    const petrova = await userOf('petrova');
    const ivanov = await userOf('ivanov');
    expect(petrova).toMatchObject({ name: 'Анна', lastName: 'Петрова', workPosition: 'Руководитель отдела' });
    expect(ivanov!.managerId).toBe(petrova!.id);
    expect((await userOf('sidorov'))!.managerId).toBe(petrova!.id);
    expect(ivanov!.phoneCorp).toBe('+7 495 000-00-01');
    expect(ivanov!.departmentId).not.toBeNull();
    // Nothing changed since: the next run has nothing to do.
    expect((await run(false)).changes).toEqual([]);
  });

  it('a changed manager and a leaver: fire date, sessions ended, their TimeSheet and vacations kept', async () => {
    const db = ctx.database.db;
    // Kozlov signs in (a live session) and has time written and a vacation planned.
    const session = await signIn(ctx, 'kozlov', 'kozlov-pw');
    expect(session.statusCode).toBe(200);
    const token = session.json<{ access_token: string }>().access_token;
    const kozlov = await userOf('kozlov');
    const project = await buildProject(db);
    await buildWrite(db, { userId: kozlov!.id, customerId: project.id, date: '2026-02-27' });
    await buildVacation(db, { userId: kozlov!.id, dates: ['2026-04-01', '2026-04-02'] });

    await directory.modify('sidorov', 'manager', [personDn('ivanov')]);
    await directory.remove('kozlov');
    await directory.add({
      uid: 'novikova',
      givenName: 'Мария',
      sn: 'Новикова',
      password: 'n-pw',
      mail: 'novikova@example.org',
    });

    const dry = await run(true);
    expect(dry.changes.map((change) => [change.kind, change.login]).sort()).toEqual([
      ['created', 'novikova'],
      ['fired', 'kozlov'],
      ['updated', 'sidorov'],
    ]);
    expect((await userOf('kozlov'))!.fireDate).toBeNull();

    const result = await run(false);
    expect(result).toMatchObject({ created: 1, updated: 1, fired: 1 });
    const managerChange = result.changes.find((change) => change.login === 'sidorov')!;
    expect(managerChange.fields).toEqual([{ field: 'manager', old: 'Петрова Анна', new: 'Иванов Иван' }]);
    expect((await userOf('sidorov'))!.managerId).toBe((await userOf('ivanov'))!.id);
    expect((await findUser(db, kozlov!.id))!.fireDate).toBe(TODAY);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    expect(
      await db.select().from(timesheetWrites).where(eq(timesheetWrites.userId, kozlov!.id)),
    ).toHaveLength(1);
    expect(await db.select().from(vacations).where(eq(vacations.userId, kozlov!.id))).toHaveLength(2);

    const runs = (await admin.call(directoryEndpoints.runs)).json<{ data: { id: number }[] }>().data;
    expect(runs[0]!.id).toBe(result.id);
    const details = await admin.call(directoryEndpoints.run, { params: { id: result.id } });
    expect(details.json<{ data: DirectoryRunDetails }>().data.changes).toHaveLength(3);
  });

  it('the schedule: off by default; on, a tick syncs once per interval', async () => {
    const service = ctx.services.ldapDirectory;
    await ctx.services.settings.set('directory_sync_interval_hours', '0');
    const count = async () => (await service.runs()).length;
    const before = await count();
    await service.scheduledTick();
    expect(await count()).toBe(before);
    await ctx.services.settings.set('directory_sync_interval_hours', '12');
    // The last real run is minutes old: not yet.
    await service.scheduledTick();
    expect(await count()).toBe(before);
    await ctx.database.db.execute(
      sql`update directory_sync_runs set started_at = started_at - interval '13 hours'`,
    );
    await service.scheduledTick();
    const [latest] = await service.runs();
    expect(latest).toMatchObject({
      trigger: 'schedule',
      dry_run: false,
      status: 'completed',
      started_by: null,
    });
    expect(await count()).toBe(before + 1);
  });

  it('a person disabled in the directory leaves at the next sync and cannot sign in', async () => {
    expect((await signIn(ctx, 'novikova', 'n-pw')).statusCode).toBe(200);
    await directory.modify('novikova', 'employeeType', ['disabled']);
    expect((await signIn(ctx, 'novikova', 'n-pw')).statusCode).toBe(401);
    const result = await run(false);
    expect(result.changes).toEqual([expect.objectContaining({ kind: 'fired', login: 'novikova' })]);
  });
});
