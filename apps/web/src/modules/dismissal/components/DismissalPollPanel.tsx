/** The exit poll of one application: the leaver answers, HR reads (filled in by the talk part of the module). */
export function DismissalPollPanel(_props: { applicationId: number }) {
  return null;
}
