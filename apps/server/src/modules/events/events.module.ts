import { defineServerModule } from '../../platform/modules/server-module.ts';
import { EventCalendarService } from './event-calendar.service.ts';
import { eventCalendarRoutes } from './event-calendar.routes.ts';
import { EventMembersService } from './event-members.service.ts';
import { EventSeats } from './event-seats.ts';
import { eventsRoutes } from './events.routes.ts';
import { EventsService } from './events.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    events: EventsService;
    eventMembers: EventMembersService;
    eventCalendar: EventCalendarService;
  }
}

/** Events: calendar, registration with a waiting list, organisers' writes, .ics files and feeds. */
export const eventsModule = defineServerModule({
  name: 'events',
  demo: async () => {
    const { seedEventsDemo } = await import('./events.demo.ts');
    return { fill: (db, storage) => seedEventsDemo(db, storage) };
  },
  services: ({ db, clock }, { settings, tags, search, files, notifications, social }) => {
    const seats = new EventSeats(db, notifications);
    const events = new EventsService(db, clock, settings, tags, search, files, notifications, seats);
    social.registerEntity('event', { visible: (_actor, ids) => events.visible(ids) });
    return {
      events,
      eventMembers: new EventMembersService(db, clock, seats, notifications),
      eventCalendar: new EventCalendarService(db, clock),
    };
  },
  routes: async (api, { events, eventMembers, eventCalendar }) => {
    await api.register(eventsRoutes, { events, members: eventMembers });
    await api.register(eventCalendarRoutes, { calendar: eventCalendar });
  },
});
