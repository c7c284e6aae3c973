import { defineEndpoints } from '../endpoint.ts';

/** Перевод сотрудников: the calls of docs/modules/transfers.md. */
export const transfersEndpoints = defineEndpoints('transfers', {});
