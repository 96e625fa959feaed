import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks matchMedia and ResizeObserver, which antd's responsive components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// findBy… and waitFor give up after 5 s rather than 1 s: on a busy machine an antd render can
// take longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
