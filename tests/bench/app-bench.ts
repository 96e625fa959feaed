// The frame of the benches that drive the built app (route-bundles, user-feel): the production
// build (built when missing or stale), a reference server on a fresh data folder, one Chromium;
// all of it stopped afterwards, whatever happens. Exit code 1 on a failure. And what both time
// in the page: the moment something is first seen (watchFirstSeen, firstSeen).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureBuild } from '../../server/build.ts';
import { children, startServer, type Server } from './server-process.ts';
import { CHROMIUM } from './static-pages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** `browserToUse`: another Chromium binary and its arguments than the benches' (Debian's Chromium). */
export function benchTheApp(name: string, body: (server: Server, browser: Browser) => Promise<void>, browserToUse: { executablePath: string; args: string[] } = { executablePath: CHROMIUM, args: CHROMIUM_ARGS }): void {
  const run = async () => {
    ensureBuild(ROOT);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `edu-bench-${name}-`));
    const server = await startServer(dataDir, process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
    const browser = await chromium.launch(browserToUse);
    try {
      await body(server, browser);
    } finally {
      await browser.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/** What the benches wait to see, as CSS selectors (timed in the page by watchFirstSeen). */
export const SEEN = {
  loginButton: 'button[type="submit"]',
  shell: '.tags-bar a[aria-current="page"]',
  figures: '[role="group"][aria-label="账户余额"]',
  chart: '.dashboard-chart svg path',
} as const;

interface Seen {
  /** When the selector first matched. */
  at: number;
  /** The animation frame after it: the frame that paints it. */
  frame?: number;
}

/**
 * An init script: records in the page, for each selector, when it first matches and the frame
 * after. Playwright's own waits poll inside the page and return late when a long task follows
 * (the chart's code being run), by which time the app may have gone on (an idle warm-up): a
 * figure taken from them would count that too. Stops watching once all are seen. (No named inner
 * functions: tsx would wrap them in a helper the page does not have.)
 */
export function watchFirstSeen(selectors: string[]): void {
  const seen: Record<string, Seen> = {};
  (window as unknown as { firstSeen: Record<string, Seen> }).firstSeen = seen;
  const observer = new MutationObserver(() => {
    selectors.forEach((selector) => {
      if (seen[selector] || !document.querySelector(selector)) return;
      const mark: Seen = { at: performance.now() };
      seen[selector] = mark;
      requestAnimationFrame(() => (mark.frame = performance.now()));
    });
    if (selectors.every((selector) => seen[selector])) observer.disconnect();
  });
  // a page view shown again is a `hidden` attribute taken away, not a node added
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
}

/** Waits until `selector` has been seen and its frame has come (watchFirstSeen); answers both times, in the page's clock. */
export async function firstSeen(page: Page, selector: string): Promise<Required<Seen>> {
  const found = await page.waitForFunction((wanted) => {
    const mark = (window as unknown as { firstSeen?: Record<string, Seen> }).firstSeen?.[wanted];
    return mark?.frame === undefined ? false : mark;
  }, selector);
  return (await found.jsonValue()) as Required<Seen>;
}
