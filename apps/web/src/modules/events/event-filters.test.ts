import { describe, expect, it } from 'vitest';
import { seatsText } from './components/EventBits.tsx';
import { hasFilters, readFilters, writeFilters } from './event-filters.ts';

describe('filters in the address', () => {
  it('reads what is set and ignores nonsense', () => {
    const params = new URLSearchParams('address=Минск&price_max=500&mine=1&type=&month=2026-03');
    expect(readFilters(params)).toEqual({
      address: 'Минск',
      type: undefined,
      price_max: 500,
      tag: undefined,
      mine: true,
    });
    expect(readFilters(new URLSearchParams('price_max=много')).price_max).toBeUndefined();
  });

  it('writes the filters, keeps the month, drops empty values and the page', () => {
    const next = writeFilters(new URLSearchParams('month=2026-03&page=3&tag=Спорт'), {
      type: 'Митап',
      price_max: 0,
    });
    expect(Object.fromEntries(next)).toEqual({ month: '2026-03', type: 'Митап', price_max: '0' });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ mine: true })).toBe(true);
  });
});

describe('seatsText', () => {
  it('says how many seats are left, that none are, or that there is no limit', () => {
    expect(seatsText({ capacity: 40, registered: 19, requested: 0, free_places: 21 })).toBe(
      'Свободно 21 место из 40',
    );
    expect(seatsText({ capacity: 5, registered: 5, requested: 3, free_places: 0 })).toBe(
      'Мест нет, в листе ожидания 3',
    );
    expect(seatsText({ capacity: null, registered: 0, requested: 0, free_places: null })).toBe(
      'Без ограничения мест',
    );
    expect(seatsText({ capacity: null, registered: 2, requested: 0, free_places: null })).toBe(
      'Записались 2 человека',
    );
  });
});
