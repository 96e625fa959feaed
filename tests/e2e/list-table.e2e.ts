import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';
import { headerOffset, listRows, PARTS, tableHeader, tableRows } from './support/drivers/table.ts';

// Table ergonomics (issue 17 item 6) on 专业管理 in Chromium: a sortable column sorts through
// the list call and the URL (a reload keeps it), the header stays in view on a long page, and at
// 1440 px no column sits under the fixed 操作 column.

const MAJORS = '/fxl-school/fxl-school.major';
/** The majors the seed pins (top_sort 1 to 3): they come first whatever the order (their 取消置顶 is in 更多). */
const PINNED = ['计算机科学与技术', '会计学', '工商管理'];

/** The shown page (kept-alive pages beside it are hidden). */
const view = (page: Page) => page.locator('.page-view:not([hidden])');

/** The headers that reach under the fixed 操作 column, with the table at its start. */
const underActions = (page: Page) =>
  view(page).evaluate((root, fixedRight) => {
    const headers = [...root.querySelectorAll<HTMLElement>('.config-list-table thead th')].filter((th) => th.getBoundingClientRect().width > 0);
    const actions = headers.find((th) => th.classList.contains(fixedRight));
    if (!actions) return ['(no 操作 column)'];
    const left = actions.getBoundingClientRect().left;
    return headers.filter((th) => th !== actions && th.getBoundingClientRect().right > left + 1).map((th) => th.textContent ?? '');
  }, PARTS.fixedRight);

describe('the list table (issue 17 item 6)', () => {
  const t = useBrowser(undefined, { samePage: true });

  it('sorts by 学费 through the list call and the URL, pinned first; a reload keeps the order', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, 'demo-school', MAJORS);
    await tableRows(view(page)).first().waitFor();
    expect(await underActions(page)).toEqual([]);

    const sorted = page.waitForResponse((response) => response.url().includes('sort=tuition') && response.url().includes('order=desc'));
    const header = page.getByRole('columnheader', { name: '学费（元/年）' });
    await header.click();
    await header.click();
    await sorted;
    await page.waitForURL((url) => url.searchParams.get('sort') === '-tuition');
    const tuitions = async () => {
      await view(page).locator('th[aria-sort="descending"]').waitFor();
      const rows = await view(page).evaluate((root, [pinned, bodyRow]) => {
        const titles = [...root.querySelectorAll('.config-list-table thead tr:first-child th')].map((th) => th.textContent ?? '');
        const column = titles.findIndex((title) => title.includes('学费'));
        const name = titles.findIndex((title) => title.includes('专业名称'));
        return [...root.querySelectorAll(bodyRow)].map((tr) => ({
          pinned: pinned.includes((tr.querySelectorAll('td')[name]?.textContent ?? '').trim()),
          fee: Number((tr.querySelectorAll('td')[column]?.textContent ?? '').replace(/,/g, '')),
        }));
      }, [PINNED, PARTS.listBodyRow] as const);
      return rows.filter((row) => !row.pinned).map((row) => row.fee);
    };
    // the answer may still be on its way to the table: wait for rows that are in order, as the eye would
    const isDescending = (fees: number[]) => fees.length > 3 && fees.every((fee, index) => index === 0 || (fees[index - 1] ?? fee) >= fee);
    await expect.poll(async () => isDescending(await tuitions())).toBe(true);
    const before = await tuitions();

    // after the reload the header reads the order from the URL before the rows arrive: wait for the rows
    await page.reload();
    await expect.poll(tuitions).toEqual(before);
  });

  it('keeps the header in view while a long page scrolls', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 1280, height: 700 });
    await login(page, 'demo-school', `${MAJORS}?page_size=50`);
    await tableRows(view(page)).nth(15).waitFor();
    await view(page).evaluate((root) => (root.scrollTop = 800));
    await expect
      .poll(() => headerOffset(view(page)))
      .toBe(0);
    expect(await page.getByRole('columnheader', { name: '专业名称' }).first().isVisible()).toBe(true);
  });

  it('keeps the header in view down the 100 rows of 企业信息 (all on one page)', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 1440, height: 800 });
    await login(page, 'demo-school', '/card/card.company-info');
    const rows = listRows(view(page));
    await rows.first().waitFor();
    // the seed's 8 items and 92 more, added through the page's own add call
    const added = await page.evaluate(async () => {
      const headers = { 'content-type': 'application/json', Accept: 'application/json', 'site-name': 'cepsp', 'org-token': localStorage.getItem('org-Token') ?? '' };
      const statuses: number[] = [];
      for (let index = 1; index <= 92; index += 1) {
        const body = JSON.stringify({ name: `信息项${index}`, value: `第 ${index} 项的内容` });
        statuses.push((await fetch('/api/organization/company-infos', { method: 'POST', headers, body })).status);
      }
      return statuses.filter((status) => status === 200).length;
    });
    expect(added).toBe(92);
    await page.reload();
    await rows.nth(99).waitFor({ state: 'attached' });
    expect(await rows.count()).toBe(100);
    // down to the last row: the header still sits at the top of the page's box
    await rows.nth(99).scrollIntoViewIfNeeded();
    expect(await view(page).evaluate((root) => root.scrollTop)).toBeGreaterThan(1000);
    await expect
      .poll(() => headerOffset(view(page)))
      .toBe(0);
    const header = tableHeader(view(page)).first();
    expect(await header.isVisible()).toBe(true);
    const [box, last] = await Promise.all([header.boundingBox(), rows.nth(99).boundingBox()]);
    // the header is drawn above the rows, not scrolled away with them
    expect(box && last && box.y < last.y).toBe(true);
  });
});
