import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftOrder, GiftOrderCreate, GiftOrderDetails } from '@intranet/contracts/gift-shop/gift-shop';
import { giftShopEndpoints as endpoints } from '@intranet/contracts/gift-shop/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildOrganisation } from '../../../test/factories.ts';
import { users } from '../users/users.schema.ts';
import { buildGiftGroup, buildGiftProduct } from './gift-shop.factory.ts';
import { giftStock } from './gift-shop.schema.ts';

const TODAY = '2026-03-04';

let ctx: TestContext;
let api: ApiClient;
let author: Session;
let other: Session;
let operator: Session;
let officeId: number;
let vase: { id: number };
let mug: { id: number };

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  const db = ctx.database.db;
  officeId = (await buildOrganisation(db)).office.id;
  author = await api.as();
  other = await api.as();
  operator = await api.as('operator');
  await db.update(users).set({ officeId }).where(eq(users.id, author.id));
  const group = await buildGiftGroup(db, { name: 'Сувениры' });
  vase = await buildGiftProduct(db, {
    groupId: group.id,
    name: 'Ваза',
    prices: { RUB: 250_050, KZT: 1_500_000 },
    stock: { [officeId]: 10 },
  });
  mug = await buildGiftProduct(db, { groupId: group.id, name: 'Кружка', stock: { [officeId]: 3 } });
});
afterAll(async () => ctx?.close());

const body = (values: Partial<GiftOrderCreate> = {}): GiftOrderCreate => ({
  office_id: officeId,
  currency: 'RUB',
  product_items: [
    { product_id: vase.id, quantity: 2 },
    { product_id: mug.id, quantity: 1 },
  ],
  ...values,
});

async function create(session: Session = author, values: Partial<GiftOrderCreate> = {}) {
  const response = await session.call(endpoints.createOrder, { body: body(values) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: GiftOrderDetails }>().data;
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ quantity: giftStock.quantity })
    .from(giftStock)
    .where(and(eq(giftStock.productId, productId), eq(giftStock.officeId, officeId)));
  return row?.quantity ?? 0;
}

const operate = (session: Session, id: number, operation: string, comment?: string) =>
  session.call(endpoints.operate, { params: { id, operation }, body: comment ? { comment } : {} });

describe('placing an order', () => {
  it('reserves the stock, prices the lines from the stored prices and offers the operators confirm and deny', async () => {
    const [vaseBefore, mugBefore] = [await stockOf(vase.id), await stockOf(mug.id)];
    const order = await create();
    expect(order).toMatchObject({
      status: { code: 'registered' },
      currency: 'RUB',
      office: { id: officeId },
      total: 2 * 250_050 + 150_000,
      can_edit: true,
      can_delete: true,
      abilities: { cancel: true, confirm: false },
    });
    expect(order.items.map((item) => [item.name, item.quantity, item.price])).toEqual([
      ['Ваза', 2, 250_050],
      ['Кружка', 1, 150_000],
    ]);
    expect(order.history.map((step) => step.action)).toEqual(['create']);
    expect([await stockOf(vase.id), await stockOf(mug.id)]).toEqual([vaseBefore - 2, mugBefore - 1]);

    const seen = (await operator.call(endpoints.order, { params: { id: order.id } })).json<{
      data: GiftOrderDetails;
    }>().data;
    expect(seen.actions.map((action) => action.code)).toEqual(['confirm', 'deny']);
    expect(seen.can_edit).toBe(false);
    await operate(author, order.id, 'cancel');
  });

  it('refuses bad lines with 400 naming the product and what is left, and writes nothing', async () => {
    const left = await stockOf(mug.id);
    const cases: [Partial<GiftOrderCreate>, string][] = [
      [{ product_items: [{ product_id: mug.id, quantity: 0 }] }, 'Количество должно быть больше нуля'],
      [
        { product_items: [{ product_id: mug.id, quantity: left + 1 }] },
        `Товара «Кружка» недостаточно: в офисе осталось ${left} шт.`,
      ],
      [{ product_items: [] }, 'Добавьте в заказ хотя бы один товар'],
      [{ currency: 'BYN' }, 'У товара «Ваза» нет цены в валюте «Белорусский рубль»'],
      [{ currency: 'PTS' }, 'Эта валюта вам недоступна'],
      [{ office_id: 999_999 }, 'Офис не найден'],
      [{ product_items: [{ product_id: 999_999, quantity: 1 }] }, 'Товар не найден'],
    ];
    for (const [values, message] of cases) {
      const response = await author.call(endpoints.createOrder, { body: body(values) });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(values)).toContain(message);
    }
    const mine = (await author.call(endpoints.myOrders)).json<{ data: GiftOrder[] }>().data;
    expect(mine.filter((order) => order.status.code === 'registered')).toEqual([]);
    expect(await stockOf(mug.id)).toBe(left);
  });

  it('refuses a product of a group closed to the person', async () => {
    const db = ctx.database.db;
    const closed = await buildGiftGroup(db, { officeIds: [officeId] });
    const hidden = await buildGiftProduct(db, {
      groupId: closed.id,
      name: 'Только для офиса',
      stock: { [officeId]: 5 },
    });
    const away = await api.as();
    const response = await away.call(endpoints.createOrder, {
      body: body({ product_items: [{ product_id: hidden.id, quantity: 1 }] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Товар «Только для офиса» недоступен для заказа',
    );
    const groups = (await away.call(endpoints.availableGroups)).json<{ data: { id: number }[] }>().data;
    expect(groups.map((group) => group.id)).not.toContain(closed.id);
    const mine = (await author.call(endpoints.availableGroups)).json<{ data: { id: number }[] }>().data;
    expect(mine.map((group) => group.id)).toContain(closed.id);
  });
});

describe('changing an order', () => {
  it('lets the author change the lines while new, moving the stock by the difference', async () => {
    const order = await create();
    const vaseLeft = await stockOf(vase.id);
    const response = await author.call(endpoints.editOrder, {
      params: { id: order.id },
      body: { product_items: [{ product_id: vase.id, quantity: 5 }], updated_at: order.updated_at },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<{ data: GiftOrderDetails }>().data;
    expect(edited.items.map((item) => [item.product_id, item.quantity])).toEqual([[vase.id, 5]]);
    expect(edited.total).toBe(5 * 250_050);
    expect(edited.history.at(-1)).toMatchObject({ action: 'edit' });
    expect(await stockOf(vase.id)).toBe(vaseLeft - 3);

    const stale = await author.call(endpoints.editOrder, {
      params: { id: order.id },
      body: { product_items: [{ product_id: vase.id, quantity: 1 }], updated_at: order.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    const stranger = await other.call(endpoints.editOrder, {
      params: { id: order.id },
      body: { product_items: [{ product_id: vase.id, quantity: 1 }] },
    });
    expect(stranger.statusCode).toBe(404);
    const byOperator = await operator.call(endpoints.editOrder, {
      params: { id: order.id },
      body: { product_items: [{ product_id: vase.id, quantity: 1 }] },
    });
    expect(byOperator.statusCode).toBe(403);
    await operate(author, order.id, 'cancel');
  });

  it('refuses an edit and a delete once the order is confirmed (409)', async () => {
    const order = await create();
    expect((await operate(operator, order.id, 'confirm')).statusCode).toBe(200);
    const edit = await author.call(endpoints.editOrder, {
      params: { id: order.id },
      body: { product_items: [{ product_id: vase.id, quantity: 1 }] },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ message: string }>().message).toBe(
      'Заказ уже обработан: изменить или удалить его нельзя',
    );
    expect((await author.call(endpoints.removeOrder, { params: { id: order.id } })).statusCode).toBe(409);
  });

  it('deletes a new order of its author and returns the stock', async () => {
    const before = await stockOf(mug.id);
    const order = await create();
    expect(await stockOf(mug.id)).toBe(before - 1);
    expect((await operator.call(endpoints.removeOrder, { params: { id: order.id } })).statusCode).toBe(403);
    expect((await other.call(endpoints.removeOrder, { params: { id: order.id } })).statusCode).toBe(404);
    expect((await author.call(endpoints.removeOrder, { params: { id: order.id } })).statusCode).toBe(204);
    expect(await stockOf(mug.id)).toBe(before);
    expect((await author.call(endpoints.order, { params: { id: order.id } })).statusCode).toBe(404);
  });
});

describe('operations', () => {
  it('runs confirm, underway, complete by the operators with history', async () => {
    const order = await create();
    expect((await operate(author, order.id, 'confirm')).statusCode).toBe(403);
    expect((await operate(operator, order.id, 'underway')).statusCode).toBe(409);
    expect((await operate(operator, order.id, 'confirm')).statusCode).toBe(200);
    expect((await operate(operator, order.id, 'underway')).statusCode).toBe(200);
    const done = await operate(operator, order.id, 'complete');
    expect(done.statusCode).toBe(200);
    const completed = done.json<{ data: GiftOrderDetails }>().data;
    expect(completed.status.code).toBe('completed');
    expect(completed.history.map((step) => step.action)).toEqual([
      'create',
      'confirm',
      'underway',
      'complete',
    ]);
    expect((await operate(author, order.id, 'cancel')).statusCode).toBe(409);
    // Another operator who did not handle it still reads it, without buttons.
    const colleague = await api.as('operator');
    const seen = await colleague.call(endpoints.order, { params: { id: order.id } });
    expect(seen.statusCode).toBe(200);
    const read = seen.json<{ data: GiftOrderDetails }>().data;
    expect(read.actions).toEqual([]);
    expect(read.history.map((step) => step.action)).toEqual(['create', 'confirm', 'underway', 'complete']);
  });

  it('requires a comment to deny, and deny gives the stock back', async () => {
    const before = await stockOf(vase.id);
    const order = await create();
    const bare = await operate(operator, order.id, 'deny');
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ errors: Record<string, string[]> }>().errors.comment).toEqual(['Укажите комментарий']);
    const denied = await operate(operator, order.id, 'deny', 'Нет в наличии');
    expect(denied.statusCode).toBe(200);
    expect(denied.json<{ data: GiftOrderDetails }>().data.status.code).toBe('rejected');
    expect(await stockOf(vase.id)).toBe(before);
  });

  it('lets the author cancel a confirmed order and gives the stock back once', async () => {
    const before = await stockOf(mug.id);
    const order = await create();
    await operate(operator, order.id, 'confirm');
    expect((await operate(other, order.id, 'cancel')).statusCode).toBe(403);
    expect((await operate(author, order.id, 'cancel')).statusCode).toBe(200);
    expect(await stockOf(mug.id)).toBe(before);
    expect((await operate(author, order.id, 'cancel')).statusCode).toBe(409);
    expect(await stockOf(mug.id)).toBe(before);
  });

  it('answers 400 for an unknown operation and 404 for an unknown order', async () => {
    const order = await create();
    expect((await operate(operator, order.id, 'approve')).statusCode).toBe(400);
    expect((await operate(operator, 999_999, 'confirm')).statusCode).toBe(404);
    await operate(author, order.id, 'cancel');
  });
});

describe('lists', () => {
  it('lists my orders to me and every order to the operators, filtered by status', async () => {
    const order = await create(other);
    const mine = (await other.call(endpoints.myOrders)).json<{ data: GiftOrder[] }>().data;
    expect(mine.map((row) => row.id)).toEqual([order.id]);
    expect((await author.call(endpoints.allOrders)).statusCode).toBe(403);
    const all = await operator.call(endpoints.allOrders, {
      query: { status: 'registered', per_page: '100' },
    });
    expect(all.statusCode).toBe(200);
    const rows = all.json<{ data: GiftOrder[] }>().data;
    expect(rows.map((row) => row.id)).toContain(order.id);
    expect(rows.every((row) => row.status.code === 'registered')).toBe(true);
    expect(
      (await operator.call(endpoints.allOrders, { query: { status: 'nope' as never } })).statusCode,
    ).toBe(400);
    await operate(other, order.id, 'cancel');
  });
});
