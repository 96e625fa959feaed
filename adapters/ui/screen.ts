import { useSyncExternalStore } from 'react';

// The widths the app changes its layout at, and the one hook that reads them (issue 57 items 1, 2).
// The figures are antd's Grid breakpoints (its screenSM and screenLG tokens), so a layout of ours
// and an antd component's own responsive props (Grid, Pagination) turn at the same width.

/** Under this a phone: one column of search fields, the toolbar folded, drawers the screen's width (antd's `sm`). */
export const PHONE_BELOW = 576;
/** Under this the sidebar is a drawer behind the navbar's menu button (vue-element-admin's 992 px, antd's `lg`). */
export const DRAWER_BELOW = 992;

interface WidthStore {
  subscribe(onChange: () => void): () => void;
  narrower(): boolean;
}

const stores = new Map<number, WidthStore>();

/** One media query per width for the whole app, however many components ask (each list row does not add a listener). */
function storeFor(width: number): WidthStore {
  let store = stores.get(width);
  if (store) return store;
  // outside a browser (the server's render of the styles, Node tests) nothing is narrow
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(`(max-width: ${width - 0.02}px)`) : undefined;
  store = {
    subscribe(onChange) {
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    narrower: () => query?.matches ?? false,
  };
  stores.set(width, store);
  return store;
}

/**
 * Whether the window is narrower than `width` CSS px, followed as it changes (a phone turned, a
 * window resized); right from the first render, so a wide screen never draws its phone layout
 * first. useNarrowerThan(DRAWER_BELOW) -> true on a 390 px phone, false on a 1280 px laptop.
 */
export function useNarrowerThan(width: number): boolean {
  const store = storeFor(width);
  return useSyncExternalStore(store.subscribe, store.narrower, () => false);
}
