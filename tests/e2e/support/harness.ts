import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { STYLE_MISS } from '../../../build/antd-style-code.ts';
import { freshStart, logInAgainInApp, sharePage, takeBack, takeUpAgain } from './same-page.ts';
import { followInApp } from './page-helpers.ts';
import { countLoads, recordLoads } from './page-loads.ts';
import { serverBundle } from './server-bundle.ts';

export { armFault, clickRowAction, followInApp, logOut, releaseHeld, rowActionNames, textSeen, visitInApp, watchForText } from './page-helpers.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const ARTIFACTS = path.join(ROOT, 'tests/e2e/artifacts');

/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's chromium-headless-shell, else Debian's
 * Chromium. The headless shell is the same Blink without the desktop browser around it (no
 * browser UI, no WebUI renderers): measured on the list and shell files, a third less CPU in
 * Chromium's processes than full Chromium's headless mode, which on 2 cores is what the browser
 * tests wait on. Fails (never skips) with how to install one.
 */
export function chromiumPath(): string {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      `The browser tests need Chromium, and none was found at ${candidates.join(' or ')}.\n` +
        'Install it with: apt-get update && apt-get install -y chromium-headless-shell chromium\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ReferenceServer {
  url: string;
  dataDir: string;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  /**
   * The latest SMS code printed for `mobile` (server/README.md: no SMS is sent) after `since`
   * characters of the output (pass `output().length` taken before sending, so an older code is
   * never read), waiting up to 20 s for it.
   */
  codeFor(mobile: string, since?: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` as `npm start` would (bundled, server-bundle.ts), on a free port with a
 * fresh temporary DATA_DIR, with the dev calls on (REFERENCE_DEV=1, for the captcha and review
 * helpers) unless `env` says otherwise.
 */
export async function startReferenceServer(env: Record<string, string> = {}): Promise<ReferenceServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-e2e-data-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', await serverBundle()], {
    cwd: ROOT,
    env: { ...process.env, REFERENCE_DEV: '1', ...env, PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // a limit, not a wait: it starts in about 1 s, but a machine running two suites side by side
    // took more than 30 s to load its modules
    const timer = setTimeout(() => reject(new Error(`The reference server did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The reference server exited (code ${code}) before listening:\n${output}`));
    });
  });
  const codeFor = async (mobile: string, since = 0) => {
    const pattern = new RegExp(`\\[短信验证码\\] 手机号 ${mobile} 的验证码：(\\d{6})`, 'g');
    for (let waited = 0; waited < 20_000; waited += 50) {
      const code = [...output.slice(since).matchAll(pattern)].at(-1)?.[1];
      if (code) return code;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`No SMS code for ${mobile} in the server log:\n${output.slice(-2000)}`);
  };
  return {
    url,
    dataDir,
    output: () => output,
    codeFor,
    stop: async () => {
      if (child.exitCode === null) {
        // a request a failed test left held (a `hold: true` fault) would keep the server from closing
        if ((env.REFERENCE_FAULTS ?? process.env.REFERENCE_FAULTS) === '1') await fetch(`${url}/__faults`, { method: 'DELETE' }).catch(() => undefined);
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let launched: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, launched by its first file and used by the next ones (the
 * browser project runs its files in one module graph per worker, vitest.config.ts): each test still
 * gets a context of its own, as fresh as a new browser's (no cookies, storage or cache). A browser
 * that has gone away is launched again; it closes with the worker.
 */
function workerBrowser(): Promise<Browser> {
  const current = launched;
  if (current) {
    return current.then(
      (browser) => (browser.isConnected() ? browser : ((launched = undefined), workerBrowser())),
      () => ((launched = undefined), workerBrowser()),
    );
  }
  launched = chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return launched;
}

/**
 * E2E_LATE_FRAMES=ms (a stress run, never CI): every animation frame a page of useBrowser's
 * contexts asks for comes that much later, as on a machine too busy to draw. A test that acts between what a component does at
 * once and what it defers to its next frame (rc-menu marks an item active, then focuses it) then
 * fails every time instead of once in a hundred CI runs.
 */
const LATE_FRAMES = Number(process.env.E2E_LATE_FRAMES) || 0;
function lateFrames(ms: number): void {
  const frame = window.requestAnimationFrame.bind(window);
  const cancel = window.cancelAnimationFrame.bind(window);
  const pending = new Map<number, { timer: number; frame?: number }>();
  let next = 0;
  window.requestAnimationFrame = (callback) => {
    const id = (next += 1);
    const drawn = (time: number) => {
      pending.delete(id);
      callback(time);
    };
    const entry: { timer: number; frame?: number } = { timer: window.setTimeout(() => (entry.frame = frame(drawn)), ms) };
    pending.set(id, entry);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    const entry = pending.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    if (entry.frame !== undefined) cancel(entry.frame);
    pending.delete(id);
  };
}

let built: Promise<void> | undefined;
/**
 * Resolves once this run's app build (started by global-setup.ts while the first files run) has
 * made dist/; throws vite's output when it failed. Checks the build's state file every 100 ms.
 */
export function appBuilt(): Promise<void> {
  built ??= (async () => {
    const state = inject('appBuildState');
    for (;;) {
      if (fs.existsSync(state)) {
        const { ok, error } = JSON.parse(fs.readFileSync(state, 'utf8')) as { ok: boolean; error?: string };
        if (ok) return;
        throw new Error(`The app's build for the browser tests failed: ${error ?? '(no output)'}`);
      }
      await new Promise((next) => setTimeout(next, 100));
    }
  })();
  return built;
}

/**
 * A browser context's settings as the users' browsers are: Chinese, in China time (as the
 * server's zone-less times are, server/README.md), 1280 px wide, with the system's reduced motion
 * unless `motion` (BrowserOptions.motion).
 */
export const usersContext = (baseURL: string, motion = false) =>
  ({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1280, height: 800 }, reducedMotion: motion ? 'no-preference' : 'reduce' }) as const;

/** Turns the browser's data saver on for `page` (BrowserOptions.saveData): the app then fetches no code on a guess. */
export async function saveData(page: Page): Promise<void> {
  await (await page.context().newCDPSession(page)).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/** The reference server each test's browser context talks to (its baseURL). */
const serverOf = new WeakMap<BrowserContext, ReferenceServer>();

export interface BrowserTestContext {
  server: ReferenceServer;
  page: Page;
  /** console.error messages and uncaught page errors seen by the current test. */
  errors: string[];
}

export interface BrowserOptions {
  /**
   * true: the pages run with the system's motion on, as most users have it (antd zooms dialogs
   * in and out); for files about what happens while dialogs open and close, which click in
   * them once opened() says so. Default: the pages run as for a user who asked the system for
   * less motion (prefers-reduced-motion), and the app opens dialogs without moving them: a click
   * into a dialog still paused at the start of its zoom, which Playwright takes for stable and
   * which then lands beside the button, cannot happen on a busy machine.
   */
  motion?: boolean;
  /**
   * false: the pages run without a data saver, as most users have it, and the app warms the next
   * page up while the browser is idle (app/shell/idle-warm-up.tsx); for the files about that warm-up
   * and the main walks. Default: the browser's data saver is on (navigator.connection.saveData,
   * Save-Data), as for a user on a metered connection, and the app fetches no code on a guess:
   * measured on the list, shell and catalogue files, the warm-up was a tenth of the browser
   * tests' CPU (206 -> 185 s), which on 2 cores is what the suite waits on.
   */
  saveData?: boolean;
  /**
   * true: the file's tests share one page, as one user's tab is used all day (same-page.ts). A
   * test that begins with login() on the page the test before left logged in ends that session
   * in the app (a dialog or drawer left open closed with its close icon, then 账号菜单 → 退出:
   * the token, the cached answers and the visited pages go) and logs in on the login screen,
   * landing on its path; a page left on the login screen logs in there. About 1.5 CPU-s where a
   * page load costs 3 to 4 (tests/bench/load-cost.ts), and on 2 cores the suite waits on CPU. It
   * loads the page as before, its storage cleared first as a new browser's, when it cannot: the
   * test routed requests, installed a fake clock or added init scripts first (they are for the
   * load), a box stays open (no close icon, or it asks first), neither the layout nor the login
   * screen is shown, the last user left a setting or a draft. A test that begins with page.goto()
   * or loggedInBefore() gets the same fresh start. After each test the harness takes back its init
   * scripts, routes, fault rules, other tabs and mouse position; after a failed test, or one that
   * installed a fake clock (which cannot be taken back), the page closes and the next test gets a
   * new one. For files whose tests are not about what the first load of a tab does (focus at
   * load, what the runtime config gives). E2E_FRESH_PAGES=1 turns it off for a run. Default: a
   * fresh context and page per test.
   */
  samePage?: boolean;
}

/**
 * Registers the hooks of a browser test file: one reference server per file, the worker's
 * Chromium, a fresh context and page per test (or one for the file: BrowserOptions.samePage),
 * and a screenshot under tests/e2e/artifacts/ when a test fails.
 */
export function useBrowser(serverEnv: (() => Record<string, string>) | undefined = () => ({}), options: BrowserOptions = {}): BrowserTestContext {
  const ctx = { errors: [] as string[] } as BrowserTestContext;
  let browser: Browser;
  let styleMisses: string[] = [];
  let file: string | undefined;
  beforeAll(async () => {
    file = expect.getState().testPath;
    [ctx.server, browser] = await Promise.all([appBuilt().then(() => startReferenceServer(serverEnv?.() ?? {})), workerBrowser()]);
  });
  afterAll(async () => {
    // a context a test opened for itself and left open when it failed is not the next file's
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await ctx.server?.stop();
    recordLoads(file);
  });
  const newPage = async () => {
    const context = await browser.newContext(usersContext(ctx.server.url, options.motion));
    serverOf.set(context, ctx.server);
    countLoads(context);
    if (LATE_FRAMES > 0) await context.addInitScript(lateFrames, LATE_FRAMES);
    const page = await context.newPage();
    if (options.saveData ?? true) await saveData(page);
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error') ctx.errors.push(text);
      if (text.startsWith(STYLE_MISS)) styleMisses.push(text);
    });
    page.on('pageerror', (error) => ctx.errors.push(error.message));
    // E2E_FRESH_PAGES=1: every test gets a new page even so, to tell whether a failure comes from the sharing
    if (options.samePage && process.env.E2E_FRESH_PAGES !== '1') sharePage(page);
    return page;
  };
  beforeEach(async () => {
    ctx.errors = [];
    styleMisses = [];
    if (!takeUpAgain(ctx.page)) ctx.page = await newPage();
  });
  afterEach(async (test) => {
    const failed = test.task.result?.state === 'fail';
    if (failed && ctx.page) {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      const name = test.task.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_').slice(0, 120);
      const file = path.join(ARTIFACTS, `${name}.png`);
      await ctx.page.screenshot({ path: file, fullPage: true });
      console.error(`Screenshot of the failure: ${path.relative(ROOT, file)}`);
    }
    if (ctx.page && (failed || !(await takeBack(ctx.page, ctx.server.url)))) await ctx.page.context().close();
    // a component drawn unstyled: its styles were not made by the build (build/antd-style-code.ts)
    expect(styleMisses, 'antd components the build made no styles for (add them to build/antd-styles-extract.tsx)').toEqual([]);
  });
  return ctx;
}

export const DEMO_PASSWORD = 'Demo@2026';

/**
 * The once-per-session dialogs (platform hint, promo popup): marked as already shown by
 * login() unless asked for, so that tests of other things are not covered by them.
 */
export const SESSION_ONCE_FLAGS = ['org-platform-hint', 'promo-popup-shown'];

/** A session token of a seeded account, from the login call itself; null when it refuses (lockout, captcha). */
export async function apiToken(server: ReferenceServer, user = 'demo-school'): Promise<string | null> {
  const answer = await fetch(`${server.url}/api/organization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'site-name': 'cepsp' },
    body: JSON.stringify({ user_name: user, password: DEMO_PASSWORD }),
  });
  const body = (await answer.json().catch(() => null)) as { data?: { token?: string } } | null;
  return answer.ok ? (body?.data?.token ?? null) : null;
}

/** The address that hands a session token over and goes on to `path`, as a single sign-on does (spec section 2). */
export const authRedirect = (token: string, path: string) => `/auth-redirect?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(path)}`;

/**
 * Logs in as a seeded account (see server/README.md), starting from `path` (default
 * /dashboard), and waits until the layout shows that page. The token comes from the login call
 * and is handed over at /auth-redirect?token=&redirect= (spec section 2), as a single sign-on
 * would: the login screen itself is tested in shell, login-doors and a11y, and every other test
 * saves its round trip. `options.screen` logs in through the login screen instead. On a page
 * that the file's earlier tests used (BrowserOptions.samePage), it ends their session with 退出
 * and logs in on the login screen, without loading the page (same-page.ts).
 */
export async function login(
  page: Page,
  user = 'demo-school',
  path = '/dashboard',
  options: { onceDialogs?: boolean; screen?: boolean } = {},
): Promise<void> {
  const onLoginScreen = async () => {
    await page.getByLabel('用户名').fill(user);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  };
  // a page the file's earlier tests used (useBrowser's samePage): the last session ends in the app
  const again = !options.onceDialogs && (await logInAgainInApp(page, SESSION_ONCE_FLAGS, () => followInApp(page, `/login?redirect=${encodeURIComponent(path)}`).then(onLoginScreen)));
  if (!again) {
    await freshStart(page);
    if (!options.onceDialogs) {
      await page.addInitScript((keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')), SESSION_ONCE_FLAGS);
    }
    const server = serverOf.get(page.context());
    const token = server && !options.screen ? await apiToken(server, user) : null;
    if (token) {
      await page.goto(authRedirect(token, path));
      await page.waitForURL((url) => !url.pathname.startsWith('/auth-redirect'));
    } else {
      await page.goto(path);
      await page.waitForURL('**/login**');
      await onLoginScreen();
    }
  }
  await page.locator('.navbar').waitFor();
}

/**
 * A browser where `user` logged in earlier: their session token (`org-Token`, spec section 7) is in
 * localStorage when the app first starts in this tab, as after 登录 and a reload, and the
 * once-per-session dialogs are marked shown. Saves the page load of logging in when a test is
 * about the first page a logged-in user opens (a link, a bookmark); `login()` waits for the
 * layout instead.
 */
export async function loggedInBefore(page: Page, user = 'demo-school'): Promise<void> {
  const server = serverOf.get(page.context());
  const token = server ? await apiToken(server, user) : null;
  if (!token) throw new Error(`The login call gave no token for ${user}`);
  await freshStart(page);
  await page.addInitScript(
    ({ token: value, flags }) => {
      // once per tab: a later logout or expiry in the test is not undone by the next page load
      if (sessionStorage.getItem('e2e-logged-in-before')) return;
      sessionStorage.setItem('e2e-logged-in-before', '1');
      localStorage.setItem('org-Token', value);
      flags.forEach((flag) => sessionStorage.setItem(flag, '1'));
    },
    { token, flags: SESSION_ONCE_FLAGS },
  );
}
