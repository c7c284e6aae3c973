import type { Endpoint } from './endpoint.ts';
import { authEndpoints } from './auth/endpoints.ts';
import { chatEndpoints } from './chat/endpoints.ts';
import { contentEndpoints } from './content/endpoints.ts';
import { eventEndpoints } from './events/endpoints.ts';
import { factsEndpoints } from './facts/endpoints.ts';
import { filesEndpoints } from './files/endpoints.ts';
import { forumEndpoints } from './forum/endpoints.ts';
import { galleryEndpoints } from './gallery/endpoints.ts';
import { healthEndpoints } from './health/endpoints.ts';
import { jobsEndpoints } from './jobs/endpoints.ts';
import { mailEndpoints } from './mail/endpoints.ts';
import { notificationsEndpoints } from './notifications/endpoints.ts';
import { organisationEndpoints } from './organisation/endpoints.ts';
import { permissionsEndpoints } from './permissions/endpoints.ts';
import { portfolioEndpoints } from './portfolio/endpoints.ts';
import { postEndpoints } from './posts/endpoints.ts';
import { requestsEndpoints } from './requests/endpoints.ts';
import { transfersEndpoints } from './transfers/endpoints.ts';
import { educationEndpoints } from './education/endpoints.ts';
import { cardsEndpoints } from './cards/endpoints.ts';
import { dismissalEndpoints } from './dismissal/endpoints.ts';
import { jobSafetyEndpoints } from './job-safety/endpoints.ts';
import { giftShopEndpoints } from './gift-shop/endpoints.ts';
import { pointsEndpoints } from './points/endpoints.ts';
import { servicesCatalogEndpoints } from './services-catalog/endpoints.ts';
import { searchEndpoints } from './search/endpoints.ts';
import { settingsEndpoints } from './settings/endpoints.ts';
import { ssoEndpoints } from './sso/endpoints.ts';
import { commentEndpoints, likeEndpoints, tagEndpoints } from './social/endpoints.ts';
import { supportEndpoints } from './support/endpoints.ts';
import { timesheetAutofillEndpoints } from './timesheet/autofill.endpoints.ts';
import { timesheetDistributionEndpoints } from './timesheet/distributions.endpoints.ts';
import { timesheetExemptionEndpoints } from './timesheet/exemptions.endpoints.ts';
import { timesheetFinanceEndpoints } from './timesheet/finance.endpoints.ts';
import { timesheetPeriodsEndpoints } from './timesheet/periods.endpoints.ts';
import { timesheetRedistributionEndpoints } from './timesheet/redistribution.endpoints.ts';
import { timesheetReportEndpoints } from './timesheet/reports.endpoints.ts';
import { timesheetDataEndpoints, timesheetWritesEndpoints } from './timesheet/writes.endpoints.ts';
import { userStatusesEndpoints } from './user-statuses/endpoints.ts';
import { usersEndpoints } from './users/endpoints.ts';
import { directoryEndpoints } from './directory/endpoints.ts';
import { workCalendarEndpoints } from './work-calendar/endpoints.ts';
import { vacationAdminEndpoints } from './vacation/admin.endpoints.ts';
import { vacationEndpoints } from './vacation/endpoints.ts';
import { vacationReportsEndpoints } from './vacation/reports.endpoints.ts';
import { workConditionsEndpoints } from './work-conditions/endpoints.ts';

/** Every module's declared endpoints: one line per module (the server's test checks each is registered). */
export const ENDPOINTS: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  auth: authEndpoints,
  chat: chatEndpoints,
  comments: commentEndpoints,
  content: contentEndpoints,
  events: eventEndpoints,
  facts: factsEndpoints,
  files: filesEndpoints,
  forum: forumEndpoints,
  gallery: galleryEndpoints,
  health: healthEndpoints,
  jobs: jobsEndpoints,
  likes: likeEndpoints,
  mail: mailEndpoints,
  notifications: notificationsEndpoints,
  organisation: organisationEndpoints,
  permissions: permissionsEndpoints,
  portfolio: portfolioEndpoints,
  posts: postEndpoints,
  requests: requestsEndpoints,
  transfers: transfersEndpoints,
  education: educationEndpoints,
  cards: cardsEndpoints,
  dismissal: dismissalEndpoints,
  'job-safety': jobSafetyEndpoints,
  points: pointsEndpoints,
  'gift-shop': giftShopEndpoints,
  'services-catalog': servicesCatalogEndpoints,
  search: searchEndpoints,
  settings: settingsEndpoints,
  sso: ssoEndpoints,
  support: supportEndpoints,
  tags: tagEndpoints,
  'timesheet-writes': timesheetWritesEndpoints,
  'timesheet-data': timesheetDataEndpoints,
  'timesheet-periods': timesheetPeriodsEndpoints,
  'timesheet-autofill': timesheetAutofillEndpoints,
  'timesheet-redistribution': timesheetRedistributionEndpoints,
  'timesheet-distributions': timesheetDistributionEndpoints,
  'timesheet-exemptions': timesheetExemptionEndpoints,
  'timesheet-reports': timesheetReportEndpoints,
  'timesheet-finance': timesheetFinanceEndpoints,
  users: usersEndpoints,
  directory: directoryEndpoints,
  'users-statuses': userStatusesEndpoints,
  'work-calendar': workCalendarEndpoints,
  vacation: vacationEndpoints,
  'vacation-admin': vacationAdminEndpoints,
  'vacation-reports': vacationReportsEndpoints,
  'work-conditions': workConditionsEndpoints,
};
