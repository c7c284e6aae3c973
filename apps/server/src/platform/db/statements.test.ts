import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, TS_STATUS, VACATION_STATUS } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildProject, buildUser } from '../../../test/factories.ts';
import { buildEditablePeriod, buildWrite } from '../../modules/timesheet/timesheet.factory.ts';
import { buildVacation } from '../../modules/vacation/vacation.factory.ts';

/**
 * Writes of many rows take a bounded number of statements (bench/README.md): the same count for 5
 * cells as for 25, not one statement per cell. Counted through Drizzle's logger on the engine under test.
 */
let ctx: TestContext;
let api: ApiClient;

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-02' });
  api = await client(ctx);
  await buildEditablePeriod(ctx.database.db, '2026-01-01', '2026-12-31');
});
afterAll(async () => ctx?.close());

/** The statements one call sends, and its answer. */
async function counted<T>(call: () => Promise<T>): Promise<{ statements: number; result: T }> {
  let statements = 0;
  const stop = ctx.database.observeStatements(() => (statements += 1));
  try {
    return { result: await call(), statements };
  } finally {
    stop();
  }
}

/** A filler with `projects` projects of their own and a session. */
async function filler(projects: number) {
  const db = ctx.database.db;
  const user = await buildUser(db, { roles: ['ts_filling'] });
  const session = await api.as(user);
  const projectIds: number[] = [];
  for (let index = 0; index < projects; index++) projectIds.push((await buildProject(db)).id);
  return { user, session, projectIds };
}

/** A grid of cells: each project × the five weekdays from 2 March 2026. */
const grid = (projectIds: number[], minutes: number) =>
  projectIds.flatMap((customerId) =>
    Array.from({ length: 5 }, (_, day) => ({
      customer_id: customerId,
      date: addDays('2026-03-02', day),
      time: minutes,
    })),
  );

const save = (session: Session, writes: object[]) => session.post('/api/timesheet/writes', { writes });

describe('statements per call', () => {
  it('saves 5 or 25 grid cells, new or changed, with the same number of statements', async () => {
    const small = await filler(1);
    const large = await filler(5);
    const created = [
      await counted(() => save(small.session, grid(small.projectIds, 60))),
      await counted(() => save(large.session, grid(large.projectIds, 60))),
    ];
    // A change names the version of each cell it saw (what the create answered).
    const seen = (answer: (typeof created)[number], cells: ReturnType<typeof grid>) => {
      const rows = answer.result.json<{
        data: { customer: { id: number }; date: string; updated_at: string }[];
      }>().data;
      return cells.map((cell) => ({
        ...cell,
        updated_at: rows.find((row) => row.customer.id === cell.customer_id && row.date === cell.date)!
          .updated_at,
      }));
    };
    const changed = [
      await counted(() => save(small.session, seen(created[0]!, grid(small.projectIds, 90)))),
      await counted(() => save(large.session, seen(created[1]!, grid(large.projectIds, 90)))),
    ];
    for (const { result } of [...created, ...changed]) expect(result.statusCode).toBe(200);
    expect(created[1]!.result.json<{ data: { time: number }[] }>().data).toHaveLength(25);
    expect(changed[1]!.result.json<{ data: { time: number }[] }>().data.every((w) => w.time === 90)).toBe(
      true,
    );
    expect(created[1]!.statements).toBe(created[0]!.statements);
    expect(changed[1]!.statements).toBe(changed[0]!.statements);
    expect(changed[1]!.statements).toBeLessThanOrEqual(25);
  });

  it('deletes 5 or 25 writes with the same number of statements', async () => {
    const counts: number[] = [];
    for (const size of [1, 5]) {
      const person = await filler(size);
      const ids: number[] = [];
      for (const cell of grid(person.projectIds, 60))
        ids.push(
          (
            await buildWrite(ctx.database.db, {
              userId: person.user.id,
              customerId: cell.customer_id,
              date: cell.date,
              minutes: 60,
              status: TS_STATUS.new,
            })
          ).id,
        );
      const { result, statements } = await counted(() =>
        person.session.delete(`/api/timesheet/writes?ids=${ids.join(',')}`),
      );
      expect(result.statusCode).toBe(204);
      counts.push(statements);
    }
    expect(counts[1]).toBe(counts[0]);
  });

  it('deletes a 1-day or a 14-day vacation block with the same number of statements', async () => {
    const counts: number[] = [];
    for (const days of [1, 14]) {
      const user = await buildUser(ctx.database.db, { hireDate: '2020-01-01' });
      const session = await api.as(user);
      const dates = Array.from({ length: days }, (_, day) => addDays('2026-07-06', day));
      const block = await buildVacation(ctx.database.db, {
        userId: user.id,
        dates,
        statusId: VACATION_STATUS.new,
      });
      const { result, statements } = await counted(() =>
        session.delete(`/api/dba/vacations?id=${block.map((day) => day.id).join(',')}`),
      );
      expect(result.statusCode).toBe(204);
      counts.push(statements);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});
