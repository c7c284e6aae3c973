import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, VACATION_STATUS, VACATION_TYPE } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { buildVacation } from './vacation.factory.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { vacations } from './vacation.schema.ts';

/**
 * Parallel writes to the same vacation facts: every race has exactly one winner, on PGlite and
 * on PostgreSQL (TEST_DATABASE_URL). Today is fixed: 2 March 2026, so the dates below are always plannable.
 */
const ROUNDS = 20;
const TODAY = '2026-03-02';
/** Wednesdays far from Russian holidays: a one-day divisible vacation touches no weekend. */
const WEDNESDAYS = Array.from({ length: 10 }, (_, index) => addDays('2026-06-17', index * 7));

let ctx: TestContext;
let api: ApiClient;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
});
afterAll(async () => ctx?.close());

interface Person {
  id: number;
  session: Session;
  manager: Session;
}

async function person(): Promise<Person> {
  const db = ctx.database.db;
  const managerUser = await buildUser(db, { roles: ['manager'] });
  const user = await buildUser(db, { managerId: managerUser.id, hireDate: '2020-01-01' });
  return {
    id: user.id,
    session: await api.as(user),
    manager: await api.as(managerUser),
  };
}

const plan = (session: Session, vacationsBody: object[], replaces?: number[]) =>
  session.post('/api/dba/vacations', { vacations: vacationsBody, replaces });
const oneDay = (date: string) => ({ date_start: date, date_end: date, type_id: VACATION_TYPE.divisible });
const liveDays = (userId: number) =>
  ctx.database.db
    .select()
    .from(vacations)
    .where(and(eq(vacations.userId, userId), isNull(vacations.deletedAt)));
const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

describe('parallel vacation writes', () => {
  it('moves a day once when two transfers of it race', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, session } = await person();
      const [day] = await buildVacation(ctx.database.db, { userId: id, dates: [WEDNESDAYS[0]!] });
      const responses = await Promise.all([
        plan(session, [oneDay(WEDNESDAYS[1]!)], [day!.id]),
        plan(session, [oneDay(WEDNESDAYS[2]!)], [day!.id]),
      ]);
      expect(statuses(responses)).toEqual([201, 409]);
      expect(await liveDays(id)).toHaveLength(1);
    }
  });

  it('never lets two indivisible blocks pass the 14-day limit together', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, session } = await person();
      const block = (start: string) => ({
        date_start: start,
        date_end: addDays(start, 7),
        type_id: VACATION_TYPE.indivisible,
      });
      const responses = await Promise.all([
        plan(session, [block('2026-06-15')]),
        plan(session, [block('2026-07-06')]),
      ]);
      expect(statuses(responses)).toEqual([201, 400]);
      expect(await liveDays(id)).toHaveLength(8);
    }
  });

  it('lets one of an approval and a rejection of the same version win, with one notification', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, manager } = await person();
      const [day] = await buildVacation(ctx.database.db, { userId: id, dates: [WEDNESDAYS[3]!] });
      const seen = [{ id: day!.id, updated_at: day!.updatedAt.toISOString() }];
      const decide = (status_id: number, comment?: string) =>
        manager.put('/api/dba/vacations', { vacations: seen, status_id, comment });
      const [approve, reject] = await Promise.all([
        decide(VACATION_STATUS.approved),
        decide(VACATION_STATUS.rejected, 'Сдача проекта'),
      ]);
      expect(statuses([approve, reject])).toEqual([200, 409]);
      const [stored] = await liveDays(id);
      expect(stored!.statusId).toBe(
        approve.statusCode === 200 ? VACATION_STATUS.approved : VACATION_STATUS.rejected,
      );
      const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, id));
      expect(bell).toHaveLength(1);
    }
  });

  // Last: the annual allowance is a setting of the whole database.
  it('never plans beyond the balance when ten one-day plans race for three days', async () => {
    await ctx.services.settings.set('vacation_annual_days', '3');
    for (let round = 0; round < ROUNDS / 4; round++) {
      const { id, session } = await person();
      const responses = await Promise.all(WEDNESDAYS.map((date) => plan(session, [oneDay(date)])));
      const accepted = responses.filter((response) => response.statusCode === 201);
      expect(accepted).toHaveLength(3);
      expect(responses.every((response) => [201, 400].includes(response.statusCode))).toBe(true);
      expect(await liveDays(id)).toHaveLength(3);
    }
  });
});
