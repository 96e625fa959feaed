import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, login, useBrowser } from './support/harness.ts';
import { cascadeItem, cascader, chosenPath, openCascade } from './support/drivers/cascader.ts';
import { dialogTitled } from './support/drivers/dialog.ts';
import { listRows } from './support/drivers/table.ts';

// The address field on the country's real divisions (issue 59 item 1), in Chromium against the
// reference server: 所在地区 of a branch finds 海淀区 among 2,978 counties by its pinyin initials
// (hd) and by its characters (海淀), shows the whole path and stores the county's code.

const BRANCHES = '/school-branch/school-branch';
const HAIDIAN = '北京市 / 市辖区 / 海淀区';

const view = (page: Page) => page.locator('.page-view:not([hidden])');
const row = (page: Page, text: string) => listRows(view(page)).filter({ hasText: text });

async function storedAreas(base: string, token: string, name: string): Promise<unknown[]> {
  const response = await fetch(`${base}/api/organization/school-branches?name=${encodeURIComponent(name)}`, {
    headers: { accept: 'application/json', 'site-name': 'cepsp', 'org-token': token },
  });
  const page = ((await response.json()) as { data: { data: { area_ids: unknown[] }[] } }).data;
  return page.data.map((branch) => branch.area_ids);
}

/** Types `typed` into the dialog's 所在地区 and takes the search result `path`. */
async function searchArea(page: Page, edit: Locator, typed: string, path: string): Promise<void> {
  // the box opens the menu (its chosen path lies over the search input), the input takes the keys
  await cascader(edit).click();
  await openCascade(page).waitFor();
  await edit.getByRole('combobox', { name: '所在地区' }).pressSequentially(typed);
  // the result the app shows once it has read the names (pinyin loads with the widget)
  const result = cascadeItem(openCascade(page), path);
  await result.first().waitFor();
  expect(await result.first().textContent()).toBe(path);
  await result.first().click();
  await openCascade(page).waitFor({ state: 'hidden' });
  await expect.poll(() => chosenPath(edit).textContent()).toBe(path);
}

describe('所在地区 on the real divisions', () => {
  const t = useBrowser();

  it.each([
    ['朝阳学习中心', 'hd'],
    ['滨海分支机构', '海淀'],
  ])('%s: finds 海淀区 by %s, shows its path and stores 110108', async (branch, typed) => {
    await login(t.page, 'demo-school', BRANCHES);
    await row(t.page, branch).getByRole('button', { name: '编辑', exact: true }).click();
    const edit = dialogTitled(t.page, '编辑分支机构');
    // the saved county shown with its whole path before anything is typed
    await expect.poll(() => chosenPath(edit).textContent()).toMatch(/^\S+ \/ \S+ \/ \S+$/);
    await searchArea(t.page, edit, typed, HAIDIAN);
    const sent: unknown[] = [];
    await t.page.route(
      (url) => /\/school-branches\/\d+$/.test(url.pathname),
      async (route) => {
        const data = route.request().method() === 'PATCH' ? route.request().postData() : null;
        if (data) sent.push((JSON.parse(data) as { area_ids: unknown }).area_ids);
        await route.continue();
      },
    );
    await edit.getByRole('button', { name: '确定' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(sent).toEqual([[110000, 110100, 110108]]);
    const token = (await apiToken(t.server)) ?? '';
    expect(await storedAreas(t.server.url, token, branch.slice(0, 2))).toEqual([[110000, 110100, 110108]]);
    expect(t.errors).toEqual([]);
  });
});
