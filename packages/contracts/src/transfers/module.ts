import { defineContractsModule } from '../module.ts';

/** Staff transfers: requests of the request engine (docs/modules/transfers.md). */
export const transfersContract = defineContractsModule({
  name: 'transfers',
  access: {
    /** Follows the transfers they take part in. */
    transfers: 'everyone',
    /** Files a transfer (the list's `addable`). */
    'transfers.create': ['hr', 'admin', 'manager', 'department_manager'],
    /** Sees and handles every transfer. */
    'transfers.desk': ['hr', 'admin'],
  },
});
