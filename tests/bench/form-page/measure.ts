// Page-side instruments of the form bench (tests/bench/form-chromium.ts): when every field is in
// the DOM, and keystroke-to-paint times. Results go to window.__bench for the driver to read.

declare global {
  interface Window {
    __bench: { start: number; allFields?: number; expected: number; keys: number[]; lastKey?: number };
  }
}

export const ITEM_SELECTOR = '.ant-formily-item';

export function instrument(expected: number): void {
  window.__bench = { start: performance.now(), expected, keys: [] };
  const observer = new MutationObserver(() => {
    if (window.__bench.allFields === undefined && document.querySelectorAll(ITEM_SELECTOR).length >= expected) {
      window.__bench.allFields = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  // keystroke -> the next frame painted: keydown time to a task queued after the next frame
  document.addEventListener(
    'keydown',
    () => {
      const down = performance.now();
      requestAnimationFrame(() => setTimeout(() => window.__bench.keys.push(performance.now() - down), 0));
    },
    true,
  );
}
