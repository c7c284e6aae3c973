import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  GIFT_SHOP_TEXTS,
  noPriceText,
  outOfStockText,
  productUnavailableText,
  type GiftCurrency,
} from '@intranet/contracts/gift-shop/gift-shop';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import {
  giftGroups,
  giftOrderItems,
  giftOrders,
  giftProductPrices,
  giftProducts,
  giftStock,
} from './gift-shop.schema.ts';
import { groupOpenTo, type Orderer } from './gift-shop.queries.ts';

/** A line as the order asks for it. */
export interface ItemRequest {
  product_id: number;
  quantity: number;
}

/**
 * Locks the stock rows of `productIds` at the office (`FOR UPDATE`, in product order, so two orders of the
 * same products queue instead of deadlocking) and returns what is left of each; a missing row is 0.
 */
async function lockStock(db: Db, officeId: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: giftStock.productId, quantity: giftStock.quantity })
    .from(giftStock)
    .where(and(eq(giftStock.officeId, officeId), inArray(giftStock.productId, productIds)))
    .orderBy(asc(giftStock.productId))
    .for('update');
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

/** Adds `delta` to a product's stock at an office (creating the row); the caller holds the row's lock. */
async function moveStock(db: Db, productId: number, officeId: number, delta: number) {
  if (delta === 0) return;
  // A take is from a row the caller locked; the insert's own row would fail the check before its conflict.
  if (delta < 0) {
    await db
      .update(giftStock)
      .set({ quantity: sql`${giftStock.quantity} + ${delta}` })
      .where(and(eq(giftStock.productId, productId), eq(giftStock.officeId, officeId)));
    return;
  }
  await db
    .insert(giftStock)
    .values({ productId, officeId, quantity: delta })
    .onConflictDoUpdate({
      target: [giftStock.productId, giftStock.officeId],
      set: { quantity: sql`${giftStock.quantity} + ${delta}` },
    });
}

/**
 * Writes an order's lines and reserves their stock, in the caller's transaction: every product must be live,
 * in a group open to the person, priced in the order's currency and left at the office in the quantity asked
 * (beyond what this order already holds, `held`). A refusal is a 400 on the line, naming the product and what
 * is left. The unit prices are the products' current ones. Returns the lines before and after for the history.
 */
export async function reserveItems(
  db: Db,
  order: { requestId: number; officeId: number; currency: GiftCurrency },
  orderer: Orderer,
  items: readonly ItemRequest[],
): Promise<{ before: ItemRequest[]; after: ItemRequest[] }> {
  const held = await db
    .select({ product_id: giftOrderItems.productId, quantity: giftOrderItems.quantity })
    .from(giftOrderItems)
    .where(eq(giftOrderItems.requestId, order.requestId))
    .orderBy(asc(giftOrderItems.productId));
  const heldOf = new Map(held.map((line) => [line.product_id, line.quantity]));
  const ids = items.map((item) => item.product_id);
  const products = ids.length
    ? await db
        .select({
          id: giftProducts.id,
          name: giftProducts.name,
          isActive: giftProducts.isActive,
          groupDeleted: sql<boolean>`${giftGroups.deletedAt} is not null`.mapWith(Boolean),
          open: groupOpenTo(orderer),
          price: giftProductPrices.amount,
        })
        .from(giftProducts)
        .innerJoin(giftGroups, eq(giftGroups.id, giftProducts.groupId))
        .leftJoin(
          giftProductPrices,
          and(
            eq(giftProductPrices.productId, giftProducts.id),
            eq(giftProductPrices.currency, order.currency),
          ),
        )
        .where(and(inArray(giftProducts.id, ids), isNull(giftProducts.deletedAt)))
    : [];
  const byId = new Map(products.map((product) => [product.id, product]));
  items.forEach((item, index) => {
    const product = byId.get(item.product_id);
    const field = `product_items.${index}.product_id`;
    if (!product) throw fieldError(field, GIFT_SHOP_TEXTS.productNotFound);
    if (!product.isActive || !product.open || product.groupDeleted)
      throw fieldError(field, productUnavailableText(product.name));
    if (product.price === null) throw fieldError(field, noPriceText(product.name, order.currency));
  });
  const involved = [...new Set([...ids, ...heldOf.keys()])].sort((a, b) => a - b);
  const left = await lockStock(db, order.officeId, involved);
  items.forEach((item, index) => {
    const mine = heldOf.get(item.product_id) ?? 0;
    const available = (left.get(item.product_id) ?? 0) + mine;
    if (item.quantity > available)
      throw fieldError(
        `product_items.${index}.quantity`,
        outOfStockText(byId.get(item.product_id)!.name, available),
      );
  });
  const wanted = new Map(items.map((item) => [item.product_id, item.quantity]));
  for (const productId of involved)
    await moveStock(
      db,
      productId,
      order.officeId,
      (heldOf.get(productId) ?? 0) - (wanted.get(productId) ?? 0),
    );
  await db.delete(giftOrderItems).where(eq(giftOrderItems.requestId, order.requestId));
  await db.insert(giftOrderItems).values(
    items.map((item) => ({
      requestId: order.requestId,
      productId: item.product_id,
      quantity: item.quantity,
      price: byId.get(item.product_id)!.price!,
    })),
  );
  return { before: held, after: [...items].sort((a, b) => a.product_id - b.product_id) };
}

/**
 * Gives an order's stock back to its office, once (`reserved`), in the caller's transaction: a deny, a
 * cancel or a delete. The order's row is locked first, as every writer of the order does.
 */
export async function releaseItems(db: Db, requestId: number): Promise<void> {
  const [order] = await db
    .select({ officeId: giftOrders.officeId, reserved: giftOrders.reserved })
    .from(giftOrders)
    .where(eq(giftOrders.requestId, requestId))
    .for('update');
  if (!order?.reserved) return;
  const lines = await db
    .select({ productId: giftOrderItems.productId, quantity: giftOrderItems.quantity })
    .from(giftOrderItems)
    .where(eq(giftOrderItems.requestId, requestId))
    .orderBy(asc(giftOrderItems.productId));
  await lockStock(
    db,
    order.officeId,
    lines.map((line) => line.productId),
  );
  for (const line of lines) await moveStock(db, line.productId, order.officeId, line.quantity);
  await db.update(giftOrders).set({ reserved: false }).where(eq(giftOrders.requestId, requestId));
}

/** PUT /gift-shop/stock and POST /gift-shop/stock/adjust: under the row's lock, never below zero. */
export async function writeStock(
  db: Db,
  productId: number,
  officeId: number,
  change: { set: number } | { add: number },
): Promise<number> {
  const left = (await lockStock(db, officeId, [productId])).get(productId) ?? 0;
  const next = 'set' in change ? change.set : left + change.add;
  if (next < 0) throw fieldError('delta', `${GIFT_SHOP_TEXTS.stockNegative}: в офисе ${left} шт.`);
  await moveStock(db, productId, officeId, next - left);
  return next;
}
