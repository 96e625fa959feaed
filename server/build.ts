import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './main.ts';

/** What the built app is made from: a change to any of these makes dist/ stale. */
const SOURCES = [
  'app',
  'adapters',
  'engine',
  'build',
  ...fs.readdirSync(PROJECT_ROOT).filter((file) => /^vite\..+\.tsx?$/.test(file)),
  'tsconfig.json',
  // its "browserslist" is the build's target (build/browser-floor.ts)
  'package.json',
  'package-lock.json',
];
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

/** Where the app is built: DIST_DIR, else dist/ in the project. */
const appDistDir = (root: string) => (process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist'));

/**
 * Runs `vite build` when dist/ is missing or older than the sources. DIST_DIR (as for the server)
 * builds elsewhere, so that two working copies' browser tests do not share one dist/.
 */
export function ensureBuild(root = PROJECT_ROOT, distDir = appDistDir(root)): void {
  build(root, distDir, SOURCES, 'the app', []);
}

/**
 * The studio's build (studio/vite.config.ts) when dist-studio/ (STUDIO_DIST_DIR) is missing or
 * stale: `npm run studio` and its browser test. The app's build never holds the studio.
 */
export function ensureStudioBuild(root = PROJECT_ROOT, distDir = process.env.STUDIO_DIST_DIR ? path.resolve(process.env.STUDIO_DIST_DIR) : path.join(root, 'dist-studio')): void {
  build(root, distDir, STUDIO_SOURCES, 'the studio', ['--config', path.join(root, 'studio', 'vite.config.ts')]);
}

/** The `vite build` that makes distDir, and its environment: the shipped build, even when called from vitest. */
function viteBuild(root: string, distDir: string, args: string[]): { argv: string[]; env: NodeJS.ProcessEnv } {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return {
    argv: [vite, 'build', ...args, '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
    // vitest sets NODE_ENV=test (vite would then bundle React's development build) and VITEST
    // (vite.config.ts then keeps antd's ResizeObserver polyfill, meant for the jsdom tests)
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST'))), NODE_ENV: 'production' },
  };
}

function build(root: string, distDir: string, sources: string[], what: string, args: string[]): void {
  const reason = staleReason(root, distDir, sources);
  if (!reason) return;
  console.log(`Building ${what} (${reason})…`);
  const { argv, env } = viteBuild(root, distDir, args);
  const result = spawnSync(process.execPath, argv, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`vite build failed (exit ${result.status ?? result.signal}); see the output above`);
  }
}

/**
 * ensureBuild without waiting: the build runs in a child process while the caller goes on
 * (the test run's other files run meanwhile). `done` settles when dist/ is up to date, and
 * rejects with vite's output when the build fails; `stop()` ends a build still running.
 */
export function ensureBuildInBackground(root = PROJECT_ROOT, distDir = appDistDir(root)): { done: Promise<void>; stop(): void } {
  const reason = staleReason(root, distDir);
  if (!reason) return { done: Promise.resolve(), stop: () => undefined };
  console.log(`Building the app (${reason}), while the first tests run…`);
  const { argv, env } = viteBuild(root, distDir, []);
  const child = spawn(process.execPath, argv, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`vite build could not start: ${error.message}`)));
    child.once('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code ?? signal}):\n${output}`))));
  });
  return { done, stop: () => void (child.exitCode === null && child.kill()) };
}
