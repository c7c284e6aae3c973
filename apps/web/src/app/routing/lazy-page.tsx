import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { emitShellEvent } from '../shell-events.ts';
import { ChunkFailedResult } from './ChunkFailedResult.tsx';
import { loadChunk } from './chunk-loader.ts';

/**
 * React.lazy for a module's page with the chunk rules of §8/§9: when the chunk fails or takes over
 * 120 s, the shell shows a notification with «Перезагрузить» and the page area says the same.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    loadChunk(load).catch(() => {
      emitShellEvent({ type: 'chunk-load-failed', kind: 'script' });
      return { default: ChunkFailedResult as ComponentType<P> };
    }),
  );
}

function Nothing() {
  return null;
}

/**
 * React.lazy for a part of the signed-in frame that is not a page (the mobile menu, the support dialog):
 * a failed chunk raises the same notice with «Перезагрузить», and the part renders nothing.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    loadChunk(load).catch(() => {
      emitShellEvent({ type: 'chunk-load-failed', kind: 'script' });
      return { default: Nothing as ComponentType<P> };
    }),
  );
}
