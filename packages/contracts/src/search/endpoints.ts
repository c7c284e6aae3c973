import { defineEndpoints } from '../endpoint.ts';
import { searchQuerySchema, searchResponseSchema } from './search.ts';

/** The search over people and content (docs/modules/search.md). */
export const searchEndpoints = defineEndpoints('search', {
  search: {
    method: 'GET',
    path: '/esearch',
    summary: 'Поиск по сотрудникам и содержимому, по группам',
    query: searchQuerySchema,
    response: searchResponseSchema,
  },
});
