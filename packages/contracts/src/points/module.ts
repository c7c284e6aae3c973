import { defineContractsModule } from '../module.ts';

/** The points wallet: a ledger of credits and debits per person (docs/modules/points.md). */
export const pointsContract = defineContractsModule({
  name: 'points',
  access: {
    /** Reads their own balance and ledger (the calls answer `enabled: false` when their company has no points). */
    points: 'everyone',
    /**
     * The wallet's screen and tile: no role opens it; the server's access condition opens it for people whose
     * company uses points (apps/server/src/modules/points/points.policy.ts). Granters see it through `points.grant`.
     */
    'points.wallet': [],
    /** Grants points (anniversaries, events, thanks), reads everyone's ledger and switches companies on/off. */
    'points.grant': ['hr', 'admin'],
  },
});
