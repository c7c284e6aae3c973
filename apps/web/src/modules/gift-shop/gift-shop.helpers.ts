import {
  GIFT_CURRENCIES,
  type GiftCurrency,
  type GiftProduct,
} from '@intranet/contracts/gift-shop/gift-shop';
import type { FieldErrors } from '../../api/api-error.ts';

/** A line sent to the server (the cart's or the order's). */
export interface ItemLine {
  product_id: number;
  name: string;
}

/** The 400's messages split by item: those under an item go next to it, the rest above the list. */
export interface ItemErrors {
  byProduct: Record<number, string>;
  general: string[];
}

/**
 * Where each message of a 400 on `product_items` belongs: a key `product_items.<index>…` names the line sent at
 * that index; otherwise a message naming a product («Товар «Кружка» закончился…») goes to that product's line.
 */
export function itemErrorsOf(errors: FieldErrors | undefined, sent: readonly ItemLine[]): ItemErrors {
  const result: ItemErrors = { byProduct: {}, general: [] };
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const index = /^product_items\.(\d+)/.exec(key)?.[1];
    for (const message of messages) {
      const line =
        (index !== undefined ? sent[Number(index)] : undefined) ??
        sent.find((item) => message.includes(`«${item.name}»`));
      if (line) result.byProduct[line.product_id] = message;
      else if (!result.general.includes(message)) result.general.push(message);
    }
  }
  return result;
}

/** The product's price in the currency, minor units; undefined when it is not sold in it. */
export function priceOf(product: Pick<GiftProduct, 'prices'>, currency: GiftCurrency): number | undefined {
  return product.prices.find((price) => price.currency === currency)?.amount;
}

/** Minor units → the number an operator types (roubles with kopecks, whole points). */
export function toMajor(amount: number, currency: GiftCurrency): number {
  return amount / 10 ** GIFT_CURRENCIES[currency].minor_digits;
}

/** What an operator typed → minor units, rounded to the currency's smallest unit. */
export function toMinor(value: number, currency: GiftCurrency): number {
  return Math.round(value * 10 ** GIFT_CURRENCIES[currency].minor_digits);
}
