import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { pageRoute, type WebModule } from '../../app/routing/web-module.tsx';

const EventsPage = lazyPage(() => import('./pages/EventsPage.tsx'));
const EventPage = lazyPage(() => import('./pages/EventPage.tsx'));

/**
 * Events (/events, /events/{id}, /events#my-plans; docs/modules/events.md). The «События» menu: «Календарь» and
 * «Запланированные», the same page with the tab chosen by the hash.
 */
export const eventsModule: WebModule = {
  name: 'events',
  routes: [pageRoute('/events', EventsPage), pageRoute('/events/:id', EventPage)],
  nav: {
    events: [
      { key: 'events-calendar', label: 'Календарь', path: '/events' },
      { key: 'events-plans', label: 'Запланированные', path: '/events#my-plans' },
    ],
  },
  access: [],
};
