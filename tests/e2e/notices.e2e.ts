// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';
import { dialogFooter } from './support/drivers/dialog.ts';
import { optionSaying, selectIn } from './support/drivers/select.ts';
import { pagerIn, tableRows } from './support/drivers/table.ts';

// The notification centre (/message/moreMessage, issue 13 item 2) against the reference server:
// tabs, paging, reading a notice (the row and the bell's count change at once), 全部标为已读.
// demo-school and demo-branch each have 30 notifications, 10 of demo-school's unread.

const LIST = '/api/organization/profile/notifications';
const CENTRE = '/message/moreMessage';

const rows = (page: Page) => tableRows(page.locator('.notice-centre'));
const bell = (page: Page) => page.locator('.notice-bell');
const listAnswer = (page: Page, check: (params: URLSearchParams) => boolean) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === LIST && check(url.searchParams);
  });

async function tags(page: Page): Promise<string[]> {
  return (await rows(page).locator('.notice-centre-tag').allTextContents()).map((text) => text.trim());
}

describe('the notification centre, in Chromium', () => {
  const t = useBrowser(undefined, { samePage: true });

  it('lists 20 a page with their tag, title and time, and filters by 全部 / 未读 / 已读', async () => {
    const first = listAnswer(t.page, (params) => params.get('page') === '1' && params.get('page_size') === '20' && !params.has('status'));
    await login(t.page, 'demo-school', CENTRE);
    await first;
    await expect.poll(() => rows(t.page).count()).toBe(20);
    await t.page.getByText('共 30 条').waitFor();
    const times = await rows(t.page).locator('time').allTextContents();
    expect(times).toHaveLength(20);
    for (const time of times) expect(time).toMatch(/^(刚刚|\d+分钟前|\d+小时前|1天前|\d{4}-\d{2}-\d{2})$/);

    const unread = listAnswer(t.page, (params) => params.get('status') === '0');
    await t.page.getByRole('tab', { name: /^未读/ }).click();
    await unread;
    await expect.poll(() => rows(t.page).count()).toBe(10);
    expect(new Set(await tags(t.page))).toEqual(new Set(['未读']));

    const read = listAnswer(t.page, (params) => params.get('status') === '1');
    await t.page.getByRole('tab', { name: '已读' }).click();
    await read;
    await expect.poll(() => rows(t.page).count()).toBe(20);
    expect(new Set(await tags(t.page))).toEqual(new Set(['已读']));
  });

  it('pages: page 2, then 10 and 50 a page', async () => {
    await login(t.page, 'demo-school', CENTRE);
    await expect.poll(() => rows(t.page).count()).toBe(20);
    const pager = pagerIn(t.page.locator('.notice-centre'));
    const second = listAnswer(t.page, (params) => params.get('page') === '2');
    await pager.getByTitle('2', { exact: true }).click();
    await second;
    await expect.poll(() => rows(t.page).count()).toBe(10);

    for (const size of [10, 50]) {
      const answer = listAnswer(t.page, (params) => params.get('page_size') === String(size) && params.get('page') === '1');
      await selectIn(pager).click();
      await optionSaying(t.page, `${size} 条/页`).click();
      await answer;
      await expect.poll(() => rows(t.page).count()).toBe(Math.min(size, 30));
    }
  });

  it('reads a notice in 阅读消息: its row turns 已读 and the bell drops by one', async () => {
    await login(t.page, 'demo-school', CENTRE);
    await bell(t.page).and(t.page.getByLabel('通知，10 条未读')).waitFor();
    const row = rows(t.page).filter({ has: t.page.locator('.notice-centre-tag', { hasText: '未读' }) }).first();
    const title = (await row.locator('.notice-centre-title').textContent())?.trim() ?? '';
    const id = await row.getAttribute('data-row-key');
    expect(title).not.toBe('');
    const target = t.page.locator(`.notice-centre tbody tr[data-row-key="${id}"]`);
    await target.getByRole('button', { name: `查看：${title}`, exact: true }).click();
    const dialog = t.page.getByRole('dialog', { name: '阅读消息' });
    await dialog.getByRole('heading', { name: title, exact: true }).waitFor();
    await expect.poll(async () => (await target.locator('.notice-centre-tag').textContent())?.trim()).toBe('已读');
    await bell(t.page).and(t.page.getByLabel('通知，9 条未读')).waitFor();
    await dialogFooter(dialog).getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await t.page.getByRole('tab', { name: '未读（9）' }).waitFor();
  });

  it('marks all read with 全部标为已读: no unread left, the bell shows none', async () => {
    await login(t.page, 'demo-branch', CENTRE);
    await expect.poll(() => rows(t.page).count()).toBe(20);
    const button = t.page.getByRole('button', { name: '全部标为已读' });
    // the 未读 tab's own answer first: 全部's rows stand in for it meanwhile (keepPreviousData)
    const unread = listAnswer(t.page, (params) => params.get('status') === '0');
    await t.page.getByRole('tab', { name: /^未读（\d+）$/ }).click();
    await unread;
    await expect.poll(async () => (await tags(t.page)).length).toBeGreaterThan(0);
    const done = t.page.waitForResponse((response) => new URL(response.url()).pathname === `${LIST}/read-all`);
    await button.click();
    expect((await done).status()).toBe(200);
    await t.page.getByText('没有未读通知，全部已读').waitFor();
    await bell(t.page).and(t.page.getByLabel('通知', { exact: true })).waitFor();
    expect(await button.isDisabled()).toBe(true);
    await t.page.getByRole('tab', { name: '全部' }).click();
    await expect.poll(async () => new Set(await tags(t.page))).toEqual(new Set(['已读']));
  });
});
