import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, login, useBrowser, type ReferenceServer } from './support/harness.ts';
import { allDialogs, opened } from './support/drivers/dialog.ts';
import { allToasts } from './support/drivers/message.ts';

// Issue 26, item 4: no silent account switch. A link /auth-redirect?token=… takes the token out of
// the address bar at once (a refresh or a screenshot never shows it) and never writes it to the
// console; with nobody logged in it logs in as before; with another account logged in it asks
// which to keep, naming both, and each choice leads to that account.

const question = (page: Page) => allDialogs(page).filter({ hasText: '继续使用哪个账号？' });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('org-Token'));
const link = (token: string, redirect = '/dashboard') => `/auth-redirect?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(redirect)}`;

/** A token of `user` and its profile, from the API itself. */
async function account(server: ReferenceServer, user: string) {
  const token = await apiToken(server, user);
  if (!token) throw new Error(`no token for ${user}`);
  const answer = await fetch(`${server.url}/api/organization/profile`, { headers: { accept: 'application/json', 'site-name': 'cepsp', 'org-token': token } });
  const { data } = (await answer.json()) as { data: { id: number; user_name: string; nick_name: string; school?: { name?: string } } };
  const school = data.school?.name;
  // shown: in the navbar; named: in the question (school and user name)
  return { token, id: data.id, shown: school || data.nick_name || data.user_name, named: school ? `${school}（${data.user_name}）` : data.user_name };
}

/** Opens the link and answers the address as it is once the page's scripts have run (before any later step). */
async function openLink(page: Page, href: string): Promise<string> {
  await page.goto(href, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => location.href);
}

describe('/auth-redirect (issue 26, item 4)', () => {
  const t = useBrowser();
  /** Every console message of the page, whatever its level. */
  const consoleOf = (page: Page) => {
    const lines: string[] = [];
    page.on('console', (message) => lines.push(message.text()));
    return lines;
  };

  it('with nobody logged in, logs in as before; the token leaves the address bar at once and never reaches the console', async () => {
    const { page } = t;
    const lines = consoleOf(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const school = await account(t.server, 'demo-school');
    const address = await openLink(page, link(school.token, '/school-branch/school-branch?page=1'));
    expect(address).not.toContain(school.token);
    // still on /auth-redirect, or (a fast machine) already at the target: the token gone either way
    expect(['/auth-redirect', '/school-branch/school-branch']).toContain(new URL(address).pathname);
    await page.waitForURL((url) => url.pathname === '/school-branch/school-branch');
    await page.locator('.navbar').getByText(school.shown).first().waitFor();
    expect(await storedToken(page)).toBe(school.token);
    expect(page.url()).not.toContain(school.token);
    // going back never shows it either: the entry was replaced, not added
    expect(await page.evaluate(() => history.length)).toBe(2);
    expect(lines.join('\n')).not.toContain(school.token);
    // the layout's and the guard's code were asked for as the app started, beside its runtime
    // config, not after it; the screen for a choice between two accounts was not needed
    const first = (pattern: RegExp) => requested.findIndex((path) => pattern.test(path));
    expect(first(/\/runtime-config\.json$/)).toBeGreaterThan(0);
    expect(first(/\/assets\/layout-[\w-]+\.js$/)).toBeGreaterThan(0);
    expect(first(/\/assets\/layout-[\w-]+\.js$/)).toBeLessThan(first(/\/runtime-config\.json$/));
    expect(first(/\/assets\/guard-[\w-]+\.js$/)).toBeLessThan(first(/\/runtime-config\.json$/));
    expect(requested.filter((path) => /\/assets\/auth-redirect-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  it('with another account logged in, asks which to keep, naming both; Enter and Esc keep the current one, 切换到链接中的账号 logs out of it into the link\'s', async () => {
    const { page } = t;
    const lines = consoleOf(page);
    await login(page, 'demo-school', '/dashboard');
    const school = { ...(await account(t.server, 'demo-school')), token: (await storedToken(page)) ?? '' };
    const branch = await account(t.server, 'demo-branch');
    // a draft the school kept on this browser earlier (a 402)
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ values: { name: '草稿' }, savedAt: Date.now() })), `org-draft:${school.id}:list:x:add:new`);

    const ask = async () => {
      expect(await openLink(page, link(branch.token, '/school-branch/school-branch'))).not.toContain(branch.token);
      const box = await opened(question(page));
      const text = await box.innerText();
      expect(text).toContain(`当前已登录 ${school.named}，链接要登录 ${branch.named}，继续使用哪个账号？`);
      // the safe choice has the focus; the current login is untouched while the user decides
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('继续使用当前账号');
      expect(await storedToken(page)).toBe(school.token);
      return box;
    };
    const landedAs = async (who: { token: string; shown: string }) => {
      await page.waitForURL((url) => url.pathname === '/school-branch/school-branch');
      await page.locator('.navbar').getByText(who.shown).first().waitFor();
      expect(await storedToken(page)).toBe(who.token);
    };

    await ask();
    await page.keyboard.press('Enter');
    await landedAs(school);

    await ask();
    await page.keyboard.press('Escape');
    await landedAs(school);

    const box = await ask();
    await box.getByRole('button', { name: '切换到链接中的账号' }).click();
    await landedAs(branch);
    // the school's login ended on the server, and its drafts went with it
    const old = await fetch(`${t.server.url}/api/organization/profile`, { headers: { accept: 'application/json', 'site-name': 'cepsp', 'org-token': school.token } });
    expect(old.status).toBe(402);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('org-draft:')))).toEqual([]);
    expect(lines.join('\n')).not.toContain(branch.token);
  });

  it('a link whose token no longer works keeps the current account, and says so', async () => {
    const { page } = t;
    await login(page, 'demo-school', '/dashboard');
    const kept = await storedToken(page);
    await openLink(page, link('no-such-token', '/dashboard'));
    await allToasts(page, '链接中的登录信息已失效，继续使用当前账号').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await storedToken(page)).toBe(kept);
    expect(await question(page).count()).toBe(0);
  });
});
