import type { WebModule } from './routing/web-module.tsx';
import { adminModule } from '../modules/admin/admin.module.tsx';
import { directoryModule } from '../modules/directory/directory.module.tsx';
import { chatModule } from '../modules/chat/chat.module.tsx';
import { contentModule } from '../modules/content/content.module.tsx';
import { dashboardModule } from '../modules/dashboard/dashboard.module.tsx';
import { galleryModule } from '../modules/gallery/gallery.module.tsx';
import { permissionsModule } from '../modules/permissions/permissions.module.tsx';
import { eventsModule } from '../modules/events/events.module.tsx';
import { servicesPlaceholder } from '../modules/placeholder/placeholder.module.tsx';
import { forumModule } from '../modules/forum/forum.module.tsx';
import { portfolioModule } from '../modules/portfolio/portfolio.module.tsx';
import { requestsModule } from '../modules/requests/requests.module.tsx';
import { transfersModule } from '../modules/transfers/transfers.module.tsx';
import { educationModule } from '../modules/education/education.module.tsx';
import { cardsModule } from '../modules/cards/cards.module.tsx';
import { dismissalModule } from '../modules/dismissal/dismissal.module.tsx';
import { jobSafetyModule } from '../modules/job-safety/job-safety.module.tsx';
import { giftShopModule } from '../modules/gift-shop/gift-shop.module.tsx';
import { pointsModule } from '../modules/points/points.module.tsx';
import { servicesCatalogModule } from '../modules/services-catalog/services-catalog.module.tsx';
import { postsModule } from '../modules/posts/posts.module.tsx';
import { searchModule } from '../modules/search/search.module.tsx';
import { timesheetModule } from '../modules/timesheet/timesheet.module.tsx';
import { usersStatusesModule } from '../modules/users-statuses/users-statuses.module.tsx';
import { vacationModule } from '../modules/vacation/vacation.module.tsx';
import { workCalendarModule } from '../modules/work-calendar/work-calendar.module.tsx';
import { workConditionsModule } from '../modules/work-conditions/work-conditions.module.tsx';

/**
 * Every web module, one line each: the route table and the header's menus are built from this list, and
 * menu entries appear in its order. A new module exports a `WebModule` from `<module>.module.tsx` and is
 * added here.
 */
export const WEB_MODULES: readonly WebModule[] = [
  dashboardModule,
  contentModule,
  portfolioModule,
  galleryModule,
  forumModule,
  eventsModule,
  postsModule,
  timesheetModule,
  vacationModule,
  workConditionsModule,
  usersStatusesModule,
  workCalendarModule,
  permissionsModule,
  requestsModule,
  transfersModule,
  educationModule,
  cardsModule,
  dismissalModule,
  giftShopModule,
  pointsModule,
  servicesPlaceholder,
  servicesCatalogModule,
  jobSafetyModule,
  searchModule,
  adminModule,
  directoryModule,
  chatModule,
];
