import { defineServerModule } from '../../platform/modules/server-module.ts';
import { PointsLedgerService } from './points.ledger.ts';
import { walletForPointsCompanies } from './points.policy.ts';
import { pointsRoutes } from './points.routes.ts';
import { PointsService } from './points.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    points: PointsService;
    pointsLedger: PointsLedgerService;
  }
}

/** Баллы (docs/modules/points.md): a ledger of credits and debits per person and its balance. */
export const pointsModule = defineServerModule({
  name: 'points',
  services: ({ db }) => {
    const points = new PointsService(db);
    return { points, pointsLedger: new PointsLedgerService(db, points) };
  },
  routes: (api, { pointsLedger }) => api.register(pointsRoutes, { ledger: pointsLedger }),
  access: [walletForPointsCompanies],
  demo: async () => {
    const { seedPointsDemo } = await import('./points.demo.ts');
    return { seed: (db, { today }) => seedPointsDemo(db, today) };
  },
});
