import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';
import { listRows, pagerTotal } from './support/drivers/table.ts';

// `export` on two pages that configure it (issue 14, item 6): the list call's search, as xlsx,
// with the visible columns' titles, read back from the downloaded file. 专业管理 is a generic
// records page; 助学通记录 has a list route of its own.

const view = (page: Page) => page.locator('.page-view:not([hidden])');
const total = (page: Page) => pagerTotal(view(page));

/** The titles of the table's data columns as the user sees them (no selection or 操作 column). */
async function columnTitles(page: Page): Promise<string[]> {
  const cells = await view(page).locator('.config-list-table thead th').allTextContents();
  return cells.map((text) => text.trim()).filter((text) => text !== '' && text !== '操作');
}

async function exported(page: Page): Promise<{ name: string; sheet: unknown[][] }> {
  const download = page.waitForEvent('download');
  await view(page).getByRole('toolbar').getByRole('button', { name: /导出$/ }).click();
  const file = await download;
  return { name: file.suggestedFilename(), sheet: (await readSheet(await file.path())) as unknown[][] };
}

describe('export, in Chromium against the reference server', () => {
  const t = useBrowser(undefined, { samePage: true });

  it('专业管理: the searched rows, under the visible columns\' titles', async () => {
    await login(t.page, 'demo-school', '/fxl-school/fxl-school.major');
    await listRows(view(t.page)).first().waitFor();
    await view(t.page).getByPlaceholder('请输入专业名称').fill('管理');
    const answered = t.page.waitForResponse((response) => response.url().includes('/api/organization/school-majors?') && new URL(response.url()).searchParams.get('name') === '管理');
    await view(t.page).getByRole('button', { name: '查询' }).click();
    await answered;
    await expect.poll(() => total(t.page).textContent()).toBe('共 4 条');

    const { name, sheet } = await exported(t.page);
    expect(name).toMatch(/^专业管理.*\.xlsx$/);
    expect(sheet[0]).toEqual(await columnTitles(t.page));
    expect(sheet.slice(1).map((cells) => cells[0]).sort()).toEqual(['人力资源管理', '工商管理', '物流管理', '行政管理'].sort());
    // the 主页展示 switch column as the table's map says it
    const shown = sheet[0]?.indexOf('主页展示') ?? -1;
    expect(shown).toBeGreaterThan(0);
    expect(sheet.slice(1).every((cells) => cells[shown] === '是' || cells[shown] === '否')).toBe(true);
    expect(t.errors).toEqual([]);
  });

  it('助学通记录: every row of the unfiltered list', async () => {
    await login(t.page, 'demo-school', '/order/order.zhuxuetong-logs');
    await listRows(view(t.page)).first().waitFor();
    const shown = (await total(t.page).textContent()) ?? '';
    const { sheet } = await exported(t.page);
    expect(sheet[0]).toEqual(await columnTitles(t.page));
    expect(`共 ${sheet.length - 1} 条`).toBe(shown);
    expect(t.errors).toEqual([]);
  });
});
