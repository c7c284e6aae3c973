import { defineEndpoints } from '../endpoint.ts';

/** Визитные карточки: the calls of docs/modules/cards.md. */
export const cardsEndpoints = defineEndpoints('cards', {});
