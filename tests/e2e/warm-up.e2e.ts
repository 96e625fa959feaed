import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';
import { listRows, pagerIn, TABLE_STYLE_MARK, tablesAndPagers } from './support/drivers/table.ts';

// The next page is already loaded (issue 32 item 3): once the browser is idle after the
// dashboard, a list page's code and its add and detail dialogs' are fetched; hovering or
// focusing a menu item fetches its screen's code, and, if the pointer or focus stays, a configured
// page's configuration; the visit and the first 新增 then fetch no code, and the visit asks for
// no configuration. A list page is then rehearsed out of sight (app/screens/list-rehearsal.tsx),
// so that the first visit does not restyle the page.

/** The build's script files the page has asked for, by name without hash (list-page, record-form-dialog, …). */
function scriptsAsked(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (request) => {
    const name = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) asked.add(name);
  });
  return asked;
}

/** The text of each <style> in the page's <head>. */
const headStyles = (page: Page) => page.evaluate(() => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? ''));

/** The menu-component/{id} calls the page has made, by id, in order. */
function configsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const id = /\/organization\/menu-component\/([^/?]+)/.exec(new URL(request.url()).pathname)?.[1];
    if (id) asked.push(decodeURIComponent(id));
  });
  return asked;
}

describe('code fetched before the click', () => {
  // as most users have it: no data saver
  const t = useBrowser(undefined, { saveData: false });

  it('after the dashboard: the list page and its dialogs, so that 专业管理 and its 新增 fetch no code', async () => {
    const asked = scriptsAsked(t.page);
    await login(t.page);
    await expect.poll(() => ['list-page', 'record-form-dialog', 'detail-dialog'].filter((name) => !asked.has(name)), { timeout: 20_000 }).toEqual([]);
    const before = new Set(asked);
    await t.page.getByRole('menuitem', { name: '教学管理' }).click();
    await t.page.getByRole('menuitem', { name: '专业管理' }).click();
    await t.page.getByRole('button', { name: '新增' }).click();
    await t.page.getByRole('dialog', { name: '新增专业' }).getByText('专业名称', { exact: true }).waitFor();
    expect([...asked].filter((name) => !before.has(name) && /list-page|record-form-dialog|config-list/.test(name))).toEqual([]);
  });

  it('after the dashboard: a list page rehearsed out of sight, so that the first visit to 专业管理 writes no style into the page', async () => {
    const calls: string[] = [];
    t.page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await login(t.page);
    // the rehearsal's table has written antd's table variables into <head>; nothing of it is in the document
    await expect.poll(async () => (await headStyles(t.page)).some((text) => text.includes(TABLE_STYLE_MARK)), { timeout: 20_000 }).toBe(true);
    expect(await tablesAndPagers(t.page).count()).toBe(0);
    const before = await headStyles(t.page);
    await t.page.getByRole('menuitem', { name: '教学管理' }).click();
    await t.page.getByRole('menuitem', { name: '专业管理' }).click();
    await listRows(t.page.locator('.page-view:not([hidden])')).first().waitFor();
    await pagerIn(t.page.locator('.page-view:not([hidden])')).waitFor();
    expect((await headStyles(t.page)).filter((text) => !before.includes(text))).toEqual([]);
    // its calls are answered in the page: none reached the network
    expect(calls.filter((path) => path.includes('rehearsal'))).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it('hovering a menu item fetches its screen before the click, and so does focusing it by keyboard', async () => {
    const asked = scriptsAsked(t.page);
    await login(t.page);
    await t.page.getByRole('menuitem', { name: '系统设置' }).click();
    expect(asked.has('profile-screen')).toBe(false);
    await t.page.getByRole('menuitem', { name: '个人中心' }).hover();
    await expect.poll(() => asked.has('profile-screen'), { timeout: 20_000 }).toBe(true);
    expect(asked.has('roles-screen')).toBe(false);
    await t.page.getByRole('menuitem', { name: '角色管理' }).focus();
    await expect.poll(() => asked.has('roles-screen'), { timeout: 20_000 }).toBe(true);
  });

  it('pointing at a list page in the menu asks for its configuration before the click; the visit asks for none and shows its rows', async () => {
    const configs = configsAsked(t.page);
    await login(t.page);
    await t.page.getByRole('menuitem', { name: '教学管理' }).click();
    expect(configs).toEqual([]);
    await t.page.getByRole('menuitem', { name: '专业管理' }).hover();
    await expect.poll(() => configs.length, { timeout: 20_000 }).toBe(1);
    await t.page.getByRole('menuitem', { name: '专业管理' }).click();
    await listRows(t.page.locator('.page-view:not([hidden])')).first().waitFor();
    expect(configs).toHaveLength(1);
    // by keyboard: the focus resting on 师资管理 asks for its configuration too
    await t.page.getByRole('menuitem', { name: '师资管理' }).focus();
    await expect.poll(() => configs.length, { timeout: 20_000 }).toBe(2);
    expect(configs[1]).not.toBe(configs[0]);
  });
});

describe('with the browser\'s data saver on (Save-Data)', () => {
  const t = useBrowser(undefined, { saveData: true });

  // That the warm-up makes nothing then is tests/app/shell/idle-warm-up.test.tsx's (an absence is
  // seen there on a clock of its own, not waited for here); here: the browser's own data saver
  // reaches the page, and what the user points at is still fetched.
  it('tells the page the user saves data; pointing at 专业管理 still fetches its page\'s code', async () => {
    const asked = scriptsAsked(t.page);
    await login(t.page);
    expect(await t.page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
    await t.page.getByRole('menuitem', { name: '教学管理' }).click();
    await t.page.getByRole('menuitem', { name: '专业管理' }).hover();
    await expect.poll(() => asked.has('list-page'), { timeout: 20_000 }).toBe(true);
  });
});
