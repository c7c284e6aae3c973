import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { subscribeShellEvents, type ShellEvent } from '../shell-events.ts';
import { CHUNK_FAILED_TITLE } from './ChunkFailedResult.tsx';
import { lazyPage, lazyPart } from './lazy-page.tsx';

function failedImport(): Promise<{ default: () => null }> {
  return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
}

function collectShellEvents() {
  const events: ShellEvent[] = [];
  const stop = subscribeShellEvents((event) => events.push(event));
  return { events, stop };
}

describe('lazy chunks of the shell', () => {
  it('a page whose chunk fails says so in place and raises the notice', async () => {
    const { events, stop } = collectShellEvents();
    const Page = lazyPage(failedImport);
    render(
      <Suspense fallback="…">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText(CHUNK_FAILED_TITLE)).toBeDefined();
    expect(events).toEqual([{ type: 'chunk-load-failed', kind: 'script' }]);
    stop();
  });

  it('a part whose chunk fails (a drawer, a dialog) renders nothing and raises the notice', async () => {
    const { events, stop } = collectShellEvents();
    const Part = lazyPart(failedImport);
    const { container } = render(
      <div data-testid="frame">
        <Suspense fallback="…">
          <Part />
        </Suspense>
      </div>,
    );
    await vi.waitFor(() => expect(events).toEqual([{ type: 'chunk-load-failed', kind: 'script' }]));
    await vi.waitFor(() => expect(container.textContent).toBe(''));
    stop();
  });

  it('a part that loads renders with its props', async () => {
    const Part = lazyPart(() =>
      Promise.resolve({ default: ({ text }: { text: string }) => <span>{text}</span> }),
    );
    render(
      <Suspense fallback="…">
        <Part text="Меню" />
      </Suspense>,
    );
    expect(await screen.findByText('Меню')).toBeDefined();
  });

  it('a preloaded page renders at once, with no fallback in between', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <span>Страница</span> }));
    await Page.preload();
    render(
      <Suspense fallback="Загрузка">
        <Page />
      </Suspense>,
    );
    // Synchronously, in the first render: no Suspense fallback and no wait.
    expect(screen.getByText('Страница')).toBeDefined();
    expect(screen.queryByText('Загрузка')).toBeNull();
  });
});
