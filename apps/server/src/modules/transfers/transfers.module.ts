import { defineServerModule } from '../../platform/modules/server-module.ts';

/** Перевод сотрудников (docs/modules/transfers.md): requests of the request engine with their own fields. */
export const transfersModule = defineServerModule({
  name: 'transfers',
});
