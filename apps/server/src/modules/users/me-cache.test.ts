import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoProcesses, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { buildDepartment, buildProject, buildUser } from '../../../test/factories.ts';
import { eventually, statementsOf, tablesTriggering } from '../../../test/observe.ts';
import type { Database } from '../../platform/db/database.ts';
import { accessConditionsOf } from '../../platform/modules/server-module.ts';
import { SERVER_MODULES } from '../../app.ts';
import { meTables } from './me-cache.ts';

/**
 * GET /me from memory: no statement while nothing it shows changed, and any write to a table it
 * reads — made by a service or by hand — reaches every process through the tables' triggers. On PostgreSQL the
 * second process has connections of its own; PGlite shares the instance.
 */
let processes: Awaited<ReturnType<typeof createTwoProcesses>>;
let database: Database;
let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  processes = await createTwoProcesses();
  ({ database, first, second } = processes);
});
afterAll(async () => processes?.close());

type Me = { data: { last_name: string; department: { name: string } | null; access: string[] } };
const me = async (ctx: TestContext, session: Session) => (await session.get('/api/me')).json<Me>().data;

describe('GET /me from memory', () => {
  it('costs two statements cold (the session, the row) and none warm', async () => {
    const user = await buildUser(database.db, { roles: ['ts_filling'] });
    const session = await (await client(first)).as(user);
    const cold = await statementsOf(database, () => me(first, session));
    expect(cold).toHaveLength(2);
    const warm = await statementsOf(database, async () => {
      expect((await me(first, session)).last_name).toBe(user.lastName);
    });
    expect(warm).toEqual([]);
  });

  it('a name changed by hand in the database shows in both processes', async () => {
    const user = await buildUser(database.db, { roles: ['ts_filling'] });
    const session = await (await client(first)).as(user);
    expect((await me(first, session)).last_name).toBe(user.lastName);
    expect((await me(second, session)).last_name).toBe(user.lastName);
    await database.rawQuery(`update users set last_name = 'Переименованная' where id = $1`, [user.id]);
    for (const ctx of [first, second])
      expect(await eventually(async () => (await me(ctx, session)).last_name === 'Переименованная')).toBe(
        true,
      );
  });

  it('a renamed department shows in the other process', async () => {
    const department = await buildDepartment(database.db, { name: 'Практика до' });
    const user = await buildUser(database.db, { roles: ['ts_filling'], departmentId: department.id });
    const session = await (await client(first)).as(user);
    expect((await me(second, session)).department?.name).toBe('Практика до');
    await database.rawQuery(`update structures set name = 'Практика после' where id = $1`, [department.id]);
    expect(
      await eventually(async () => (await me(second, session)).department?.name === 'Практика после'),
    ).toBe(true);
  });

  it('owning a project opens the approval tab in the other process (a module access condition)', async () => {
    const user = await buildUser(database.db, { roles: ['ts_filling'] });
    const session = await (await client(first)).as(user);
    expect((await me(second, session)).access).not.toContain('timesheet.approve');
    await buildProject(database.db, { owners: [user.id] });
    expect(
      await eventually(async () => (await me(second, session)).access.includes('timesheet.approve')),
    ).toBe(true);
  });

  it('every table GET /me reads notifies its changes (a condition without a trigger fails here)', async () => {
    const tables = meTables(accessConditionsOf(SERVER_MODULES));
    expect(tables).toEqual(expect.arrayContaining(['users', 'structures', 'customer_owners']));
    const triggered = await tablesTriggering(database, 'notify_me_changes');
    expect(tables.filter((table) => !triggered.has(table))).toEqual([]);
  });
});
