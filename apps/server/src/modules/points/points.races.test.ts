import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildPointsUser } from './points.factory.ts';

/**
 * Parallel debits on one person: the balance never goes below zero and exactly the affordable ones win (the
 * others get 409). Real parallelism needs PostgreSQL (TEST_DATABASE_URL); PGlite runs one statement at a time.
 */
const ROUNDS = 20;
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let ctx: TestContext;
beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp({ today: '2026-05-12' });
});
afterAll(async () => ctx?.close());

describe.runIf(onPostgres)('parallel debits of one wallet', () => {
  it('never take the balance below zero: the affordable debits win, the rest get 409', async () => {
    const { db, services } = { db: ctx.database.db, services: ctx.services };
    for (let round = 0; round < ROUNDS; round++) {
      // 100 points and five debits of 30 at once: three fit, two do not.
      const person = await buildPointsUser(db, 100);
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, (_, index) =>
          db.transaction(() =>
            services.points.debit({
              userId: person.id,
              amount: 30,
              key: `race:${round}:${person.id}:${index}`,
              reason: 'Заказ подарка',
            }),
          ),
        ),
      );
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.filter((result) => result.status === 'rejected');
      expect(won).toHaveLength(3);
      expect(lost.map((result) => (result.reason as { statusCode?: number }).statusCode)).toEqual([409, 409]);
      expect(await services.points.balanceOf(person.id)).toBe(10);
    }
  });

  it('take a retried key once even when both tries run at the same time', async () => {
    const { db, services } = { db: ctx.database.db, services: ctx.services };
    for (let round = 0; round < ROUNDS; round++) {
      const person = await buildPointsUser(db, 100);
      const move = {
        userId: person.id,
        amount: 40,
        key: `retry:${round}:${person.id}`,
        reason: 'Заказ подарка',
      };
      await Promise.all([services.points.debit(move), services.points.debit(move)]);
      expect(await services.points.balanceOf(person.id)).toBe(60);
    }
  });
});
