// Every signed-in page runs inside this layout: dayjs gets its Russian locale, and zod the contracts'
// Russian messages (the web bundle does not install them with the contracts' index, see vite.config.ts),
// before any of them renders.
import '@intranet/contracts/zod-messages';
import '../../ui/dayjs-setup.ts';
import { Layout } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../ui/PageSkeleton.tsx';
import { useNotificationSocket } from '../notifications/use-notification-socket.tsx';
import { loadSectionTabs } from '../routing/lazy-shell.ts';
import { SupportWidget } from '../support/SupportWidget.tsx';
import { AppHeader } from './AppHeader.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { MessagesBanner } from './MessagesBanner.tsx';
import { NotFoundNotice } from './NotFoundNotice.tsx';
import { useNavigationEffects } from './use-navigation-effects.ts';

/** The signed-in frame: header with menus, the page, the support widget and live notifications. */
export function AppLayout() {
  useNavigationEffects();
  useNotificationSocket();
  useEffect(() => {
    // The tabbed sections are a click away: their frame loads now rather than before their page.
    void loadSectionTabs().catch(() => undefined);
  }, []);
  return (
    <Layout className="app">
      <AppHeader />
      <ImpersonationBanner />
      <Layout.Content className="app__content" id="main">
        <MessagesBanner />
        <NotFoundNotice />
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
