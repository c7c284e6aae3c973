/**
 * A full garbage collection where the process allows it (`npm start` runs node with --expose-gc), else
 * nothing. For the few moments that leave much garbage behind and are followed by a quiet process: opening
 * the embedded database, the end of the start, a long export's batches (docs/decisions.md, «Memory»).
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
