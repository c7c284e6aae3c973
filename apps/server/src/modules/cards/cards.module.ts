import { defineServerModule } from '../../platform/modules/server-module.ts';

/** Визитные карточки (docs/modules/cards.md): requests of the request engine with their own fields. */
export const cardsModule = defineServerModule({
  name: 'cards',
});
