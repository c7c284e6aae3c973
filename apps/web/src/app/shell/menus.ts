import { WEB_MODULES } from '../modules.ts';
import type { NavEntry, NavGroup, NavMenuKey } from './navigation.ts';

/** The header's menus, filled with the modules' entries in the order of WEB_MODULES. */
function entriesOf(menu: NavMenuKey): NavEntry[] {
  return WEB_MODULES.flatMap((module) => module.nav?.[menu] ?? []);
}

/** Top menu. */
export const TOP_MENU: readonly NavEntry[] = entriesOf('top');

/** Events menu. */
export const EVENTS_MENU: NavGroup = { key: 'events', label: 'События', children: entriesOf('events') };

/** The services landing's tiles (/services): cards, transfers, education, dismissal, the catalogue. */
export const SERVICE_TILES: readonly NavEntry[] = entriesOf('services');

/** The working areas (TimeSheet, vacation and the rest); the role tables decide who sees which. */
export const WORK_MENU: NavGroup = { key: 'work', label: 'Сервисы', children: entriesOf('work') };

function adminEntry(): NavEntry {
  const entries = WEB_MODULES.flatMap((module) => (module.adminEntry ? [module.adminEntry] : []));
  if (entries.length !== 1) throw new Error('Exactly one web module owns the admin entry');
  return entries[0]!;
}

/** «Администрирование» in the header (docs/decisions.md, "Web shell"). */
export const ADMIN_ENTRY: NavEntry = adminEntry();
