/**
 * Browser APIs antd needs that jsdom lacks. Component tests import this file first (the shared vitest
 * config has no web-specific setup file).
 */
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

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export {};
