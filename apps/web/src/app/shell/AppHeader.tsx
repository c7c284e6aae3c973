import { MenuOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Menu, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { WEB_MODULES } from '../modules.ts';
import { useSession } from '../auth/session.tsx';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { lazyPart } from '../routing/lazy-page.tsx';
import { ADMIN_ENTRY, EVENTS_MENU, TOP_MENU, WORK_MENU } from './menus.ts';
import { isVisible, visibleEntries, type NavEntry, type NavGroup } from './navigation.ts';
import { UserMenu } from './UserMenu.tsx';

type MenuItem = Required<MenuProps>['items'][number];

function loadMobileMenu() {
  return import('./MobileMenuDrawer.tsx');
}

/** antd's Drawer is needed only below the lg breakpoint, once the burger is used. */
const MobileMenuDrawer = lazyPart(loadMobileMenu);

function preloadMobileMenu() {
  void loadMobileMenu().catch(() => undefined);
}

function linkItem(entry: NavEntry): MenuItem {
  return { key: entry.key, label: <Link to={entry.path}>{entry.label}</Link> };
}

function groupItem(group: NavGroup, access: readonly string[]): MenuItem | null {
  const children = visibleEntries(group.children, access);
  if (children.length === 0) return null;
  return { key: group.key, label: group.label, children: children.map(linkItem) };
}

/** The entry whose path is the longest prefix of the location (the hash picks «Запланированные»). */
function selectedKey(entries: readonly NavEntry[], pathname: string, hash: string): string[] {
  let best: NavEntry | undefined;
  for (const entry of entries) {
    const [path = '', entryHash = ''] = entry.path.split('#');
    const pathMatches = pathname === path || pathname.startsWith(`${path}/`);
    const hashMatches = entryHash ? hash === `#${entryHash}` : true;
    if (pathMatches && hashMatches && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best ? [best.key] : [];
}

export function buildMenuItems(access: readonly string[], withAdmin: boolean): MenuItem[] {
  const items: (MenuItem | null)[] = [
    ...visibleEntries(TOP_MENU, access).map(linkItem),
    groupItem(EVENTS_MENU, access),
    groupItem(WORK_MENU, access),
    withAdmin && isVisible(ADMIN_ENTRY, access) ? linkItem(ADMIN_ENTRY) : null,
  ];
  return items.filter((item): item is MenuItem => item !== null);
}

/** The modules' header buttons, in the modules' order. */
const HEADER_ACTIONS = WEB_MODULES.flatMap((module) => module.headerActions ?? []);

const ALL_ENTRIES = [...TOP_MENU, ...EVENTS_MENU.children, ...WORK_MENU.children, ADMIN_ENTRY];

export function AppHeader() {
  const { me } = useSession();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so that closing it animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [openSubmenus, setOpenSubmenus] = useState<string[]>([]);
  const access = me?.access ?? [];
  const isDesktop = screens.lg ?? false;
  const selected = selectedKey(ALL_ENTRIES, location.pathname, location.hash);
  const showAdmin = access.includes('admin');

  function handleOpenDrawer() {
    setDrawerUsed(true);
    setDrawerOpen(true);
  }

  function handleCloseDrawer() {
    setDrawerOpen(false);
  }

  // A hover submenu would stay open over the new page while the pointer rests on it.
  function handleMenuClick() {
    setOpenSubmenus([]);
  }

  return (
    <Layout.Header className="app-header">
      {isDesktop ? null : (
        <Button
          type="text"
          className="app-header__burger"
          icon={<MenuOutlined />}
          aria-label="Открыть меню"
          onClick={handleOpenDrawer}
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
        />
      )}
      <Link to="/dashboard" className="app-header__logo" aria-label="Интранет — на главную">
        {/* The letter comes from CSS: as text it would join the link's visible name («ИИнтранет»). */}
        <span className="app-header__logo-mark app-header__logo-mark--letter" aria-hidden="true" />
        <span className="app-header__logo-text">Интранет</span>
      </Link>
      {isDesktop ? (
        <nav className="app-header__nav" aria-label="Главное меню">
          <Menu
            mode="horizontal"
            items={buildMenuItems(access, false)}
            selectedKeys={selected}
            openKeys={openSubmenus}
            onOpenChange={setOpenSubmenus}
            onClick={handleMenuClick}
          />
        </nav>
      ) : (
        <div className="app-header__spacer" />
      )}
      <div className="app-header__actions">
        {isDesktop && showAdmin ? (
          <Link to={ADMIN_ENTRY.path} className="header-link">
            <SettingOutlined aria-hidden="true" />
            <span>{ADMIN_ENTRY.label}</span>
          </Link>
        ) : null}
        <Tooltip title="Поиск">
          <Link to="/search" aria-label="Поиск" className="header-link header-link--icon">
            <SearchOutlined aria-hidden="true" />
          </Link>
        </Tooltip>
        {HEADER_ACTIONS.map((Action, index) => (
          <Suspense key={index} fallback={null}>
            <Action />
          </Suspense>
        ))}
        <NotificationBell />
        <UserMenu compact={!isDesktop} />
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={drawerOpen && !isDesktop}
            onClose={handleCloseDrawer}
            items={buildMenuItems(access, showAdmin)}
            selectedKeys={selected}
            defaultOpenKeys={[EVENTS_MENU.key, WORK_MENU.key]}
          />
        </Suspense>
      ) : null}
    </Layout.Header>
  );
}
