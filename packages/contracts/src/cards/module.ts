import { defineContractsModule } from '../module.ts';

/** Business cards: requests of the request engine (docs/modules/cards.md). */
export const cardsContract = defineContractsModule({
  name: 'cards',
  access: {
    /** Orders business cards and follows the orders. */
    cards: 'everyone',
    /** The assistants' desk: every order, the print-ready files, the shared work positions. */
    'cards.desk': ['assistant', 'admin'],
  },
});
