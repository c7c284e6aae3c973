/** Leaves the app for another site (a module of its own, so a test can stand in for the browser's navigation). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
