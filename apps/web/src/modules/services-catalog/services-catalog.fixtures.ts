import type {
  CatalogService,
  CatalogServiceDetails,
} from '@intranet/contracts/services-catalog/services-catalog';

/** A service as the lists send it; tests change what they look at. */
export function catalogService(values: Partial<CatalogService> = {}): CatalogService {
  return {
    id: 5,
    name: 'Выпуск электронной подписи',
    short_description: 'Квалифицированная подпись для работы с госорганами',
    groups_ids: [2],
    regions: [{ id: 1, name: 'Россия', kind: 'country' }],
    consumers: [],
    classifier_values: [],
    request_path: null,
    likes_count: 3,
    is_liked: false,
    updated_at: '2026-03-04T09:00:00.000Z',
    ...values,
  };
}

export function catalogServiceDetails(values: Partial<CatalogServiceDetails> = {}): CatalogServiceDetails {
  return {
    ...catalogService(),
    full_description: 'Подпись выпускается за два рабочих дня.',
    contacts: [],
    abilities: { update: false, delete: false },
    ...values,
  };
}

/** A list envelope of one page. */
export function pageOf<T>(data: T[]) {
  return {
    data,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, last_page: 1, per_page: 24, total: data.length },
  };
}
