import { defineContractsModule } from '../module.ts';

/** Визитные карточки: requests of the request engine (docs/modules/cards.md). */
export const cardsContract = defineContractsModule({
  name: 'cards',
  access: {},
});
