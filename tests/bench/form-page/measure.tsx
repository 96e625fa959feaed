import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// Page-side instruments of the form bench (tests/bench/form-chromium.ts): when the first screen
// of fields is painted, when every field is in the DOM, and keystroke-to-paint times. Results go
// to window.__bench for the driver to read. Times are from the navigation's start, so loading
// the page's JavaScript is counted on both sides.

declare global {
  interface Window {
    __bench: { start: number; firstScreen?: number; firstCount?: number; allFields?: number; expected: number; keys: number[]; queued: number[]; handled: number[] };
    /** Unmounts the form, then mounts a new one (its figures start again): a warm mount. */
    __benchRemount: { unmount(): void; mount(): void };
  }
}

export const ITEM_SELECTOR = '.ant-formily-item';

/** After the frame that shows the current DOM has been painted: the next task after it. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** The screen is full: a field starts below the window's bottom edge, or every field is there. */
function screenFull(items: NodeListOf<Element>, expected: number): boolean {
  if (items.length >= expected) return true;
  const last = items[items.length - 1];
  return last !== undefined && last.getBoundingClientRect().top >= window.innerHeight;
}

let listening = false;

export function instrument(expected: number): void {
  window.__bench = { start: performance.now(), expected, keys: [], queued: [], handled: [] };
  let screenSeen = false;
  const observer = new MutationObserver(() => {
    const items = document.querySelectorAll(ITEM_SELECTOR);
    if (!screenSeen && screenFull(items, expected)) {
      screenSeen = true;
      window.__bench.firstCount = items.length;
      afterPaint(() => (window.__bench.firstScreen = performance.now()));
    }
    if (window.__bench.allFields === undefined && items.length >= expected) {
      window.__bench.allFields = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  if (listening) return;
  listening = true;
  // keystroke -> the next frame painted: from the key's own time stamp (so a key that waited
  // for the main thread counts its wait) to a task queued after the next frame
  let lastDown = NaN;
  document.addEventListener(
    'keydown',
    (event) => {
      const down = performance.now();
      lastDown = down;
      const queued = down - event.timeStamp;
      afterPaint(() => {
        window.__bench.keys.push(performance.now() - down);
        window.__bench.queued.push(performance.now() - down + queued);
      });
    },
    true,
  );
  // the key's own script: from its keydown to its input event handled (React renders and commits
  // a typed character in the input event's dispatch; this listener, on window, runs after the
  // root's), without the style, layout and paint of the frame that the row above waits for
  window.addEventListener('input', () => {
    if (!Number.isNaN(lastDown)) window.__bench.handled.push(performance.now() - lastDown);
    lastDown = NaN;
  });
}

/** Mounts the page's form with `render` now and again on __benchRemount.mount() (a new form each time). */
export function mountBench(expected: number, render: (key: number) => ReactNode): void {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let key = 0;
  const mount = () => {
    instrument(expected);
    root.render(render(++key));
  };
  window.__benchRemount = { unmount: () => root.render(null), mount };
  mount();
}
