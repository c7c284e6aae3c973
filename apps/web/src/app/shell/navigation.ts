import type { AccessKey } from '@intranet/contracts';

/** One menu entry or tab. `access` lists keys of access.ts; any one of them opens it; none = everyone. */
export interface NavEntry {
  key: string;
  label: string;
  path: string;
  access?: readonly (AccessKey | 'admin')[];
  /** Short line for the dashboard's area links. */
  description?: string;
}

/**
 * Where a module puts its entries: the header's menus (the top row, «События», «Сервисы») and `services`, the
 * tiles of the services landing /services (no header menu: the services a person may order or file there).
 */
export type NavMenuKey = 'top' | 'events' | 'work' | 'services';

export interface NavGroup {
  key: string;
  label: string;
  children: readonly NavEntry[];
}

export function isVisible(entry: NavEntry, access: readonly string[]): boolean {
  return !entry.access || entry.access.some((key) => access.includes(key));
}

export function visibleEntries(entries: readonly NavEntry[], access: readonly string[]): NavEntry[] {
  return entries.filter((entry) => isVisible(entry, access));
}

/** The first tab the user may open: where /timesheet leads. */
export function firstVisiblePath(tabs: readonly NavEntry[], access: readonly string[]): string | null {
  return visibleEntries(tabs, access)[0]?.path ?? null;
}

/** The tab whose path is the longest prefix of the current path. */
export function activeTabKey(tabs: readonly NavEntry[], pathname: string): string | undefined {
  let best: NavEntry | undefined;
  for (const tab of tabs) {
    const matches = pathname === tab.path || pathname.startsWith(`${tab.path}/`);
    if (matches && (!best || tab.path.length > best.path.length)) best = tab;
  }
  return best?.key;
}
