import { defineServerModule } from '../../../platform/modules/server-module.ts';
import { vacationReportsRoutes } from './reports.routes.ts';
import { VacationReportsService } from './reports.service.ts';

declare module '../../../platform/modules/server-module.ts' {
  interface Services {
    vacationReports: VacationReportsService;
  }
}

/**
 * Vacation reports (docs/modules/vacation-reports.md): a module of its own beside the planner, reading its
 * tables.
 */
export const vacationReportsModule = defineServerModule({
  name: 'vacation-reports',
  // Heavy reads: off the primary when a read replica is configured (docs/operations.md).
  services: ({ readDb }, { settings }) => ({ vacationReports: new VacationReportsService(readDb, settings) }),
  routes: async (api, services, { clock }) => {
    await api.register(vacationReportsRoutes, { reports: services.vacationReports, clock });
  },
});
