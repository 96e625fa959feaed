import type { Page } from 'playwright-core';
import { afterEach, expect, it, vi } from 'vitest';
import { sharePage, takeBack, takeUpAgain } from '../e2e/support/same-page.ts';

// The browser files' shared page (tests/e2e/support/same-page.ts) is handed to the next test only when
// what the last test set up can be taken back: its init scripts and routes can, a fake clock
// (page.clock.install) cannot, so the next test gets a new context then.

afterEach(() => vi.unstubAllGlobals());

/** What of a Playwright page the sharing touches, doing nothing. */
function stubPage(): Page {
  const page = {
    isClosed: () => false,
    addInitScript: async () => ({ dispose: async () => undefined }),
    route: async () => undefined,
    unrouteAll: async () => undefined,
    clock: { install: async () => undefined },
    goto: async () => null,
    mouse: { move: async () => undefined },
    evaluate: async () => undefined,
    context: () => ({ pages: () => [page] }),
  };
  return page as unknown as Page;
}

it('takes a shared page back after a test that routed and added init scripts, not after one that installed a fake clock', async () => {
  // the server's fault rules are cleared over HTTP
  const fetch = vi.fn(async () => new Response(null, { status: 404 }));
  vi.stubGlobal('fetch', fetch);
  const page = stubPage();
  sharePage(page);

  await page.addInitScript(() => undefined);
  await page.route('**/api/**', () => undefined);
  expect(await takeBack(page, 'http://127.0.0.1:9')).toBe(true);
  expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:9/__faults', { method: 'DELETE' });

  expect(takeUpAgain(page)).toBe(true);
  await page.clock.install();
  expect(await takeBack(page, 'http://127.0.0.1:9')).toBe(false);
  // and it stays so: the clock is still in the page's context
  expect(takeUpAgain(page)).toBe(true);
  expect(await takeBack(page, 'http://127.0.0.1:9')).toBe(false);
});
