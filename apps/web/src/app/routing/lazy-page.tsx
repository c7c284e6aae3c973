import { createElement, lazy, useState, type ComponentType } from 'react';
import { emitShellEvent } from '../shell-events.ts';
import { ChunkFailedResult } from './ChunkFailedResult.tsx';
import { loadChunk } from './chunk-loader.ts';

/** A lazy component whose chunk can be fetched ahead of its first render (preload-route.ts). */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy with a preload: once the chunk is in, the component renders it directly instead of through
 * React.lazy, so a page whose chunk was preloaded never suspends. That matters on a page load: React 19
 * holds back each Suspense boundary's content for 300 ms after a fallback, and the signed-in frame, a
 * section's tabs and the page are three nested lazy chunks (bench:approve-render, ~200 ms).
 */
function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  onFailure: ComponentType<P>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= loadChunk(load)
      .catch(() => {
        emitShellEvent({ type: 'chunk-load-failed', kind: 'script' });
        return { default: onFailure };
      })
      .then((module) => {
        loaded = module.default;
        return module;
      }));
  const Lazy = lazy(start);
  function Preloadable(props: P) {
    // The type under a mounted instance never changes: one that began through React.lazy stays on it,
    // which renders the module once it is in. Switching remounted the signed-in frame at its next render
    // (its open menus closed: e2e menus.spec failed); jsdom's act() does not reproduce React's replay.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return createElement(Component, props);
  }
  Preloadable.preload = () => start().then(() => undefined);
  return Preloadable;
}

/**
 * React.lazy for a module's page with the shell's chunk rules: when the chunk fails or takes over
 * 120 s, the shell shows a notification with «Перезагрузить» and the page area says the same.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  return preloadable(load, ChunkFailedResult as ComponentType<P>);
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
): PreloadableComponent<P> {
  return preloadable(load, Nothing as ComponentType<P>);
}
