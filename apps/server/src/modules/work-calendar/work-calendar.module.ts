import { defineServerModule } from '../../platform/modules/server-module.ts';
import { workCalendarRoutes } from './work-calendar.routes.ts';
import { WorkCalendarService } from './work-calendar.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    workCalendar: WorkCalendarService;
  }
}

export const workCalendarModule = defineServerModule({
  name: 'work-calendar',
  services: ({ db }) => ({ workCalendar: new WorkCalendarService(db) }),
  routes: (api, { workCalendar }, { clock }) =>
    api.register(workCalendarRoutes, { calendar: workCalendar, clock }),
});
