import { defineServerModule } from '../../platform/modules/server-module.ts';
import { WorkConditionsReportService } from './work-conditions-report.service.ts';
import { workConditionsRoutes } from './work-conditions.routes.ts';
import { WC_APPLY_QUEUE, WorkConditionsService } from './work-conditions.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    workConditions: WorkConditionsService;
    workConditionsReport: WorkConditionsReportService;
  }
}

/**
 * Work conditions (docs/modules/work-conditions.md): positions per person with dated history, the report,
 * parameters.
 */
export const workConditionsModule = defineServerModule({
  name: 'work-conditions',
  demo: async () => {
    const { seedWorkConditionsDemo } = await import('./work-conditions.demo.ts');
    return { seed: (db, { userIds, today }) => seedWorkConditionsDemo(db, userIds, today) };
  },
  services: ({ db, clock, jobs }) => {
    const workConditions = new WorkConditionsService(db, clock, jobs);
    // A change dated ahead is applied on its day (reads apply due changes too, should the job be missed).
    jobs.task<{ day: string }>({
      name: WC_APPLY_QUEUE,
      handle: async () => {
        await workConditions.applyDue();
      },
    });
    return {
      workConditions,
      workConditionsReport: new WorkConditionsReportService(db, clock, workConditions),
    };
  },
  routes: (api, services) =>
    api.register(workConditionsRoutes, {
      positions: services.workConditions,
      report: services.workConditionsReport,
    }),
});
