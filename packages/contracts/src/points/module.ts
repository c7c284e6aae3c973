import { defineContractsModule } from '../module.ts';

/** The points wallet: a ledger of credits and debits per person (docs/modules/points.md). */
export const pointsContract = defineContractsModule({
  name: 'points',
  access: {
    /** Sees their own balance and ledger (when their company uses points). */
    points: 'everyone',
    /** Grants points (anniversaries, events, thanks) and reads everyone's ledger. */
    'points.grant': ['hr', 'admin'],
  },
});
