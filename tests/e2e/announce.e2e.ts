import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { view } from './support/a11y-helpers.ts';
import { login, useBrowser } from './support/harness.ts';
import { allToasts } from './support/drivers/message.ts';
import { tableRows } from './support/drivers/table.ts';

// What a screen reader is given on every page (issue 30 item 4): one level-one heading, the
// page's title read out through the shell's polite live region when the page changes, and no
// English names (antd's icons) in the accessibility tree; a save's 操作成功 in a polite live region.

const announcer = (page: Page) => page.getByTestId('route-announcer');
const headings = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('h1')].filter((heading) => heading.getClientRects().length > 0 || heading.classList.contains('sr-only')).filter((heading) => !heading.closest('[hidden]')).map((heading) => heading.textContent?.trim()));

/** The names in the accessibility tree that have Latin words and no Chinese. */
async function englishNames(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  return [...tree.matchAll(/- (\w+) "([^"]*)"/g)].filter(([, , name = '']) => /[A-Za-z]{3,}/.test(name) && !/[\u4e00-\u9fff]/.test(name)).map(([, role, name]) => `${role} "${name}"`);
}

describe('headings, names and the route announcer, in Chromium', () => {
  const t = useBrowser();

  it('announces the page title after login and on each route change; each page has one level-one heading; no English names', async () => {
    const { page } = t;
    await login(page, 'demo-school', '/dashboard', { screen: true });
    const region = announcer(page);
    expect(await region.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => region.textContent()).toBe('阳光继教，页面已打开');
    // the dashboard's heading is the organisation's name, drawn once its profile has come
    await expect.poll(() => headings(page)).toEqual(['阳光继教']);

    for (const [item, title] of [
      ['通知中心', '通知中心'],
      ['待缴费', '待缴费'],
      ['电子证书', '电子证书'],
      ['点击咨询', '点击咨询'],
    ] as const) {
      await page.getByRole('menuitem', { name: item }).click();
      await expect.poll(() => region.textContent()).toBe(`${title}，页面已打开`);
      await expect.poll(async () => (await headings(page)).length).toBe(1);
      expect((await headings(page))[0]).toContain(title);
    }
    await tableRows(view(page)).first().waitFor();
    expect(await englishNames(page)).toEqual([]);
    // one live region of its kind in the shell
    expect(await page.getByTestId('route-announcer').count()).toBe(1);

    // a save: focus back on the row's 编辑, and 操作成功 in a polite live region
    await page.getByRole('menuitem', { name: '实景图片' }).first().click();
    const edit = tableRows(view(page)).first().getByRole('button', { name: '编辑', exact: true });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: /编辑/ });
    await dialog.getByRole('button', { name: '确定' }).click();
    // the region itself has no box (the toast inside is fixed to the top)
    const toasts = page.getByRole('status', { includeHidden: true }).filter({ has: page.getByText('操作成功') });
    await allToasts(toasts).waitFor();
    expect(await toasts.getAttribute('aria-live')).toBe('polite');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => edit.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
