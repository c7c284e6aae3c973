/** The chat of one application, live, with its unread counter (filled in by the talk part of the module). */
export function DismissalChat(_props: { applicationId: number }) {
  return null;
}
