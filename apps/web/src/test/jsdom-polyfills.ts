/** Browser APIs antd needs that jsdom lacks; loaded for every web test by test/setup.ts. */
import { trimStyleSheetsForTests } from './computed-styles.ts';

if (typeof window !== 'undefined') {
  if (typeof (window as { matchMedia?: unknown }).matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  trimStyleSheetsForTests(window);

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export {};
