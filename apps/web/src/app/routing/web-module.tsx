import type { AccessKey } from '@intranet/contracts';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { NavEntry, NavMenuKey } from '../shell/navigation.ts';
import { RequireAccess } from './guards.tsx';
import { lazyPage } from './lazy-page.tsx';
import { loadSectionTabs } from './lazy-shell.ts';

/** The section frame with antd's Tabs: a chunk of its own (lazy-shell.ts), like the pages. */
const SectionTabsLayout = lazyPage(async () => ({ default: (await loadSectionTabs()).SectionTabsLayout }));
const FirstTabRedirect = lazyPage(async () => ({ default: (await loadSectionTabs()).FirstTabRedirect }));

/**
 * What a web module registers, once (docs/architecture.md, "Where a new module goes"): its routes with their
 * lazy pages and guards, its menu entries, and its access keys. `app/modules.ts` lists the modules; the route
 * table and the menus are built from that list.
 */
export interface WebModule {
  name: string;
  /** Routes under the signed-in layout. */
  routes?: readonly RouteObject[];
  /** Routes shown inside another module's section (its tabs stay on top), by the section's key. */
  sectionRoutes?: Readonly<Record<string, readonly RouteObject[]>>;
  /** Entries of the header's menus, in the order they appear. */
  nav?: Readonly<Partial<Record<NavMenuKey, readonly NavEntry[]>>>;
  /** The header's «Администрирование» link (one module owns it). */
  adminEntry?: NavEntry;
  /** The keys of its access table (`access` of packages/contracts/src/<module>/module.ts). */
  access: readonly AccessKey[];
  /** Buttons of the header beside the notification bell (the chat's); lazy parts keep them out of the entry. */
  headerActions?: readonly ComponentType[];
}

/** Who opens a route or entry: any one of these keys of the GET /me access list. */
export type Access = readonly (AccessKey | 'admin')[];

type Page = ComponentType;

/** The keys of a module's access table, typed as access keys. */
export function accessKeysOf<T extends Partial<Record<AccessKey, unknown>>>(
  table: T,
): (keyof T & AccessKey)[] {
  return Object.keys(table) as (keyof T & AccessKey)[];
}

/** The element behind the access guard (none: everyone signed in). */
export function guarded(access: Access | undefined, element: ReactNode): ReactNode {
  return access ? <RequireAccess anyOf={access}>{element}</RequireAccess> : element;
}

/** A route that shows a lazy page to the holders of `access`. */
export function pageRoute(path: string, page: Page, access?: Access): RouteObject {
  const Component = page;
  return { path, element: guarded(access, <Component />) };
}

/** A menu entry and its page: path, label and access written once for both. */
export function screen(spec: NavEntry & { page: Page }): { entry: NavEntry; route: RouteObject } {
  const { page, ...entry } = spec;
  return { entry, route: pageRoute(entry.path, page, entry.access) };
}

/** The «Раздел в разработке» page of a section tab whose screen is not built yet (no `page`). */
export const UnderConstruction = lazyPage(
  () => import('../../modules/placeholder/pages/UnderConstructionPage.tsx'),
);

/** One tab of a section: its page, or none for a tab whose screen is not built yet. */
export interface SectionTab {
  key: string;
  label: string;
  /** Relative to the section; '' is the section's own path (its index). */
  path: string;
  access: Access;
  page?: Page;
}

export interface Section {
  key: string;
  path: string;
  title: string;
  /** The tabs with their absolute paths: the tab bar, the redirect of the bare section path. */
  tabs: readonly NavEntry[];
  /** Every key that opens one of the tabs: the section's menu entry shows for any of them. */
  access: Access;
  /** The section's route: the tab layout, a child route per tab, then `routes`. */
  route: RouteObject;
  /** The section's entry for a menu: the section's path and title, shown to anyone with a tab. */
  entry: (extra?: { key?: string; description?: string }) => NavEntry;
}

/**
 * A section with role-filtered tabs (TimeSheet, Vacation). Each tab is written once: its path, label and
 * access make both the tab bar and the tab's route. The bare section path opens the tab whose path is ''
 * or, without one, redirects to the first tab the user may open.
 */
export function defineSection(spec: {
  key: string;
  path: string;
  title: string;
  tabs: readonly SectionTab[];
  /** More child routes: pages under a tab's path (its tab stays highlighted). */
  routes?: readonly RouteObject[];
}): Section {
  const tabs: NavEntry[] = spec.tabs.map((tab) => ({
    key: tab.key,
    label: tab.label,
    path: tab.path ? `${spec.path}/${tab.path}` : spec.path,
    access: tab.access,
  }));
  const access = [...new Set(spec.tabs.flatMap((tab) => tab.access))];
  const tabRoutes: RouteObject[] = spec.tabs.map((tab) => {
    const Component = tab.page;
    const element = guarded(
      tab.access,
      Component ? <Component /> : <UnderConstruction title={tab.label} inSection />,
    );
    return tab.path ? { path: tab.path, element } : { index: true, element };
  });
  const hasIndex = spec.tabs.some((tab) => !tab.path);
  return {
    key: spec.key,
    path: spec.path,
    title: spec.title,
    tabs,
    access,
    route: {
      id: spec.key,
      path: spec.path,
      element: <SectionTabsLayout title={spec.title} tabs={tabs} />,
      children: [
        ...(hasIndex ? [] : [{ index: true, element: <FirstTabRedirect tabs={tabs} /> }]),
        ...tabRoutes,
        ...(spec.routes ?? []),
      ],
    },
    entry: (extra = {}) => ({
      key: extra.key ?? spec.key,
      label: spec.title,
      path: spec.path,
      access,
      description: extra.description,
    }),
  };
}

/** The relative path of a child route written with its full path (`/timesheet/settings/calendar`). */
function relativeTo(parentPath: string, route: RouteObject): RouteObject {
  const prefix = `${parentPath}/`;
  if (route.index || !route.path?.startsWith(prefix)) return route;
  return { ...route, path: route.path.slice(prefix.length) };
}

/**
 * The signed-in routes of all modules: each module's routes, with the routes other modules put into a
 * section appended to that section's children. A section key nobody owns is a programming error.
 */
export function composeRoutes(modules: readonly WebModule[]): RouteObject[] {
  const routes = modules.flatMap((module) => module.routes ?? []);
  const sections = new Map(routes.filter((route) => route.id).map((route) => [route.id!, route]));
  const extra = new Map<string, RouteObject[]>();
  for (const module of modules) {
    for (const [key, children] of Object.entries(module.sectionRoutes ?? {})) {
      if (!sections.has(key)) throw new Error(`Module ${module.name}: no section «${key}»`);
      extra.set(key, [...(extra.get(key) ?? []), ...children]);
    }
  }
  return routes.map((route) => {
    const children = route.id ? extra.get(route.id) : undefined;
    if (!children || route.index) return route;
    const parentPath = route.path ?? '';
    return {
      ...route,
      children: [...(route.children ?? []), ...children.map((c) => relativeTo(parentPath, c))],
    };
  });
}
