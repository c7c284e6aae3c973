import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GiftCurrencyInfo,
  GiftGroup,
  GiftProduct,
  GiftStock,
} from '@intranet/contracts/gift-shop/gift-shop';
import { giftShopEndpoints as endpoints } from '@intranet/contracts/gift-shop/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { buildCompany, buildOrganisation } from '../../../test/factories.ts';
import { buildFile, png } from '../files/files.factory.ts';
import { users } from '../users/users.schema.ts';
import { buildGiftGroup, buildGiftProduct } from './gift-shop.factory.ts';

const TODAY = '2026-03-04';

let ctx: TestContext;
let employee: Session;
let operator: Session;
let officeId: number;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  const api = await client(ctx);
  const db = ctx.database.db;
  officeId = (await buildOrganisation(db)).office.id;
  employee = await api.as();
  operator = await api.as('operator');
  await db.update(users).set({ officeId }).where(eq(users.id, employee.id));
});
afterAll(async () => ctx?.close());

const data = <T>(response: { json: <R>() => R }) => response.json<{ data: T }>().data;

describe('what a person orders from', () => {
  it('offers the four money currencies (points only where the company uses them)', async () => {
    const response = await employee.call(endpoints.currencies);
    expect(response.statusCode).toBe(200);
    expect(data<GiftCurrencyInfo[]>(response).map((currency) => currency.code)).toEqual([
      'RUB',
      'BYN',
      'KZT',
      'UAH',
    ]);
  });

  it('lists the groups open to the person and the products with prices and the stock at their office', async () => {
    const db = ctx.database.db;
    const open = await buildGiftGroup(db, { name: 'Открытая', position: 1 });
    const closed = await buildGiftGroup(db, {
      name: 'Чужая компания',
      companyIds: [(await buildCompany(db)).id],
    });
    const empty = await buildGiftGroup(db, { name: 'Пустая' });
    const pen = await buildGiftProduct(db, {
      groupId: open.id,
      name: 'Ручка',
      prices: { UAH: 9_900, RUB: 25_000 },
      stock: { [officeId]: 7 },
    });
    await buildGiftProduct(db, { groupId: open.id, name: 'Снятый', isActive: false });
    await buildGiftProduct(db, { groupId: closed.id, name: 'Недоступный' });
    const groups = data<GiftGroup[]>(await employee.call(endpoints.availableGroups));
    const ids = groups.map((group) => group.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(empty.id);
    expect(groups.find((group) => group.id === open.id)).toMatchObject({ product_count: 1, companies: [] });

    const page = await employee.call(endpoints.products, { query: { group_id: String(open.id) } });
    expect(page.statusCode).toBe(200);
    const products = page.json<{ data: GiftProduct[]; meta: { total: number } }>();
    expect(products.meta.total).toBe(1);
    expect(products.data[0]).toMatchObject({
      id: pen.id,
      stock: 7,
      prices: [
        { currency: 'RUB', amount: 25_000 },
        { currency: 'UAH', amount: 9_900 },
      ],
    });
    const all = await operator.call(endpoints.allProducts, { query: { group_id: String(open.id) } });
    expect(all.json<{ data: GiftProduct[] }>().data.map((product) => product.name)).toEqual([
      'Ручка',
      'Снятый',
    ]);
    expect((await employee.call(endpoints.products, { query: { group_id: 'x' } })).statusCode).toBe(400);
  });

  it('gives the order form the offices and whether the person keeps the shop', async () => {
    const mine = data<{ my_office_id: number; can_operate: boolean; offices: { id: number }[] }>(
      await employee.call(endpoints.options),
    );
    expect(mine).toMatchObject({ my_office_id: officeId, can_operate: false });
    expect(mine.offices.map((office) => office.id)).toContain(officeId);
    expect(data<{ can_operate: boolean }>(await operator.call(endpoints.options)).can_operate).toBe(true);
  });
});

describe('the operators keep the shop', () => {
  it('creates, changes and deletes a group with an uploaded image; 403 for an employee, 400 for bad input', async () => {
    const image = await buildFile(ctx, { name: 'group.png', content: await png(), owner: operator.user });
    const created = await operator.call(endpoints.createGroup, {
      body: { name: 'Подарки к празднику', position: 2, image_id: image.id, office_ids: [officeId] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = data<GiftGroup>(created);
    expect(group).toMatchObject({
      name: 'Подарки к празднику',
      image: { id: image.id },
      offices: [{ id: officeId }],
    });

    const text = await buildFile(ctx, {
      name: 'a.txt',
      content: Buffer.from('x'),
      type: 'text/plain',
      owner: operator.user,
    });
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'Группа', image_id: text.id }, 'image_id'],
      [{ name: 'Группа', office_ids: [999_999] }, 'office_ids'],
      [{ name: 'Группа', company_ids: [999_999] }, 'company_ids'],
    ];
    for (const [body, field] of cases) {
      const response = await operator.call(endpoints.createGroup, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    expect((await employee.call(endpoints.createGroup, { body: { name: 'Моя' } })).statusCode).toBe(403);
    expect((await employee.call(endpoints.groups)).statusCode).toBe(403);

    const updated = await operator.call(endpoints.updateGroup, {
      params: { id: group.id },
      body: { name: 'Новогодние подарки', position: 0 },
    });
    expect(data<GiftGroup>(updated)).toMatchObject({ name: 'Новогодние подарки', image: null, offices: [] });

    const product = await buildGiftProduct(ctx.database.db, { groupId: group.id });
    expect((await operator.call(endpoints.removeGroup, { params: { id: group.id } })).statusCode).toBe(409);
    expect((await operator.call(endpoints.removeProduct, { params: { id: product.id } })).statusCode).toBe(
      204,
    );
    expect((await operator.call(endpoints.removeGroup, { params: { id: group.id } })).statusCode).toBe(204);
    const groups = data<GiftGroup[]>(await operator.call(endpoints.groups));
    expect(groups.map((row) => row.id)).not.toContain(group.id);
    expect((await operator.call(endpoints.removeGroup, { params: { id: group.id } })).statusCode).toBe(404);
  });

  it('creates and changes a product with its prices; 403 for an employee, 400 for bad input', async () => {
    const group = await buildGiftGroup(ctx.database.db);
    const body = {
      group_id: group.id,
      name: 'Термос',
      description: 'Стальной, 0,5 л',
      prices: [
        { currency: 'RUB' as const, amount: 199_000 },
        { currency: 'PTS' as const, amount: 400 },
      ],
    };
    const created = await operator.call(endpoints.createProduct, { body });
    expect(created.statusCode, created.body).toBe(201);
    const product = data<GiftProduct>(created);
    expect(product).toMatchObject({ name: 'Термос', is_active: true, stock: 0 });
    expect(product.prices).toHaveLength(2);

    const updated = await operator.call(endpoints.updateProduct, {
      params: { id: product.id },
      body: { ...body, prices: [{ currency: 'KZT', amount: 1_000_000 }], is_active: false },
    });
    expect(data<GiftProduct>(updated)).toMatchObject({
      is_active: false,
      prices: [{ currency: 'KZT', amount: 1_000_000 }],
    });

    const bad: object[] = [
      { ...body, prices: [] },
      { ...body, prices: [{ currency: 'USD', amount: 1 }] },
      { ...body, prices: [{ currency: 'RUB', amount: -1 }] },
      { ...body, prices: [{ currency: 'RUB', amount: 1.5 }] },
      { ...body, prices: [body.prices[0], body.prices[0]] },
      { ...body, group_id: 999_999 },
    ];
    for (const input of bad)
      expect(
        (await operator.call(endpoints.createProduct, { body: input })).statusCode,
        JSON.stringify(input),
      ).toBe(400);
    expect((await employee.call(endpoints.createProduct, { body })).statusCode).toBe(403);
    expect((await employee.call(endpoints.removeProduct, { params: { id: product.id } })).statusCode).toBe(
      403,
    );
    expect((await operator.call(endpoints.updateProduct, { params: { id: 999_999 }, body })).statusCode).toBe(
      404,
    );
  });

  it('sets and adjusts the stock at an office, never below zero', async () => {
    const product = await buildGiftProduct(ctx.database.db, { name: 'Блокнот' });
    const target = { product_id: product.id, office_id: officeId };
    const set = await operator.call(endpoints.setStock, { body: { ...target, quantity: 5 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(data<GiftStock>(set)).toMatchObject({
      quantity: 5,
      product_name: 'Блокнот',
      office: { id: officeId },
    });
    const added = await operator.call(endpoints.adjustStock, { body: { ...target, delta: 3 } });
    expect(data<GiftStock>(added).quantity).toBe(8);
    const tooMuch = await operator.call(endpoints.adjustStock, { body: { ...target, delta: -9 } });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      'Остаток не может быть меньше нуля: в офисе 8 шт.',
    );
    const taken = await operator.call(endpoints.adjustStock, { body: { ...target, delta: -8 } });
    expect(data<GiftStock>(taken).quantity).toBe(0);

    const rows = data<GiftStock[]>(
      await operator.call(endpoints.stock, { query: { product_id: String(product.id) } }),
    );
    expect(rows).toEqual([expect.objectContaining({ quantity: 0 })]);
    expect((await operator.call(endpoints.setStock, { body: { ...target, quantity: -1 } })).statusCode).toBe(
      400,
    );
    expect(
      (await operator.call(endpoints.setStock, { body: { ...target, office_id: 999_999, quantity: 1 } }))
        .statusCode,
    ).toBe(400);
    expect((await operator.call(endpoints.adjustStock, { body: { ...target, delta: 0 } })).statusCode).toBe(
      400,
    );
    expect((await employee.call(endpoints.setStock, { body: { ...target, quantity: 1 } })).statusCode).toBe(
      403,
    );
    expect((await employee.call(endpoints.stock)).statusCode).toBe(403);
  });
});
