import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';

// How many times a browser file's pages loaded the app. On 2 cores the browser tests wait on CPU,
// and a load is their largest cost (3 to 4 CPU-s, tests/bench/load-cost.ts; a login in the app
// costs about 1.5): the number tells where a file's time goes. With TEST_TIMINGS_DIR set (.ci/run),
// each file's count goes there beside vitest's report, and tests/tools/slowest-files.ts prints it.

/** The file name (in TEST_TIMINGS_DIR) of a worker's counts: one JSON line per browser file. */
export const LOADS_FILE_PREFIX = 'page-loads-';

let loads = 0;

/** Counts each load of a document in `context`'s pages, those the test opens itself included. */
export function countLoads(context: BrowserContext): void {
  const watch = (page: { on(event: 'load', listener: () => void): unknown }) => page.on('load', () => (loads += 1));
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** After a file: its count written where slowest-files.ts reads it (nothing without TEST_TIMINGS_DIR), and the count started again. */
export function recordLoads(file: string | undefined): void {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (dir && file) fs.appendFileSync(path.join(dir, `${LOADS_FILE_PREFIX}${process.pid}.jsonl`), `${JSON.stringify({ file, loads })}\n`);
  loads = 0;
}
