import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';
import { allDialogs, motionDone } from './support/drivers/dialog.ts';
import { dateInput, fieldMessage, formField, formGrid } from './support/drivers/form.ts';
import { toastSaying } from './support/drivers/message.ts';
import { listRows } from './support/drivers/table.ts';

// The 13th field type end to end (issue 14, item 7): 广告推广's start and end dates are `date`
// fields, an antd DatePicker in the browser, checked by the engine's rules on both sides and
// stored as yyyy-MM-dd by the reference server.

const ADVERTS = '/adverTis/adverTis';
const view = (page: Page) => page.locator('.page-view:not([hidden])');
const row = (page: Page, text: string) => listRows(view(page)).filter({ hasText: text });
const modal = (page: Page) => allDialogs(page).last();
const item = (page: Page, label: string) => formField(modal(page)).filter({ has: page.locator('label', { hasText: label }) });

async function typeDate(page: Page, label: string, text: string): Promise<void> {
  const input = dateInput(item(page, label));
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

describe('the date field on 广告推广, in Chromium against the reference server', () => {
  const t = useBrowser();

  it('shows the stored date in a date picker, submits a typed one as yyyy-MM-dd, and asks for a missing one', async () => {
    await login(t.page, 'demo-school', ADVERTS);
    await row(t.page, '2026 年春季学历提升招生').waitFor();
    await row(t.page, '2026 年春季学历提升招生').getByRole('button', { name: '编辑', exact: true }).click();
    await expect.poll(() => dateInput(item(t.page, '开始日期')).inputValue()).toBe('2026-02-01');

    // exact widths (spec section 9): M half, S a quarter, L (or none) the whole row; 投放位置 (no
    // size) does not fit beside 广告标题 and 广告图片, so it starts a new row at full width
    const box = async (label: string) => {
      const found = await item(t.page, label).boundingBox();
      if (!found) throw new Error(`no box for ${label}`);
      return found;
    };
    // measured once the dialog's opening zoom has finished (it scales everything inside it)
    await motionDone(modal(t.page));
    const grid = await formGrid(modal(t.page)).first().boundingBox();
    if (!grid) throw new Error('no grid');
    const [title, image, position, start] = [await box('广告标题'), await box('广告图片'), await box('投放位置'), await box('开始日期')];
    const gap = 16;
    expect(Math.abs(title.width - (grid.width - gap) / 2)).toBeLessThan(2);
    expect(Math.abs(start.width - (grid.width - 3 * gap) / 4)).toBeLessThan(2);
    expect(Math.abs(position.width - grid.width)).toBeLessThan(2);
    expect(position.y).toBeGreaterThanOrEqual(image.y + image.height);

    await typeDate(t.page, '开始日期', '2026-03-05');
    // the app sends Request objects, whose bodies only page.route sees
    const sent: unknown[] = [];
    await t.page.route(
      (url) => /\/api\/organization\/adverts\/\d+$/.test(url.pathname),
      async (route) => {
        if (route.request().method() === 'PATCH') sent.push(JSON.parse(route.request().postData() ?? 'null'));
        await route.continue();
      },
    );
    await modal(t.page).getByRole('button', { name: '确定' }).click();
    await toastSaying(t.page, '操作成功').waitFor();
    await row(t.page, '2026-03-05').waitFor();
    expect(sent).toEqual([expect.objectContaining({ start_date: '2026-03-05', end_date: '2026-04-30' })]);

    await view(t.page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    await modal(t.page).getByRole('button', { name: '确定' }).click();
    await fieldMessage(modal(t.page), '请选择开始日期').waitFor();
    await fieldMessage(modal(t.page), '请选择结束日期').waitFor();
    expect(t.errors).toEqual([]);
  });
});
