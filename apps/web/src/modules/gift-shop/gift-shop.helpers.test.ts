import { describe, expect, it } from 'vitest';
import { itemErrorsOf, priceOf, toMajor, toMinor } from './gift-shop.helpers.ts';

const sent = [
  { product_id: 4, name: 'Кружка' },
  { product_id: 9, name: 'Худи' },
];

describe('itemErrorsOf', () => {
  it('puts an indexed message next to the line sent at that index', () => {
    expect(itemErrorsOf({ 'product_items.1.quantity': ['Не больше 1000 шт.'] }, sent)).toEqual({
      byProduct: { 9: 'Не больше 1000 шт.' },
      general: [],
    });
  });

  it('finds the line by the product named in the message', () => {
    const text = 'Товара «Кружка» недостаточно: в офисе осталось 2 шт.';
    expect(itemErrorsOf({ product_items: [text] }, sent)).toEqual({ byProduct: { 4: text }, general: [] });
  });

  it('keeps a message about no line for above the list', () => {
    expect(itemErrorsOf({ office_id: ['Офис не найден'] }, sent)).toEqual({
      byProduct: {},
      general: ['Офис не найден'],
    });
    expect(itemErrorsOf(undefined, sent)).toEqual({ byProduct: {}, general: [] });
  });
});

describe('priceOf', () => {
  it('reads the price in the currency, or nothing', () => {
    const product = { prices: [{ currency: 'RUB' as const, amount: 150000 }] };
    expect(priceOf(product, 'RUB')).toBe(150000);
    expect(priceOf(product, 'KZT')).toBeUndefined();
  });
});

describe('toMajor / toMinor', () => {
  it('converts roubles with kopecks and whole points exactly', () => {
    expect(toMinor(1234.56, 'RUB')).toBe(123456);
    expect(toMinor(0.1 + 0.2, 'RUB')).toBe(30);
    expect(toMajor(123456, 'RUB')).toBe(1234.56);
    expect(toMinor(120, 'PTS')).toBe(120);
    expect(toMajor(120, 'PTS')).toBe(120);
  });
});
