/**
 * The chunks of the signed-in frame. The entry holds only what every first paint needs (providers, the
 * session, the route table, the skeleton); the header, menus, notifications, support widget and the
 * section tabs come in these chunks. The chunks of the address being opened are preloaded side by side as
 * soon as a token is in hand, beside GET /me (preload-route.ts).
 */

/** The signed-in layout. */
export async function loadAppLayout() {
  return { default: (await import('../shell/AppLayout.tsx')).AppLayout };
}

/** The tabbed section frame (TimeSheet, Vacation). */
export function loadSectionTabs() {
  return import('./SectionTabsLayout.tsx');
}
