import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './main.ts';

/** What the built app is made from: a change to any of these makes dist/ stale. */
const SOURCES = ['app', 'adapters', 'engine', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
/** What the studio's build (studio/vite.config.ts, npm run studio) is made from. */
const STUDIO_SOURCES = ['studio', 'adapters', 'engine', 'tsconfig.json', 'package-lock.json'];

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Why dist/ must be rebuilt, or undefined when it is up to date. */
export function staleReason(root = PROJECT_ROOT, distDir = path.join(root, 'dist'), sources = SOURCES): string | undefined {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return `${path.relative(root, index)} is missing`;
  const built = fs.statSync(index).mtimeMs;
  const changed = sources.find((s) => newestMtime(path.join(root, s)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

/**
 * Runs `vite build` when dist/ is missing or older than the sources. DIST_DIR (as for the server)
 * builds elsewhere, so that two working copies' browser tests do not share one dist/.
 */
export function ensureBuild(root = PROJECT_ROOT, distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist')): void {
  build(root, distDir, SOURCES, 'the app', []);
}

/**
 * The studio's build (studio/vite.config.ts) when dist-studio/ (STUDIO_DIST_DIR) is missing or
 * stale: `npm run studio` and its browser test. The app's build never holds the studio.
 */
export function ensureStudioBuild(root = PROJECT_ROOT, distDir = process.env.STUDIO_DIST_DIR ? path.resolve(process.env.STUDIO_DIST_DIR) : path.join(root, 'dist-studio')): void {
  build(root, distDir, STUDIO_SOURCES, 'the studio', ['--config', path.join(root, 'studio', 'vite.config.ts')]);
}

function build(root: string, distDir: string, sources: string[], what: string, args: string[]): void {
  const reason = staleReason(root, distDir, sources);
  if (!reason) return;
  console.log(`Building ${what} (${reason})…`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', ...args, '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    // The shipped build, even when called from vitest: it sets NODE_ENV=test (vite would then
    // bundle React's development build) and VITEST (vite.config.ts then keeps antd's
    // ResizeObserver polyfill, meant for the jsdom tests).
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST'))), NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`vite build failed (exit ${result.status ?? result.signal}); see the output above`);
  }
}
