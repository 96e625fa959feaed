import type { Page } from 'playwright-core';
import { logOut } from './page-helpers.ts';

// One page for a browser file's tests (useBrowser's `samePage`, harness.ts): what the harness
// knows of such a page, what it takes back after each test, and the login that ends the last
// test's session in the app instead of loading the page again. On 2 cores the browser tests
// wait on CPU, and a page load is their largest cost: 3 to 4 CPU-s (tests/bench/load-cost.ts),
// where 退出 and a login on the login screen cost about 1.5.

interface SharedPage {
  /** A test before the current one used the page. */
  used: boolean;
  /** The current test has begun with the page: loaded it, logged in or gone somewhere. */
  begun: boolean;
  /** What the current test added to the page, taken back after it. */
  added: { dispose(): Promise<unknown> }[];
  /**
   * The current test set the page up for its next load, as an init script does: it routed the
   * page's requests (page.route) or installed a fake clock (page.clock.install), under which the
   * app's timers must start.
   */
  setUpForLoad: boolean;
  /**
   * A test installed a fake clock in the page's context, which Playwright cannot take back: the
   * next test gets a new context, not a page whose timers a clock of an earlier test still runs.
   */
  clocked: boolean;
}

const shared = new WeakMap<Page, SharedPage>();

/**
 * Makes `page` a page that a file's tests share. The init scripts a test adds to it (its own,
 * watchForText's, login()'s) are recorded, to be taken back after the test, and so are its
 * routes; a fake clock it installs is noted (no login in the app is tried after it, and the next
 * test gets a new context: a clock cannot be taken back). A test
 * that begins with page.goto() on a used page gets a fresh start first (its storage cleared), as
 * in a new browser: a test of the login screen is not let in by the last test's session.
 */
export function sharePage(page: Page): void {
  const state: SharedPage = { used: false, begun: false, added: [], setUpForLoad: false, clocked: false };
  shared.set(page, state);
  const addInitScript = page.addInitScript.bind(page) as (...args: unknown[]) => Promise<{ dispose(): Promise<unknown> }>;
  page.addInitScript = (async (...args: unknown[]) => {
    const added = await addInitScript(...args);
    state.added.push(added);
    return added;
  }) as Page['addInitScript'];
  const route = page.route.bind(page);
  page.route = ((...args: Parameters<Page['route']>) => ((state.setUpForLoad = true), route(...args))) as Page['route'];
  const install = page.clock.install.bind(page.clock);
  page.clock.install = ((...args: Parameters<Page['clock']['install']>) => ((state.setUpForLoad = state.clocked = true), install(...args))) as Page['clock']['install'];
  const goto = page.goto.bind(page);
  page.goto = (async (...args: Parameters<Page['goto']>) => {
    await freshStart(page);
    return goto(...args);
  }) as Page['goto'];
}

/** Whether `page` is shared and open: a test is about to use it again (marked used). */
export function takeUpAgain(page: Page | undefined): boolean {
  const state = page && !page.isClosed() ? shared.get(page) : undefined;
  if (state) Object.assign(state, { used: true, begun: false, setUpForLoad: false });
  return !!state;
}

/**
 * After a test that passed on a shared page: its init scripts, its routes, the server's fault
 * rules and the harness's own marks in sessionStorage go, the other tabs it opened close, and
 * the mouse goes back to the corner where a new page has it (left over a page, it hovered a
 * date picker's cells as it opened, and the box showed the hovered day while keys were typed).
 * False when `page` is not a shared page that is still open, or a fake clock was installed in it
 * (SharedPage.clocked): the caller closes its context.
 */
export async function takeBack(page: Page, serverUrl: string): Promise<boolean> {
  const state = shared.get(page);
  if (!state || page.isClosed() || state.clocked) return false;
  await Promise.all(state.added.splice(0).map((added) => added.dispose()));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.mouse.move(0, 0);
  await Promise.all(page.context().pages().filter((other) => other !== page).map((other) => other.close()));
  // (a server without fault injection answers 404)
  await fetch(`${serverUrl}/__faults`, { method: 'DELETE' });
  await page.evaluate(() => ['e2e-text-seen', 'e2e-logged-in-before'].forEach((key) => sessionStorage.removeItem(key))).catch(() => undefined);
  return true;
}

/**
 * Before the current test's first load of a used shared page: its storage cleared, so that the
 * load starts as a new browser's would. Once a test has begun, nothing (a login() later in a
 * test keeps what the test did).
 */
export async function freshStart(page: Page): Promise<void> {
  const state = shared.get(page);
  if (!state?.used || state.begun) return;
  state.begun = true;
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => undefined);
}

/** The boxes open over a page (dialogs, drawers, a picture's preview), counted in the page. */
const OPEN_BOXES = '.ant-modal-wrap, .ant-drawer-open, .ant-image-preview-wrap';

/** What a shared page shows between two tests: the layout or the login screen, its localStorage's keys, the boxes open over it. */
const pageState = (page: Page) =>
  page
    .evaluate((selector) => ({
      layout: !!document.querySelector('.navbar'),
      loginScreen: location.pathname === '/login' && !!document.querySelector('form button[type="submit"]'),
      keys: Object.keys(localStorage),
      open: [...document.querySelectorAll(selector)].filter((element) => element.getClientRects().length > 0).length,
    }), OPEN_BOXES)
    .catch(() => undefined);

/**
 * Closes what the last test left open over the layout, the topmost first, with its close icon,
 * as a user would; false when one stays open (it has no close icon, or it asks before closing).
 */
async function closeLeftOpen(page: Page, open: number): Promise<boolean> {
  for (let left = open; left > 0; ) {
    const close = page.locator('.ant-modal-wrap:visible .ant-modal-close, .ant-drawer-open .ant-drawer-close, .ant-image-preview-wrap:visible .ant-image-preview-close').last();
    if ((await close.count()) === 0 || !(await close.click({ timeout: 2_000 }).then(() => true, () => false))) return false;
    // gone once its closing motion has ended (in the files that keep motion on), or a question
    // opened over it instead; a limit, not a wait
    const now = await page
      .waitForFunction(
        ({ selector, before }) => {
          const count = [...document.querySelectorAll(selector)].filter((element) => element.getClientRects().length > 0).length;
          return count !== before && { count };
        },
        { selector: OPEN_BOXES, before: left },
        { timeout: 3_000 },
      )
      .then(async (handle) => ((await handle.jsonValue()) as { count: number }).count, () => left);
    if (now >= left) return false;
    left = now;
  }
  return true;
}

/**
 * At the start of a test on a used shared page that shows the layout, with nothing but the login
 * token in localStorage (no setting, no draft), when the test has not yet added an init script, a
 * route or a fake clock (those are for the page's load: the app's timers start under the clock):
 * what the last test left open over the layout is closed with its close icon, and once the last
 * test's toasts have gone, 退出 from the account menu (which drops the token, the cached answers
 * and the visited pages), the once-per-session dialogs marked shown, then `logIn` on the login
 * screen. A page the last test left on the login
 * screen, with nothing in localStorage, logs in there without 退出. False when the page is in
 * neither state, or a box stays open: nothing more was done then, and the caller loads the page.
 */
export async function logInAgainInApp(page: Page, onceFlags: readonly string[], logIn: () => Promise<void>): Promise<boolean> {
  const state = shared.get(page);
  if (!state?.used || state.begun || state.setUpForLoad || state.added.length > 0) return false;
  let shown = await pageState(page);
  const onLayout = () => !!shown?.layout && shown.keys.every((key) => key === 'org-Token');
  const onLoginScreen = !!shown && !shown.layout && shown.loginScreen && shown.keys.length === 0 && shown.open === 0;
  if (!onLayout() && !onLoginScreen) return false;
  if (onLayout() && shown!.open > 0) {
    if (!(await closeLeftOpen(page, shown!.open))) return false;
    // a dialog closed with what was typed in it leaves a draft: the page is loaded then
    shown = await pageState(page);
    if (!onLayout() || shown!.open > 0) return false;
  }
  // the last test's toasts go first (a toast lasts 3 s; a longer one, and the page is loaded
  // instead): a test that says no toast shows must not see them
  const toast = page.locator('.ant-message-notice, .ant-notification-notice').first();
  if (!(await toast.waitFor({ state: 'detached', timeout: 3_500 }).then(() => true, () => false))) return false;
  // a pop-up may have come meanwhile (the onboarding one opens once the page is idle, later on a
  // busy machine, and 提交资料's cannot be closed): the page is loaded then, as a user would have to
  if (onLayout() && ((await pageState(page))?.open ?? 1) > 0) return false;
  state.begun = true;
  if (!onLoginScreen) await logOut(page);
  await page.evaluate((keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')), onceFlags);
  await logIn();
  // where a new page has the mouse: the clicks above left it over the middle of the page
  await page.mouse.move(0, 0);
  return true;
}
