import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoProcesses, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { buildProject, buildUser } from '../../../test/factories.ts';
import { eventually, statementsOf, tablesTriggering } from '../../../test/observe.ts';
import type { Database } from '../db/database.ts';
import { TableCache } from './table-cache.ts';

/**
 * Lists kept by TableCache — GET /dba_projects (OrganisationService) and the week's birthdays (UsersDirectory):
 * no statement while their tables stay as they were, and a write to one of those tables — by a service or by
 * hand — reaches every process through the `notify_table_changes` triggers.
 */
let processes: Awaited<ReturnType<typeof createTwoProcesses>>;
let database: Database;
let first: TestContext;
let second: TestContext;
const sessions = new Map<TestContext, Session>();
beforeAll(async () => {
  processes = await createTwoProcesses();
  ({ database, first, second } = processes);
  const user = await buildUser(database.db, { roles: ['ts_filling'] });
  for (const ctx of [first, second]) sessions.set(ctx, await (await client(ctx)).as(user));
});
afterAll(async () => processes?.close());

type Project = { id: number; name: string; owners: { full_name: string }[] };
const projects = async (ctx: TestContext) =>
  sessions
    .get(ctx)!
    .get('/api/dba_projects')
    .then((response) => {
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Project[] }>().data;
    });

describe('lists kept in memory until a write', () => {
  it('reads once, then answers the same list without a statement but the session check', async () => {
    const project = await buildProject(database.db);
    const cold = await projects(first);
    expect(cold.map((item) => item.id)).toContain(project.id);
    const warm = await statementsOf(database, async () => {
      expect(await projects(first)).toEqual(cold);
    });
    expect(warm.filter((statement) => statement.includes('"customers"'))).toEqual([]);
  });

  it('a project renamed by hand shows in both processes', async () => {
    const project = await buildProject(database.db);
    for (const ctx of [first, second])
      expect((await projects(ctx)).find((item) => item.id === project.id)?.name).toBe(project.name);
    await database.rawQuery(`update customers set name = 'Проект после' where id = $1`, [project.id]);
    for (const ctx of [first, second])
      expect(
        await eventually(
          async () => (await projects(ctx)).find((item) => item.id === project.id)?.name === 'Проект после',
        ),
      ).toBe(true);
  });

  it("an owner's new name shows in the other process", async () => {
    const owner = await buildUser(database.db);
    const project = await buildProject(database.db, { owners: [owner.id] });
    const ownerName = async () =>
      (await projects(second)).find((item) => item.id === project.id)?.owners[0]?.full_name;
    expect(await ownerName()).toContain(owner.lastName);
    await database.rawQuery(`update users set last_name = 'Владельцева' where id = $1`, [owner.id]);
    expect(await eventually(async () => (await ownerName())?.startsWith('Владельцева') === true)).toBe(true);
  });

  it("a person's new name shows in the week's birthdays of the other process", async () => {
    const person = await buildUser(database.db, { birthday: '1990-03-04' });
    const birthdays = async () =>
      (
        await sessions
          .get(second)!
          .get('/api/users?mode=birthdays&date_from=2026-03-01&date_to=2026-03-07&per_page=100')
      ).json<{ data: { id: number; last_name: string }[] }>().data;
    expect((await birthdays()).find((item) => item.id === person.id)?.last_name).toBe(person.lastName);
    const warm = await statementsOf(database, birthdays);
    expect(warm.filter((statement) => statement.includes('extract(month'))).toEqual([]);
    await database.rawQuery(`update users set last_name = 'Именинникова' where id = $1`, [person.id]);
    expect(
      await eventually(
        async () => (await birthdays()).find((item) => item.id === person.id)?.last_name === 'Именинникова',
      ),
    ).toBe(true);
  });

  it('every table a cache reads notifies its changes (a table without a trigger fails here)', async () => {
    const tables = [...TableCache.tablesInUse];
    expect(tables).toEqual(expect.arrayContaining(['customers', 'customer_owners', 'users', 'structures']));
    const triggered = await tablesTriggering(database, 'notify_table_changes');
    expect(tables.filter((table) => !triggered.has(table))).toEqual([]);
  });
});
