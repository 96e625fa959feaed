import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { ReactNode } from 'react';
import type * as ZhModule from '../adapters/ui/zh-provider.tsx';
import { REDUCED_MOTION_QUERY } from '../adapters/ui/zh-provider.tsx';
import { codeSettled } from '../app/lib/code-loading.ts';

// jsdom lacks matchMedia and ResizeObserver, which antd's responsive components use. The
// tests' system asks for less motion: antd's open and close animations end on transitionend,
// which jsdom never fires, so every dialog, confirm and dropdown waited for rc-motion's fallback
// timer; with less motion asked for, the app's own ZhProvider turns antd's motion off.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === REDUCED_MOTION_QUERY,
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

// findBy… and waitFor give up after 15 s rather than 1 s: a limit, not a wait. On a busy 2-core
// machine an antd render, or the 80 fields of a progressive form, can take seconds without
// anything being wrong (5 s was passed once, by a fresh-clone run with a second load beside it).
configure({ asyncUtilTimeout: 15_000 });

// Unmounted, and then no screen's code left loading (an idle warm-up's, app/lib/code-loading.ts):
// in a worker's shared module graph, an import that outlives its test file fails in the next file.
afterEach(async () => {
  cleanup();
  await codeSettled();
});

// antd's CSS-in-JS writes a few thousand rules into <head>; jsdom's getComputedStyle matches
// every rule against the element and each of its ancestors, which took ~0.6 s a call and most of
// the time of the dialog tests (146 s for tests/adapters/list/dialogs.test.tsx, 25 s without).
// jsdom does no layout, so those rules change nothing a test can see except `display` and
// `visibility`, which antd sets inline or through attributes the accessibility queries read
// (hidden, aria-hidden). antd's style elements go to a detached holder instead of <head>.
const antdStyles = document.createElement('div');
const isAntdStyle = (node: Node) => node instanceof HTMLStyleElement && (node.hasAttribute('data-css-hash') || node.hasAttribute('data-rc-order') || node.hasAttribute('data-token-hash'));
const append = Node.prototype.appendChild;
const insert = Node.prototype.insertBefore;
Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
  return this === document.head && isAntdStyle(node) ? append.call(antdStyles, node) as T : append.call(this, node) as T;
};
Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
  if (this === document.head && isAntdStyle(node)) return append.call(antdStyles, node) as T;
  return insert.call(this, node, child) as T;
};
const remove = Node.prototype.removeChild;
Node.prototype.removeChild = function <T extends Node>(this: Node, node: T): T {
  return this === document.head && node.parentNode === antdStyles ? remove.call(antdStyles, node) as T : remove.call(this, node) as T;
};

// Server state (lists, options, dialogs' loads) needs a QueryClient: each rendered tree gets a
// fresh one with the app's defaults (createQueryClient), unless the test gave its own around it.
vi.mock('../adapters/ui/zh-provider.tsx', async (importActual) => {
  const actual = await importActual<typeof ZhModule>();
  const { createElement, useContext, useState } = await import('react');
  const { QueryClientContext, QueryClientProvider } = await import('@tanstack/react-query');
  const { createQueryClient } = await import('../adapters/http/query.ts');
  function WithQueryClient({ children }: { children: ReactNode }) {
    const given = useContext(QueryClientContext);
    const [own] = useState(() => (given ? undefined : createQueryClient()));
    return own ? createElement(QueryClientProvider, { client: own }, children) : children;
  }
  return {
    ...actual,
    ZhProvider: (props: ZhModule.ZhProviderProps) =>
      createElement(WithQueryClient, null, createElement(actual.ZhProvider, props)),
  };
});
