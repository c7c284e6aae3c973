import type { GiftCurrency } from '@intranet/contracts/gift-shop/gift-shop';
import type { Db } from '../../platform/db/database.ts';
import { giftGroups, giftProductPrices, giftProducts, giftStock } from './gift-shop.schema.ts';

let sequence = 0;

/** A group of the shop, open to everyone unless companies or offices are given. */
export async function buildGiftGroup(db: Db, values: Partial<typeof giftGroups.$inferInsert> = {}) {
  const [group] = await db
    .insert(giftGroups)
    .values({ name: `Группа ${++sequence}`, ...values })
    .returning();
  return group!;
}

/**
 * A product on sale with its prices (RUB 1 500,00 unless given) and, when `stock` is given, that many left
 * at each of its offices.
 */
export async function buildGiftProduct(
  db: Db,
  options: {
    groupId?: number;
    name?: string;
    prices?: Partial<Record<GiftCurrency, number>>;
    stock?: Record<number, number>;
    isActive?: boolean;
  } = {},
) {
  const groupId = options.groupId ?? (await buildGiftGroup(db)).id;
  const [product] = await db
    .insert(giftProducts)
    .values({
      groupId,
      name: options.name ?? `Товар ${++sequence}`,
      description: 'Описание товара',
      isActive: options.isActive ?? true,
    })
    .returning();
  const prices = Object.entries(options.prices ?? { RUB: 150_000 }) as [GiftCurrency, number][];
  await db
    .insert(giftProductPrices)
    .values(prices.map(([currency, amount]) => ({ productId: product!.id, currency, amount })));
  const stock = Object.entries(options.stock ?? {});
  if (stock.length)
    await db.insert(giftStock).values(
      stock.map(([officeId, quantity]) => ({
        productId: product!.id,
        officeId: Number(officeId),
        quantity,
      })),
    );
  return product!;
}
