import type { AccessKey } from '@intranet/contracts';
import { Suspense } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { ForbiddenResult } from '../../ui/ForbiddenResult.tsx';
import { PageSkeleton } from '../../ui/PageSkeleton.tsx';
import { useAccess } from '../auth/session.tsx';
import { AppLayout } from '../shell/AppLayout.tsx';
import { RootLayout } from '../shell/RootLayout.tsx';
import { RouteErrorPage } from '../shell/RouteErrorPage.tsx';
import { ADMIN_ENTRY, TIMESHEET_TABS, VACATION_TABS } from '../shell/navigation.ts';
import { CatalogRedirectPage } from './CatalogRedirectPage.tsx';
import { GuestOnly, RequireAccess, RequireAuth } from './guards.tsx';
import {
  AdminPage,
  DashboardPage,
  PermissionsPage,
  SearchPage,
  SignInPage,
  TimesheetApprovePage,
  TimesheetExemptionPage,
  TimesheetFaqPage,
  TimesheetFillPage,
  TimesheetServicesPage,
  TimesheetSettingsPage,
  UnderConstruction,
  UsersStatusesPage,
  VacationDocsPage,
  VacationFaqPage,
  VacationMatchingPage,
  VacationNoticePage,
  VacationPlanningPage,
  VacationRemainingDaysPage,
  VacationSettingsPage,
  WorkCalendarPage,
} from './pages.tsx';
import { FirstTabRedirect, SectionTabsLayout } from './SectionTabsLayout.tsx';

type Access = readonly (AccessKey | 'admin')[];

/** A route whose module is not built yet: a titled «Раздел в разработке» page, guarded like the real one. */
function pendingPage(title: string, access?: Access, inSection = false) {
  const page = <UnderConstruction title={title} inSection={inSection} />;
  return access ? <RequireAccess anyOf={access}>{page}</RequireAccess> : page;
}

function pending(path: string, title: string, access?: Access, inSection = false): RouteObject {
  return { path, element: pendingPage(title, access, inSection) };
}

function tab(path: string, title: string, access: Access): RouteObject {
  return pending(path, title, access, true);
}

/** /vacation/reports/{report_type}: each report has its own audience (timesheet §2 "Vacation reports"). */
function VacationReportPage() {
  const { reportType = '' } = useParams();
  const hasAccess = useAccess();
  if (!hasAccess(`vacation.report.${reportType}`)) return <ForbiddenResult />;
  return <UnderConstruction title={`Отчет ${reportType}`} inSection />;
}

const catalogue = [
  '/catalog',
  '/services-catalog',
  '/services-catalog/faq',
  '/services-catalog/:groupId/:serviceId',
];

/** Every route of both specifications (platform §2, timesheet §2). */
const signedInRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard" replace /> },
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/dashboard/:tag', element: <DashboardPage /> },

  // Platform: company and community.
  pending('/about', 'О компании'),
  pending('/book-of-values', 'Книга ценностей'),
  pending('/events', 'Календарь событий'),
  pending('/events/:id', 'Событие'),
  pending('/forum', 'Форум'),
  pending('/forum/topic/:id', 'Темы форума'),
  pending('/forum/topic/:boardId/:topicId', 'Тема форума'),
  pending('/gallery', 'Галерея'),
  pending('/gallery/album/:id', 'Альбом'),
  pending('/posts', 'Публикации'),
  pending('/posts/:id', 'Публикация'),
  pending('/project', 'Проекты'),
  pending('/project/:id', 'Проект'),
  pending('/job-safety', 'Охрана труда'),
  pending('/job-safety/articles/:id', 'Статья по охране труда'),
  pending('/job-safety/test', 'Тестирование по охране труда'),
  pending('/job-safety/education', 'Обучение по охране труда'),
  { path: '/search', element: <SearchPage /> },

  // Platform: services area.
  pending('/services', 'Сервисы'),
  { path: '/services-gifts', element: <Navigate to="/services/cards" replace /> },
  pending('/services-transfer', 'Перевод сотрудников'),
  pending('/services/education', 'Обучение'),
  pending('/services/education/create', 'Новая заявка на обучение'),
  pending('/services/cards', 'Визитные карточки'),
  pending('/services/cards/create', 'Новая визитная карточка'),
  pending('/services/cards/:id', 'Визитная карточка'),
  pending('/services/dismissing-list', 'Увольнение сотрудников'),
  pending('/services/dismissing-data', 'Данные по увольнениям'),
  pending('/services/dismissing-survey', 'Опрос при увольнении'),
  pending('/services/dismissing/new', 'Новая заявка на увольнение'),
  pending('/services/transfer/view/:id', 'Заявка на перевод'),
  pending('/services/transfer/create/:type', 'Новая заявка на перевод'),
  pending('/services/transfer/:id', 'Редактирование заявки на перевод'),
  { path: '/services/admin', element: <Navigate to="/services/admin/dashboard" replace /> },
  pending('/services/admin/dashboard', 'Администрирование сервисов'),
  pending('/services/admin/edict', 'Приказы'),
  pending('/services/admin/facilities', 'Учебные заведения'),
  ...[...catalogue, '/services-catalog/:groupId'].map((path) => ({ path, element: <CatalogRedirectPage /> })),

  // Platform: other screens known by name only.
  pending('/codex', 'Кодекс'),
  pending('/leadership', 'Лидерство'),
  pending('/leadership/:section/:article', 'Лидерство'),
  pending('/leadership-tools', 'Инструменты лидера'),
  pending('/newcomer', 'Новичку'),
  pending('/planner', 'Планировщик'),
  pending('/tools', 'Инструменты'),
  pending('/instruments', 'Инструментарий'),
  pending('/safety', 'Безопасность'),
  // Administration: the support inbox (where "new support request" notifications point) and login-as.
  ...[ADMIN_ENTRY.path, '/admin/support', '/admin/login-as'].map((path) => ({
    path,
    element: (
      <RequireAccess
        anyOf={path === '/admin/support' ? ['support.inbox'] : (ADMIN_ENTRY.access ?? ['admin'])}
      >
        <AdminPage />
      </RequireAccess>
    ),
  })),

  // TimeSheet, tabs 0-6.
  {
    path: '/timesheet',
    element: <SectionTabsLayout title="TimeSheet" tabs={TIMESHEET_TABS} />,
    children: [
      { index: true, element: <FirstTabRedirect tabs={TIMESHEET_TABS} /> },
      {
        path: 'fill',
        element: (
          <RequireAccess anyOf={['timesheet.fill']}>
            <TimesheetFillPage />
          </RequireAccess>
        ),
      },
      {
        path: 'approve',
        element: (
          <RequireAccess anyOf={['timesheet.approve']}>
            <TimesheetApprovePage />
          </RequireAccess>
        ),
      },
      tab('reports', 'Отчеты', ['timesheet.reports']),
      {
        path: 'settings',
        element: (
          <RequireAccess anyOf={['timesheet.settings']}>
            <TimesheetSettingsPage />
          </RequireAccess>
        ),
      },
      tab('settings/redistribution', 'Перераспределение', ['timesheet.settings']),
      tab('settings/autofill', 'Автозаполнение', ['timesheet.settings']),
      {
        path: 'settings/calendar',
        element: (
          <RequireAccess anyOf={['work-calendar.edit']}>
            <WorkCalendarPage />
          </RequireAccess>
        ),
      },
      {
        path: 'settings/permissions',
        element: (
          <RequireAccess anyOf={['permissions.manage']}>
            <PermissionsPage />
          </RequireAccess>
        ),
      },
      {
        path: 'services',
        element: (
          <RequireAccess anyOf={['timesheet.services']}>
            <TimesheetServicesPage />
          </RequireAccess>
        ),
      },
      {
        path: 'faq',
        element: (
          <RequireAccess anyOf={['timesheet.faq']}>
            <TimesheetFaqPage />
          </RequireAccess>
        ),
      },
      {
        path: 'exemption',
        element: (
          <RequireAccess anyOf={['timesheet.exemption']}>
            <TimesheetExemptionPage />
          </RequireAccess>
        ),
      },
    ],
  },
  pending('/work-conditions', 'Условия работы', ['work-conditions']),
  pending('/work-conditions/report', 'Отчет по условиям работы', ['work-conditions']),
  {
    path: '/users-statuses',
    element: (
      <RequireAccess anyOf={['users-statuses']}>
        <UsersStatusesPage />
      </RequireAccess>
    ),
  },

  // Vacation, tabs 0-7.
  {
    path: '/vacation',
    element: <SectionTabsLayout title="Отпуска" tabs={VACATION_TABS} />,
    children: [
      {
        index: true,
        element: (
          <RequireAccess anyOf={['vacation.planning']}>
            <VacationPlanningPage />
          </RequireAccess>
        ),
      },
      {
        path: 'matching',
        element: (
          <RequireAccess anyOf={['vacation.matching']}>
            <VacationMatchingPage />
          </RequireAccess>
        ),
      },
      {
        path: 'docs',
        element: (
          <RequireAccess anyOf={['vacation.docs']}>
            <VacationDocsPage />
          </RequireAccess>
        ),
      },
      {
        path: 'notice',
        element: (
          <RequireAccess anyOf={['vacation.notice']}>
            <VacationNoticePage />
          </RequireAccess>
        ),
      },
      tab('reports', 'Отчеты', ['vacation.reports']),
      {
        path: 'reports/:reportType',
        element: (
          <RequireAccess anyOf={['vacation.reports']}>
            <VacationReportPage />
          </RequireAccess>
        ),
      },
      {
        path: 'faq',
        element: (
          <RequireAccess anyOf={['vacation.faq']}>
            <VacationFaqPage />
          </RequireAccess>
        ),
      },
      {
        path: 'settings',
        element: (
          <RequireAccess anyOf={['vacation.settings']}>
            <VacationSettingsPage />
          </RequireAccess>
        ),
      },
      {
        path: 'settings/remaining-days',
        element: (
          <RequireAccess anyOf={['vacation.remaining-days']}>
            <VacationRemainingDaysPage />
          </RequireAccess>
        ),
      },
    ],
  },

  // Any unknown path shows the dashboard.
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/auth',
        element: (
          <GuestOnly>
            <Suspense fallback={<PageSkeleton />}>
              <SignInPage />
            </Suspense>
          </GuestOnly>
        ),
      },
      {
        path: '/',
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: signedInRoutes,
      },
    ],
  },
];
