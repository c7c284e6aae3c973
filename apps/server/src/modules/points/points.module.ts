import { defineServerModule } from '../../platform/modules/server-module.ts';
import { PointsService } from './points.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    points: PointsService;
  }
}

/** Баллы (docs/modules/points.md): a ledger of credits and debits per person and its balance. */
export const pointsModule = defineServerModule({
  name: 'points',
  services: ({ db }) => ({ points: new PointsService(db) }),
});
