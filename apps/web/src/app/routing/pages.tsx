import { lazyPage } from './lazy-page.tsx';

/** Each module's pages are their own chunks (DESIGN: route-level code splitting). */
export const SignInPage = lazyPage(() => import('../../modules/auth/pages/SignInPage.tsx'));
export const DashboardPage = lazyPage(() => import('../../modules/dashboard/pages/DashboardPage.tsx'));
export const UnderConstruction = lazyPage(
  () => import('../../modules/placeholder/pages/UnderConstructionPage.tsx'),
);
export const UsersStatusesPage = lazyPage(
  () => import('../../modules/users-statuses/pages/UsersStatusesPage.tsx'),
);
export const SearchPage = lazyPage(() => import('../../modules/search/pages/SearchPage.tsx'));
export const WorkCalendarPage = lazyPage(
  () => import('../../modules/work-calendar/pages/WorkCalendarPage.tsx'),
);
export const AdminPage = lazyPage(() => import('../../modules/admin/pages/AdminPage.tsx'));
export const TimesheetFillPage = lazyPage(
  () => import('../../modules/timesheet/pages/TimesheetFillPage.tsx'),
);
export const TimesheetApprovePage = lazyPage(
  () => import('../../modules/timesheet/pages/TimesheetApprovePage.tsx'),
);
export const TimesheetSettingsPage = lazyPage(
  () => import('../../modules/timesheet/pages/TimesheetSettingsPage.tsx'),
);
export const TimesheetFaqPage = lazyPage(() => import('../../modules/timesheet/pages/TimesheetFaqPage.tsx'));
export const TimesheetServicesPage = lazyPage(
  () => import('../../modules/timesheet/pages/TimesheetServicesPage.tsx'),
);
export const TimesheetExemptionPage = lazyPage(
  () => import('../../modules/timesheet/pages/TimesheetExemptionPage.tsx'),
);
export const PermissionsPage = lazyPage(() => import('../../modules/permissions/pages/PermissionsPage.tsx'));
export const VacationPlanningPage = lazyPage(
  () => import('../../modules/vacation/pages/VacationPlanningPage.tsx'),
);
export const VacationMatchingPage = lazyPage(
  () => import('../../modules/vacation/pages/VacationMatchingPage.tsx'),
);
export const VacationNoticePage = lazyPage(
  () => import('../../modules/vacation/pages/VacationNoticePage.tsx'),
);
export const VacationFaqPage = lazyPage(() => import('../../modules/vacation/pages/VacationFaqPage.tsx'));
export const VacationDocsPage = lazyPage(() => import('../../modules/vacation/pages/VacationDocsPage.tsx'));
export const VacationSettingsPage = lazyPage(
  () => import('../../modules/vacation/pages/VacationSettingsPage.tsx'),
);
export const VacationRemainingDaysPage = lazyPage(
  () => import('../../modules/vacation/pages/VacationRemainingDaysPage.tsx'),
);
