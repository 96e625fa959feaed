import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, login, useBrowser } from './support/harness.ts';
import { chosenPath, searchCascade } from './support/drivers/cascader.ts';
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
    // found by its pinyin initials or its characters: the result says the whole path
    expect(await searchCascade(edit, '所在地区', typed, HAIDIAN)).toBe(HAIDIAN);
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

  it('the registration\'s 所在地区 finds 海淀区 by hd too, and shows its path', async () => {
    await t.page.goto(`${t.server.url}/login?mode=register`);
    const form = t.page.locator('form').filter({ has: t.page.getByLabel('所在地区') });
    expect(await searchCascade(form, '所在地区', 'hd', HAIDIAN)).toBe(HAIDIAN);
    await expect.poll(() => chosenPath(form).textContent()).toBe(HAIDIAN);
    expect(t.errors).toEqual([]);
  });
});
