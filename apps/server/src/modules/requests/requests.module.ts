import { defineServerModule } from '../../platform/modules/server-module.ts';
import { statusEntryNotices } from './requests.notify.ts';
import { REMINDERS_QUEUE, RequestReminders } from './requests.reminders.ts';
import { RequestsDesk } from './requests.desk.ts';
import { requestsRoutes } from './requests.routes.ts';
import { RequestsService } from './requests.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    requests: RequestsService;
    requestReminders: RequestReminders;
    requestsDesk: RequestsDesk;
  }
}

export const requestsModule = defineServerModule({
  name: 'requests',
  services: ({ db, database, clock, jobs, mail, publicUrl }, { settings, workCalendar, notifications }) => {
    const requests = new RequestsService(db, clock, settings, workCalendar, database);
    const notices = { db, notifications, mail, publicUrl };
    // Every status entry, creation included, tells the new assignees and the author (requests.notify.ts).
    requests.onStatusEntry.push(statusEntryNotices({ ...notices, catalog: requests.catalog }));
    const requestReminders = new RequestReminders(db, requests, notices);
    // Overdue requests remind their assignees once a working day; the run itself keeps it to once a day.
    jobs.daily({
      name: REMINDERS_QUEUE,
      handle: async () => {
        await requestReminders.run();
      },
    });
    return { requests, requestReminders, requestsDesk: new RequestsDesk(db, requests, clock) };
  },
  routes: (api, { requests, requestsDesk }) => api.register(requestsRoutes, { requests, requestsDesk }),
  demo: async () => {
    const { seedRequestsDemo } = await import('./requests.demo.ts');
    return { seed: (db, people) => seedRequestsDemo(db, people) };
  },
});
