/**
 * The chunks of the signed-in frame. The entry holds only what every first paint needs (providers, the
 * session, the route table, the skeleton); the header, menus, notifications, support widget and the
 * section tabs come in these chunks. Each loader is called again to preload its chunk ahead of use.
 */

/** The signed-in layout: preloaded as soon as a token is in hand, beside GET /me. */
export async function loadAppLayout() {
  return { default: (await import('../shell/AppLayout.tsx')).AppLayout };
}

/** The tabbed section frame (TimeSheet, Vacation): preloaded once the signed-in layout is up. */
export function loadSectionTabs() {
  return import('./SectionTabsLayout.tsx');
}
