import { defineServerModule } from '../../platform/modules/server-module.ts';
import { vacationAdminRoutes } from './vacation-admin.routes.ts';
import { VacationDocumentsService } from './vacation-documents.service.ts';
import { VacationPeopleService } from './vacation-people.service.ts';
import { VacationRemainingService } from './vacation-remaining.service.ts';
import { VacationSettingsService } from './vacation-settings.service.ts';
import { vacationRoutes } from './vacation.routes.ts';
import { VacationService } from './vacation.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    vacationPlanner: VacationService;
    vacationPeople: VacationPeopleService;
    vacationSettings: VacationSettingsService;
    vacationDocuments: VacationDocumentsService;
    vacationRemaining: VacationRemainingService;
  }
}

export const vacationModule = defineServerModule({
  name: 'vacation',
  // The vacation reports' demo (reports/) is laid here too: the TimeSheet's demo, listed later, leaves every
  // approved vacation day empty.
  demo: async () => {
    const [{ seedVacationDemo }, { seedVacationReportsDemo }, { seedVacationDocuments }] = await Promise.all([
      import('./vacation.demo.ts'),
      import('./reports/vacation-reports.demo.ts'),
      import('./vacation-documents.demo.ts'),
    ]);
    return {
      seed: async (db, { userIds, today }) => {
        await seedVacationDemo(db, userIds, today);
        await seedVacationReportsDemo(db, userIds, today);
      },
      fill: (db, storage) => seedVacationDocuments(db, storage),
    };
  },
  services: ({ db, clock }, { workCalendar, settings, notifications, directory, organisation, files }) => {
    const vacationPlanner = new VacationService(db, clock, workCalendar, settings, notifications);
    return {
      vacationPlanner,
      vacationPeople: new VacationPeopleService(db, clock, vacationPlanner, directory, organisation),
      vacationSettings: new VacationSettingsService(db, settings),
      vacationDocuments: new VacationDocumentsService(db, clock, files),
      vacationRemaining: new VacationRemainingService(db, directory, settings),
    };
  },
  routes: async (api, services, { clock, storage }) => {
    await api.register(vacationRoutes, {
      planner: services.vacationPlanner,
      people: services.vacationPeople,
      clock,
    });
    await api.register(vacationAdminRoutes, {
      settings: services.vacationSettings,
      documents: services.vacationDocuments,
      remaining: services.vacationRemaining,
      storage,
    });
  },
});
