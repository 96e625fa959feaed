// `npm run bench` (list page): <ConfigList> with 50 rows of 12 columns against the same page
// written by hand with antd's Table (issue 16 item 2), in headless Chromium: first render, a
// re-render (the page mounted again), a click on a 主页展示 switch to the switch flipped and to
// the row repainted from the reloaded list, and a side-menu click to the rows painted. The calls
// are in-memory and answer after 1 ms, so the figures are the pages' own work. Both pages are
// built together in production mode and measured in one browser, alternating, a fresh tab each
// round. Prints figures, ratios and the 1.1x budget; asserts nothing. Besides the idiomatic hand
// page, `lean` is the same page hand-tuned (hand.tsx), for a stricter comparison.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, median, serve } from './static-pages.ts';

const ROOT = path.join(import.meta.dirname, 'list-page');
const ROUNDS = Number(process.env.BENCH_RUNS ?? 4);
const REMOUNTS = 5;
const TOGGLES = 6;
const MENUS = 3;
const BUDGET = 1.1;

type PageName = 'config' | 'hand' | 'lean';
const PAGES: Record<PageName, string> = { config: 'config.html', hand: 'hand.html', lean: 'hand.html?lean' };
interface Figures {
  first: number[];
  mount: number[];
  flipped: number[];
  repainted: number[];
  menu: number[];
}
const empty = (): Figures => ({ first: [], mount: [], flipped: [], repainted: [], menu: [] });

async function measure(browser: Browser, url: string, into: Figures): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__listBench !== undefined);
  // the first mount loads and compiles everything; the ones after it are what a visit costs
  into.first.push(await page.evaluate(() => window.__listBench.mount()));
  for (let run = 0; run < REMOUNTS; run++) {
    await page.evaluate(() => window.__listBench.unmount());
    into.mount.push(await page.evaluate(() => window.__listBench.mount()));
  }
  for (let i = 0; i < TOGGLES; i++) {
    const result = await page.evaluate((index) => window.__listBench.toggle(index), 5 + ((i * 3) % 20));
    into.flipped.push(result.flipped);
    into.repainted.push(result.repainted);
  }
  for (let i = 0; i < MENUS; i++) into.menu.push(await page.evaluate(() => window.__listBench.menu()));
  await context.close();
}

async function main(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-bench-'));
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, rollupOptions: { input: { config: path.join(ROOT, 'config.html'), hand: path.join(ROOT, 'hand.html') } } },
  });
  const server = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results: Record<PageName, Figures> = { config: empty(), hand: empty(), lean: empty() };
  const names = Object.keys(PAGES) as PageName[];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // each page first in turn
      for (let i = 0; i < names.length; i++) {
        const name = names[(round + i) % names.length] as PageName;
        await measure(browser, `${server.url}/${PAGES[name]}`, results[name]);
      }
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(11);
  const row = (label: string, pick: (figures: Figures) => number[], budget?: number) => {
    const [ours, hand, lean] = (['config', 'hand', 'lean'] as const).map((name) => median(pick(results[name]))) as [number, number, number];
    const ratio = ours / hand;
    const verdict = budget === undefined ? '' : ratio <= budget ? `  within ${budget}x of hand` : `  OVER ${budget}x of hand`;
    return `${label.padEnd(46)} ${ms(ours)} ${ms(hand)} ${`${ratio.toFixed(2)}x`.padStart(8)} ${ms(lean)} ${`${(ours / lean).toFixed(2)}x`.padStart(8)}${verdict}`;
  };
  console.log(`\nList page, 50 rows x 12 columns (switch, image, tag, money, datetime, …) and row actions, in Chromium; calls answer after 1 ms`);
  console.log(`<ConfigList> against the same page written by hand with antd Table (hand: antd Image, Badge, Typography.Link in the cells;`);
  console.log(`lean: the same with plain img, dots and buttons, columns memoised); medians of ${ROUNDS} alternating rounds, a fresh tab each; budget vs hand`);
  console.log(`${'figure'.padEnd(46)} ${'ConfigList'.padStart(11)} ${'hand'.padStart(11)} ${'vs hand'.padStart(8)} ${'lean'.padStart(11)} ${'vs lean'.padStart(8)}`);
  console.log(row('first render to painted rows (cold)', (f) => f.first, BUDGET));
  console.log(row(`re-render: mounted again (${REMOUNTS} a round)`, (f) => f.mount, BUDGET));
  console.log(row(`switch click to the switch flipped (${TOGGLES} a round)`, (f) => f.flipped, BUDGET));
  console.log(row('switch click to the row repainted after reload', (f) => f.repainted));
  console.log(row(`menu click to painted rows (${MENUS} a round)`, (f) => f.menu));
}

await main();
