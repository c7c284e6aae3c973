import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftShopEndpoints as endpoints } from '@intranet/contracts/gift-shop/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { buildOrganisation } from '../../../test/factories.ts';
import { buildPointsUser } from '../points/points.factory.ts';
import { buildGiftGroup, buildGiftProduct } from './gift-shop.factory.ts';
import { giftOrderItems, giftStock } from './gift-shop.schema.ts';

/**
 * Two people order the last item at one office at once: exactly one order is placed, the other gets the
 * Russian 400, and the stock never goes below zero. Two operators confirm two orders in points of one person
 * at once, which together cost more than the balance: one is debited, the other is 409 and stays new, and the
 * balance never goes below zero. Real parallelism needs PostgreSQL (TEST_DATABASE_URL);
 * PGlite runs one statement at a time.
 */
const ROUNDS = 20;
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let ctx: TestContext;
let first: Session;
let second: Session;
let operators: Session[];
let officeId: number;
let groupId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp({ today: '2026-03-04' });
  const api = await client(ctx);
  officeId = (await buildOrganisation(ctx.database.db)).office.id;
  groupId = (await buildGiftGroup(ctx.database.db)).id;
  first = await api.as();
  second = await api.as();
  operators = [await api.as('operator'), await api.as('operator')];
});
afterAll(async () => ctx?.close());

describe.runIf(onPostgres)('the last item at once', () => {
  it(`goes to exactly one of two orders (${ROUNDS} rounds)`, async () => {
    const db = ctx.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const product = await buildGiftProduct(db, {
        groupId,
        name: `Последний ${round}`,
        stock: { [officeId]: 1 },
      });
      const order = {
        office_id: officeId,
        currency: 'RUB',
        product_items: [{ product_id: product.id, quantity: 1 }],
      };
      const responses = await Promise.all(
        [first, second].map((session) => session.call(endpoints.createOrder, { body: order })),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes, `round ${round}`).toEqual([201, 400]);
      const refused = responses.find((response) => response.statusCode === 400)!;
      expect(refused.json<{ message: string }>().message).toBe(
        `Товар «Последний ${round}» закончился в этом офисе`,
      );
      const [stock] = await db
        .select({ quantity: giftStock.quantity })
        .from(giftStock)
        .where(and(eq(giftStock.productId, product.id), eq(giftStock.officeId, officeId)));
      expect(stock!.quantity).toBe(0);
      const lines = await db.select().from(giftOrderItems).where(eq(giftOrderItems.productId, product.id));
      expect(lines).toHaveLength(1);
    }
  });
});

describe.runIf(onPostgres)('two confirms of orders in points at once', () => {
  it(`debit the balance once it cannot pay for both (${ROUNDS} rounds)`, async () => {
    const db = ctx.database.db;
    const api = await client(ctx);
    const product = await buildGiftProduct(db, {
      groupId,
      name: 'Плед',
      prices: { PTS: 60 },
      stock: { [officeId]: 2 * ROUNDS },
    });
    for (let round = 0; round < ROUNDS; round++) {
      const person = await api.as(await buildPointsUser(db, 100, { officeId }));
      const placed = [];
      for (let i = 0; i < 2; i++) {
        const response = await person.call(endpoints.createOrder, {
          body: {
            office_id: officeId,
            currency: 'PTS',
            product_items: [{ product_id: product.id, quantity: 1 }],
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        placed.push(response.json<{ data: { id: number } }>().data.id);
      }
      const responses = await Promise.all(
        placed.map((id, i) =>
          operators[i]!.call(endpoints.operate, { params: { id, operation: 'confirm' }, body: {} }),
        ),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes, `round ${round}`).toEqual([200, 409]);
      expect(await ctx.services.points.balanceOf(person.id), `round ${round}`).toBe(40);
    }
  });
});
