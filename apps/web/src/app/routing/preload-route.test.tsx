import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.tsx';
import { preloadRouteChunks } from './preload-route.ts';

function Guard({ children }: { children: ReactNode }) {
  return children;
}

describe('preloadRouteChunks', () => {
  it('loads the lazy frame, section and page of the path, inside guards and Suspense, and nothing else', async () => {
    const loaded: string[] = [];
    const lazyNamed = (name: string) =>
      lazyPage(() => {
        loaded.push(name);
        return Promise.resolve({ default: () => null });
      });
    const Frame = lazyNamed('frame');
    const Tabs = lazyNamed('tabs');
    const Approve = lazyNamed('approve');
    const Fill = lazyNamed('fill');
    const routes: RouteObject[] = [
      {
        path: '/',
        element: (
          <Guard>
            <Suspense fallback={null}>
              <Frame />
            </Suspense>
          </Guard>
        ),
        children: [
          {
            path: 'timesheet',
            element: <Tabs />,
            children: [
              { path: 'approve', element: <Guard>{[<Approve key="a" />]}</Guard> },
              { path: 'fill', element: <Fill /> },
            ],
          },
        ],
      },
    ];
    await preloadRouteChunks(routes, '/timesheet/approve');
    expect(loaded.sort()).toEqual(['approve', 'frame', 'tabs']);
    // A second call reuses the chunks in hand.
    await preloadRouteChunks(routes, '/timesheet/approve');
    expect(loaded).toHaveLength(3);
  });

  it('does nothing for a path no route opens', async () => {
    await expect(preloadRouteChunks([{ path: '/auth', element: null }], '/nowhere')).resolves.toBeUndefined();
  });
});
