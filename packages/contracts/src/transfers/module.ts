import { defineContractsModule } from '../module.ts';

/** Перевод сотрудников: requests of the request engine (docs/modules/transfers.md). */
export const transfersContract = defineContractsModule({
  name: 'transfers',
  access: {},
});
