import { defineServerModule } from '../../platform/modules/server-module.ts';
import { completedTransferHook } from './transfers.apply.ts';
import { transfersRoutes } from './transfers.routes.ts';
import { TransfersService } from './transfers.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    transfers: TransfersService;
  }
}

/** Перевод сотрудников (docs/modules/transfers.md): requests of the request engine with their own fields. */
export const transfersModule = defineServerModule({
  name: 'transfers',
  services: ({ db, clock, storage }, { requests, workConditions }) => {
    // A completed transfer schedules its people's new positions in work conditions, in the step's transaction.
    requests.onStatusEntry.push(completedTransferHook({ db, clock, workConditions }));
    return { transfers: new TransfersService(db, requests, storage) };
  },
  routes: (api, { transfers, files }) => api.register(transfersRoutes, { transfers, files }),
  demo: async () => {
    const { seedTransfersDemo } = await import('./transfers.demo.ts');
    return { seed: (db, people) => seedTransfersDemo(db, people) };
  },
});
