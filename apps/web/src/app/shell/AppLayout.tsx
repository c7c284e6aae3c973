import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../ui/PageSkeleton.tsx';
import { useNotificationSocket } from '../notifications/use-notification-socket.tsx';
import { SupportWidget } from '../support/SupportWidget.tsx';
import { AppHeader } from './AppHeader.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { MessagesBanner } from './MessagesBanner.tsx';
import { useNavigationEffects } from './use-navigation-effects.ts';

/** The signed-in frame: header with menus, the page, the support widget and live notifications. */
export function AppLayout() {
  useNavigationEffects();
  useNotificationSocket();
  return (
    <Layout className="app">
      <AppHeader />
      <ImpersonationBanner />
      <Layout.Content className="app__content" id="main">
        <MessagesBanner />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <Layout.Footer className="app__footer">
        © {new Date().getFullYear()} Группа компаний · Интранет
      </Layout.Footer>
      <SupportWidget />
    </Layout>
  );
}
