import { Tabs } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ForbiddenResult } from '../../ui/ForbiddenResult.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useSession } from '../auth/session.tsx';
import { activeTabKey, firstVisiblePath, visibleEntries, type NavEntry } from '../shell/navigation.ts';

interface SectionTabsLayoutProps {
  title: string;
  tabs: readonly NavEntry[];
}

/** A section with role-filtered tabs (TimeSheet, Vacation): only the tabs the access list opens are shown. */
export function SectionTabsLayout({ title, tabs }: SectionTabsLayoutProps) {
  const { me } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const visible = visibleEntries(tabs, me?.access ?? []);

  function handleTabChange(key: string) {
    const tab = visible.find((entry) => entry.key === key);
    if (tab) void navigate(tab.path);
  }

  return (
    <>
      <PageTitle title={title} />
      {visible.length > 0 ? (
        <Tabs
          className="section-tabs"
          activeKey={activeTabKey(tabs, location.pathname)}
          onChange={handleTabChange}
          items={visible.map((tab) => ({ key: tab.key, label: tab.label }))}
        />
      ) : null}
      <Outlet />
    </>
  );
}

/** `/timesheet` itself: the first tab the user may open. */
export function FirstTabRedirect({ tabs }: { tabs: readonly NavEntry[] }) {
  const { me } = useSession();
  const target = firstVisiblePath(tabs, me?.access ?? []);
  return target ? <Navigate to={target} replace /> : <ForbiddenResult />;
}
