// What a route loads before it is usable (the route bench, tests/bench/route-bundles.ts, and the
// budget test, tests/e2e/route-bytes.e2e.ts): each JS and CSS file the page asked for until a
// selector is first seen, gzip -9 of each as served.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { firstSeen } from './app-bench.ts';

/**
 * Issue 61 item 4's budgets, gzip: /login's JavaScript before its button is seen (the floor's
 * polyfills, which a current Chromium does not load, apart), and the dashboard shell's JavaScript
 * and CSS together (the fresh /dashboard until its figures, without the chart's own chunk).
 */
export const ROUTE_BUDGETS = { loginJs: 110 * 1024, dashboardShell: 300 * 1024 } as const;

export interface Loaded {
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  chunks: string[];
  /** gzip size of each JS file, by file name. */
  jsFiles: Map<string, number>;
}

/**
 * Records the JS and CSS the page asks for from now until `selector` is first seen (timed in the
 * page: the app may go on fetching, idle, before a wait from here returns).
 */
export async function loadedUntil(page: Page, go: () => Promise<unknown>, selector: string): Promise<Loaded> {
  const loaded: Loaded = { js: { files: 0, raw: 0, gzip: 0 }, css: { files: 0, raw: 0, gzip: 0 }, chunks: [], jsFiles: new Map() };
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: Response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname)) bodies.set(response.url(), response.body());
  };
  page.on('response', onResponse);
  // a page not yet on the site starts a new timeline with the navigation; one on it goes on
  const from = page.url().startsWith('http') ? await page.evaluate(() => performance.now()) : 0;
  await go();
  const { at } = await firstSeen(page, selector);
  // the files the page had asked for by then, from the page's own timings
  const asked = await page.evaluate(
    ([since, until]) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= since && entry.startTime <= until)
        .map((entry) => entry.name),
    [from, at] as const,
  );
  page.off('response', onResponse);
  for (const url of new Set(asked)) {
    const pathname = new URL(url).pathname;
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : undefined;
    const body = kind && (await bodies.get(url)?.catch(() => undefined));
    if (!kind || !body) continue;
    const gzip = gzipSync(body, { level: 9 }).length;
    loaded[kind].files += 1;
    loaded[kind].raw += body.length;
    loaded[kind].gzip += gzip;
    if (kind === 'js') loaded.jsFiles.set(path.basename(pathname), gzip);
    loaded.chunks.push(`${path.basename(pathname)} ${(gzip / 1024).toFixed(1)} kB`);
  }
  return loaded;
}

/** The gzip bytes of the dashboard chart's own chunks (ECharts), which load with the dashboard only. */
export const chartGzip = (loaded: Loaded): number => [...loaded.jsFiles].filter(([name]) => /^(trend-chart|echart)/.test(name)).reduce((sum, [, gzip]) => sum + gzip, 0);

/** The dashboard shell's JS and CSS together (ROUTE_BUDGETS.dashboardShell). */
export const shellGzip = (dashboard: Loaded): number => dashboard.js.gzip - chartGzip(dashboard) + dashboard.css.gzip;
