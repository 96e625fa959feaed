// The small steps the browser tests take on a page (harness.ts re-exports them): going to a page
// inside the app, watching for a toast from a page's first script, the reference server's fault
// rules, a row's actions. The widgets' own steps are in drivers/.
import type { Locator, Page } from 'playwright-core';
import type { ReferenceServer } from './harness.ts';

/** Goes to `href` inside the app, as its own links and the tags bar's 刷新 do: no reload. */
export async function followInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

/** 退出 from the account menu, as a user ends a session; resolves once the login screen shows its 登录 button. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '退出' }).click();
  await page.waitForURL('**/login**');
  await page.getByRole('button', { name: '登录' }).first().waitFor();
}

/** Goes to the page at `href` inside the app (followInApp) and waits until it is the page shown. */
export async function visitInApp(page: Page, href: string): Promise<void> {
  await followInApp(page, href);
  await page.locator(`.page-view[data-path="${new URL(href, 'http://localhost').pathname}"]:not([hidden])`).waitFor();
}

/** Marks the tab's sessionStorage once `wanted` is shown in this document (watchForText). */
const markWhenShown = (wanted: string) => {
  new MutationObserver((_, observer) => {
    if (!document.body?.textContent?.includes(wanted)) return;
    sessionStorage.setItem('e2e-text-seen', wanted);
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

/**
 * Records whether `text` is shown, from the first script of every later page load in this tab:
 * a 3 s toast after a reload can come and go between two looks of a poll started after the
 * reload on a starved machine. With `thisPageToo`, in the page as it is now as well (where the
 * text must not show yet): a poll of the page can meet what the test set up before the reload
 * does. Read with textSeen().
 */
export async function watchForText(page: Page, text: string, options: { thisPageToo?: boolean } = {}): Promise<void> {
  await page.addInitScript(markWhenShown, text);
  if (!options.thisPageToo) return;
  if (await page.evaluate((wanted) => !!document.body?.textContent?.includes(wanted), text)) {
    throw new Error(`watchForText: "${text}" is already shown on the page; watch before it can show`);
  }
  await page.evaluate(markWhenShown, text);
}

/** The text that watchForText() saw shown in this tab, or null. */
export const textSeen = (page: Page): Promise<string | null> => page.evaluate(() => sessionStorage.getItem('e2e-text-seen'));

/** Arms fault rules on a server started with REFERENCE_FAULTS=1 (server/README.md, Fault injection). */
export async function armFault(server: ReferenceServer, rule: Record<string, unknown> | Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${server.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) });
  if (!response.ok) throw new Error(`arming the fault failed: ${response.status} ${await response.text()}`);
}

/**
 * Lets every request held by a `hold: true` fault go on (server/README.md, Fault injection) and
 * says how many there were: a test that acts while a request is out holds it, acts, and releases
 * it, whatever the machine's speed. A request the page has sent may not have reached the server
 * yet: this waits (up to 20 s) until at least one is held.
 */
export async function releaseHeld(server: ReferenceServer): Promise<number> {
  for (let waited = 0; ; waited += 50) {
    const response = await fetch(`${server.url}/__faults/release`, { method: 'POST' });
    if (!response.ok) throw new Error(`releasing the held requests failed: ${response.status} ${await response.text()}`);
    const { released } = ((await response.json()) as { data: { released: number } }).data;
    if (released > 0) return released;
    if (waited >= 20_000) throw new Error('No request was held by the server within 20 s (a hold: true fault that matched nothing?)');
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** A list row's 更多 (its name: 更多操作 and the row's name), which holds the actions that do not stand as buttons. */
const moreOf = (row: Locator) => row.getByRole('button', { name: /^更多操作/ });

/**
 * Clicks the row action `name` of `row` (one table row) as a user would: its button, or, when the
 * row folds it into 更多 (adapters/antd/config-list/list-table.tsx, splitActions: past the third
 * action, or past the room of three two-character labels; on a phone every one), 更多 and then its
 * item. At the tests' 1280 px, 分支机构 shows 详情 and 编辑; 专业管理 详情, 编辑, 停用 or 启用.
 */
export async function clickRowAction(row: Locator, name: string): Promise<void> {
  await row.waitFor();
  const button = row.getByRole('button', { name, exact: true });
  if ((await button.count()) > 0) {
    await button.click();
    return;
  }
  const more = moreOf(row);
  await more.click();
  await row.page().getByRole('menu', { name: /^更多操作/ }).getByRole('menuitem', { name, exact: true }).click();
}

/** Every action `row` offers, its buttons and those in its 更多 (opened, read and closed again with Esc). */
export async function rowActionNames(row: Locator): Promise<string[]> {
  await row.waitFor();
  const standing = (await row.locator('.config-list-action:not(.config-list-more)').allTextContents()).map((text) => text.trim());
  const more = moreOf(row);
  if ((await more.count()) === 0) return standing;
  await more.click();
  const menu = row.page().getByRole('menu', { name: /^更多操作/ });
  await menu.waitFor();
  const folded = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  await row.page().keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return [...standing, ...folded];
}
