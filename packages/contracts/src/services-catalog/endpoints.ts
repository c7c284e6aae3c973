import { defineEndpoints } from '../endpoint.ts';

/** Каталог сервисов: the calls of docs/modules/services-catalog.md. */
export const servicesCatalogEndpoints = defineEndpoints('services-catalog', {});
