import { emitShellEvent } from '../shell-events.ts';

/** A code chunk that has not arrived after 120 s counts as failed (the shell then offers a reload). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('ChunkLoadError', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with ChunkLoadError when the import fails or takes longer than the timeout. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

let listening = false;

/**
 * Vite reports a failed preload of a chunk's stylesheet or dependency with `vite:preloadError`;
 * a `<link rel=stylesheet>` that fails later raises an `error` event that only capture sees.
 */
export function listenForAssetFailures(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: { message?: unknown } }).payload;
    const href = typeof payload?.message === 'string' ? payload.message : '';
    emitShellEvent({ type: 'chunk-load-failed', kind: href.includes('.css') ? 'style' : 'script' });
  });
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') {
        emitShellEvent({ type: 'chunk-load-failed', kind: 'style' });
      }
    },
    true,
  );
}
