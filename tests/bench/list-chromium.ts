// `npm run bench` (list page): <ConfigList> with 50 rows of 12 columns in headless Chromium
// (issue 6, Speed): the time to render the page, and the time from a click on a 主页展示 switch
// to the switch flipped and to the row repainted from the reloaded list. The calls are
// in-memory and answer after 1 ms, so the figures are the page's own work. Built in production
// mode. Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, median, serve } from './static-pages.ts';

const ROOT = path.join(import.meta.dirname, 'list-page');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TOGGLES = 10;


const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.9))] ?? NaN;

async function measure(page: Page) {
  // the first mount loads and compiles everything; the runs after it are what a visit costs
  const first = await page.evaluate(() => window.__listBench.mount());
  const mounts: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.evaluate(() => window.__listBench.unmount());
    mounts.push(await page.evaluate(() => window.__listBench.mount()));
  }
  const flipped: number[] = [];
  const repainted: number[] = [];
  for (let i = 0; i < TOGGLES; i++) {
    const result = await page.evaluate((index) => window.__listBench.toggle(index), 5 + (i % 20));
    flipped.push(result.flipped);
    repainted.push(result.repainted);
  }
  return { first, mounts, flipped, repainted };
}

async function main(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-bench-'));
  await build({ configFile: false, root: ROOT, logLevel: 'warn', mode: 'production', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
  const server = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await page.goto(`${server.url}/index.html`);
    await page.waitForFunction(() => window.__listBench !== undefined);
    const result = await measure(page);
    const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
    console.log(`\n<ConfigList>, 50 rows x 12 columns (switch, image, tag, money, …) and 4 row actions, in Chromium; calls answer after 1 ms`);
    console.log(`${'figure'.padEnd(52)} ${'median'.padStart(10)} ${'p90'.padStart(10)}`);
    console.log(`${'first render to painted rows (cold)'.padEnd(52)} ${ms(result.first)}`);
    console.log(`${`render to painted rows (${RUNS} remounts)`.padEnd(52)} ${ms(median(result.mounts))} ${ms(p90(result.mounts))}`);
    console.log(`${`switch click to the switch flipped (${TOGGLES} clicks)`.padEnd(52)} ${ms(median(result.flipped))} ${ms(p90(result.flipped))}`);
    console.log(`${'switch click to the row repainted after the reload'.padEnd(52)} ${ms(median(result.repainted))} ${ms(p90(result.repainted))}`);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
