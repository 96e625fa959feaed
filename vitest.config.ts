import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { fieldTypeStoriesPlugin } from './.storybook/field-type-stories.ts';
import appConfig from './vite.config.ts';

// The test projects (npm test, npm run test:*), on top of the app's Vite config (vite.config.ts):
// *.test.ts run in Node, *.test.tsx in jsdom, tests/e2e in Chromium against the reference server.

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const FAILURES_REPORTER = path.join(ROOT, 'tests/tools/failures-reporter.ts');
/** The component test files that replace a module (vi.mock): each runs with a module graph of its own. */
const MOCKING_MODULES = fs
  .readdirSync(path.join(ROOT, 'tests'), { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/${file.split(path.sep).join('/')}`)
  .filter((file) => file.endsWith('.test.tsx') && !file.startsWith('tests/stories/') && fs.readFileSync(path.join(ROOT, file), 'utf8').includes('vi.mock('));

/**
 * The browser files' settings (the e2e and a11y projects): Chromium against the reference server,
 * built once by the global setup.
 */
const BROWSER_TESTS: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  globalSetup: ['tests/e2e/support/global-setup.ts'],
  // a limit that catches a hang, not a measure: the longest flows (two logins and a restored
  // dialog, or a whole form by keyboard) take about 30 s alone, and beside a second suite on a
  // slower 2-core machine (2026-11-29: 2,530 s of Vitest for the pair) two of them passed 60 s
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // expect.poll waits for what a user would see (144 of them here): Vitest's 1 s default let a
  // side-by-side CI run fail list-widths, whose poll reads a page's figures twice in a row and
  // could not do it twice within 1 s on 2 cores running two suites
  expect: { poll: { timeout: 15_000 } },
  // One module graph per worker, not per file: Playwright and the harness are loaded once and the
  // worker's Chromium serves its next files (harness.ts); each file still has its own reference
  // server and data folder, and each test its own browser context. No browser file replaces a
  // module (vi.mock). As many workers as the other projects (Vitest runs projects side by side
  // only when their workers match). They hold with the cores busy because they wait on what a
  // user sees (opened() for a dialog that zooms; most files run with the system's reduced motion).
  isolate: false,
};
/**
 * The axe sweep of the app's screens (about 30 screens, each in both site colours): with the
 * Storybook one, `npm run test:a11y`, which .ci/run runs after `npm test`.
 */
const A11Y_SWEEP = 'tests/e2e/a11y.e2e.ts';
/**
 * The browser walk: the browser files `npm test` runs (project e2e-walk), about a third of the
 * browser suite's work, so that `npm test` stays within 8 minutes on 2 cores: the main walk in both
 * answer dialects (login, dashboard, a list page's add, edit and delete, the auth form, 通知中心,
 * 个人中心, recharge, 待缴费, 角色管理); then, in their own files, the generic list page, the login
 * screen and the shell, the dashboard, the auth form, paying a top-up, the notices, a slow or broken
 * call that never locks the app, a broken config or runtime config, the deploy under nginx, and the
 * browser floor (the build's syntax and CSS, and the Chromium 86 and 109 kernels).
 * Each of them says so in its first lines (`// @walk`), so that a renamed or new file keeps or takes
 * its place without an edit here. The other browser files (project e2e-rest: keyboard walks, drafts, the login screen's other
 * doors, the personal centre's edits, widgets, maps, the studio, …) are `npm run test:e2e-rest`,
 * which .ci/run runs after `npm test`; `npm run test:e2e` runs both.
 */
const WALK_MARK = /^\/\/ @walk\b/m;
const BROWSER_WALK = fs
  .readdirSync(path.join(ROOT, 'tests/e2e'), { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/e2e/${file.split(path.sep).join('/')}`)
  .filter((file) => file.endsWith('.e2e.ts') && WALK_MARK.test(fs.readFileSync(path.join(ROOT, file), 'utf8').slice(0, 400)))
  .sort();
// the walk's files, each marked by itself: a marker lost in an edit would drop it from npm test unseen
if (BROWSER_WALK.length < 10) throw new Error(`vitest.config.ts: only ${BROWSER_WALK.length} browser files carry // @walk (${BROWSER_WALK.join(', ')}); the walk has 14`);

export default defineConfig((env) =>
  mergeConfig(appConfig(env), {
    test: {
      root: ROOT,
      // TEST_TIMINGS_DIR (set by .ci/run): each run also writes vitest's json report there, read
      // by tests/tools/slowest-files.ts to print the slowest files.
      // Vitest's default is one worker less than the cores: one on a 2-core machine. The files
      // are independent (each browser file has its own server and data folder), so use them all,
      // and one more: a browser test waits on its page, its server and their frames, and the
      // third worker uses the CPU meanwhile (the whole run, on 2 cores, in one session: 474 s with 3
      // workers, 555 s with 2, about 30 s of which one failed test's time limit). `npm test` runs the unit and the browser files in one run, so that
      // no project waits for another's slowest file. (With 3 workers, two suites side by side once
      // starved each other past their time limits; the browser tests have since stopped waiting
      // on clocks and on Vitest's 1 s poll, and the fresh-clone runs beside a second suite are the
      // check.) TEST_WORKERS sets it by hand (1 to run the files one at a time).
      maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism()) + 1,
      // The failures reporter ends every run with the file and name of each failed test.
      reporters: process.env.TEST_TIMINGS_DIR
        ? ['default', FAILURES_REPORTER, ['json', { outputFile: path.join(process.env.TEST_TIMINGS_DIR, `vitest-${process.pid}.json`) }]]
        : ['default', FAILURES_REPORTER],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // the server tests log in (scrypt, on purpose slow) and start servers: on a busy 2-core
            // machine a test of a dozen logins can pass 5 s without being wrong
            testTimeout: 20_000,
            include: ['tests/**/*.test.ts'],
            exclude: ['tests/e2e/**'],
            // its ES modules import each other without file extensions, which Node does not resolve
            server: { deps: { inline: ['codemirror-json-schema'] } },
            // One module graph per worker, not per file (import time summed over files: 38 s -> 10 s;
            // the project's 60 s -> 34 s). No file here replaces a module; the few that set
            // process.env or stub a global put it back after themselves.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            // antd in jsdom is slow (100-200 ms a form render); on a busy 2-core machine a test
            // of a whole dialog can pass 5 s without being wrong.
            testTimeout: 20_000,
            include: ['tests/**/*.test.tsx'],
            exclude: ['tests/e2e/**', 'tests/stories/**', ...MOCKING_MODULES],
            setupFiles: ['tests/setup-dom.ts'],
            // One module graph per worker, not per file: antd, Formily and jsdom are loaded once,
            // not 47 times (the project's 146 s become 66 s). Each test makes its own store, query
            // client and services; a file that replaces a module (vi.mock) runs isolated, below.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'component-isolated',
            environment: 'jsdom',
            testTimeout: 20_000,
            include: MOCKING_MODULES,
            setupFiles: ['tests/setup-dom.ts'],
          },
        },
        {
          extends: true,
          // the field-type stories are generated from the registry, as in Storybook
          plugins: [fieldTypeStoriesPlugin()],
          test: {
            name: 'stories',
            environment: 'jsdom',
            testTimeout: 20_000,
            include: ['tests/stories/**/*.test.tsx'],
            setupFiles: ['tests/setup-dom.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'e2e-walk', include: BROWSER_WALK, ...BROWSER_TESTS },
        },
        {
          extends: true,
          test: { name: 'e2e-rest', include: ['tests/e2e/**/*.e2e.ts'], exclude: [A11Y_SWEEP, ...BROWSER_WALK], ...BROWSER_TESTS },
        },
        {
          extends: true,
          // axe over the app's screens in both site colours: `npm run test:a11y` (in .ci/run), not `npm test`
          test: { name: 'a11y', include: [A11Y_SWEEP], ...BROWSER_TESTS },
        },
        {
          extends: true,
          test: {
            name: 'bench',
            environment: 'node',
            include: [],
            benchmark: { include: ['tests/bench/**/*.bench.ts'] },
          },
        },
      ],
    },
  }),
);
