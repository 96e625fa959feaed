// The frame of the benches that drive the built app (route-bundles, user-feel): the production
// build (built when missing or stale), a reference server on a fresh data folder, one Chromium;
// all of it stopped afterwards, whatever happens. Exit code 1 on a failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ensureBuild } from '../../server/build.ts';
import { children, startServer, type Server } from './server-process.ts';
import { CHROMIUM } from './static-pages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export function benchTheApp(name: string, body: (server: Server, browser: Browser) => Promise<void>): void {
  const run = async () => {
    ensureBuild(ROOT);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `edu-bench-${name}-`));
    const server = await startServer(dataDir, process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
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
