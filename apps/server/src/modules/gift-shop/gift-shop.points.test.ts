import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftCurrencyInfo, GiftOrderDetails } from '@intranet/contracts/gift-shop/gift-shop';
import { giftShopEndpoints as endpoints } from '@intranet/contracts/gift-shop/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildOrganisation } from '../../../test/factories.ts';
import { buildPointsUser } from '../points/points.factory.ts';
import { pointsEntries } from '../points/points.schema.ts';
import { buildGiftProduct } from './gift-shop.factory.ts';

let ctx: TestContext;
let api: ApiClient;
let operator: Session;
let officeId: number;
let product: { id: number };

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-04' });
  api = await client(ctx);
  officeId = (await buildOrganisation(ctx.database.db)).office.id;
  operator = await api.as('operator');
  product = await buildGiftProduct(ctx.database.db, {
    name: 'Плед',
    prices: { RUB: 219_000, PTS: 220 },
    stock: { [officeId]: 50 },
  });
});
afterAll(async () => ctx?.close());

async function personWith(balance: number) {
  const user = await buildPointsUser(ctx.database.db, balance, { officeId });
  return api.as(user);
}

async function order(session: Session, quantity = 1) {
  const response = await session.call(endpoints.createOrder, {
    body: { office_id: officeId, currency: 'PTS', product_items: [{ product_id: product.id, quantity }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: GiftOrderDetails }>().data;
}

const balanceOf = (userId: number) => ctx.services.points.balanceOf(userId);
const operate = (session: Session, id: number, operation: string, comment?: string) =>
  session.call(endpoints.operate, { params: { id, operation }, body: comment ? { comment } : {} });

describe('orders in points', () => {
  it('offers «Баллы» to a person whose company uses points', async () => {
    const person = await personWith(0);
    const currencies = (await person.call(endpoints.currencies)).json<{ data: GiftCurrencyInfo[] }>().data;
    expect(currencies.at(-1)).toMatchObject({ code: 'PTS', name: 'Баллы', is_points: true });
  });

  it('debits the author on confirm and refunds on cancel, once', async () => {
    const person = await personWith(1000);
    const placed = await order(person, 2);
    expect(placed.total).toBe(440);
    expect(await balanceOf(person.id)).toBe(1000);
    expect((await operate(operator, placed.id, 'confirm')).statusCode).toBe(200);
    expect(await balanceOf(person.id)).toBe(560);
    expect((await operate(person, placed.id, 'cancel')).statusCode).toBe(200);
    expect(await balanceOf(person.id)).toBe(1000);
    const moves = await ctx.database.db
      .select({ kind: pointsEntries.kind, amount: pointsEntries.amount, key: pointsEntries.key })
      .from(pointsEntries)
      .where(eq(pointsEntries.userId, person.id));
    expect(moves.filter((move) => move.kind !== 'credit')).toEqual([
      { kind: 'debit', amount: -440, key: `gift_order:${placed.id}:debit` },
      { kind: 'refund', amount: 440, key: `refund:gift_order:${placed.id}:debit` },
    ]);
  });

  it('refuses to confirm beyond the balance (409) and leaves the order new', async () => {
    const person = await personWith(100);
    const placed = await order(person);
    const refused = await operate(operator, placed.id, 'confirm');
    expect(refused.statusCode).toBe(409);
    const after = (await person.call(endpoints.order, { params: { id: placed.id } })).json<{
      data: GiftOrderDetails;
    }>().data;
    expect(after.status.code).toBe('registered');
    expect(await balanceOf(person.id)).toBe(100);
    // A deny of a never-debited order refunds nothing.
    expect((await operate(operator, placed.id, 'deny', 'Не хватает баллов')).statusCode).toBe(200);
    expect(await balanceOf(person.id)).toBe(100);
  });

  it('refuses the points currency to a person whose company does not use them', async () => {
    const person = await api.as();
    const response = await person.call(endpoints.createOrder, {
      body: {
        office_id: officeId,
        currency: 'PTS',
        product_items: [{ product_id: product.id, quantity: 1 }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.currency).toEqual([
      'Эта валюта вам недоступна',
    ]);
  });
});
