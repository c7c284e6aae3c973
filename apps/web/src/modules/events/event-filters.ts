import type { EventFilterValues } from './events.api.ts';

/** The filters as the page keeps them in its query string, so a filtered view can be shared as a link. */
export function readFilters(params: URLSearchParams): EventFilterValues {
  const price = Number(params.get('price_max'));
  return {
    address: params.get('address') || undefined,
    type: params.get('type') || undefined,
    price_max: params.has('price_max') && Number.isFinite(price) && price >= 0 ? price : undefined,
    tag: params.get('tag') || undefined,
    mine: params.get('mine') === '1' || undefined,
  };
}

/** The query string with these filters (others, like the month, kept); empty values removed. */
export function writeFilters(params: URLSearchParams, filters: EventFilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof EventFilterValues, string | undefined> = {
    address: filters.address,
    type: filters.type,
    price_max: filters.price_max === undefined ? undefined : String(filters.price_max),
    tag: filters.tag,
    mine: filters.mine ? '1' : undefined,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  // A new filter starts the list from its first page.
  next.delete('page');
  return next;
}

export function hasFilters(filters: EventFilterValues): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}
