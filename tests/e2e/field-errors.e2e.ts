// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { armFault, login, useBrowser } from './support/harness.ts';
import { dialogTitled } from './support/drivers/dialog.ts';
import { fieldMessage, formField } from './support/drivers/form.ts';
import { toastSaying } from './support/drivers/message.ts';
import { chooseOption } from './support/drivers/select.ts';
import { tableRows } from './support/drivers/table.ts';

// Issue 31 item 5: a 422 on a list form marks the fields it names (`errors: {field: [message]}`),
// keeps the toast of the first (spec section 8) and focuses the first marked field.

const view = (page: Page) => page.locator('.page-view:not([hidden])');

describe('a 422 on a list form, in Chromium', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }));

  it('marks 专业名称 with the server\'s words, keeps the toast and what was typed, and focuses the field', async () => {
    await login(t.page, 'demo-school', '/fxl-school/fxl-school.major');
    await tableRows(view(t.page)).first().waitFor();
    await view(t.page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const add = dialogTitled(t.page, '新增专业');
    await add.getByPlaceholder('请输入专业名称').fill('会计学');
    await chooseOption(formField(add, '层次'), '专升本');
    await add.getByPlaceholder('请输入学制（年）').fill('2.5');
    await add.getByPlaceholder('请输入学费（元/年）').fill('4600');
    await armFault(t.server, { method: 'POST', path: '/api/organization/school-majors', status: 422, message: '专业名称已存在', body: { errors: { name: ['专业名称已存在'] } } });
    await add.getByRole('button', { name: '确定' }).click();
    await toastSaying(t.page, '专业名称已存在').waitFor();
    const nameItem = formField(add, '专业名称').first();
    await fieldMessage(nameItem, '专业名称已存在').waitFor();
    await expect.poll(() => t.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.placeholder)).toBe('请输入专业名称');
    expect(await add.getByPlaceholder('请输入学费（元/年）').inputValue()).toBe('4600');

    // a new name clears the mark; the save then goes through
    await add.getByPlaceholder('请输入专业名称').fill('会计学（财务方向）');
    await fieldMessage(nameItem, '专业名称已存在').waitFor({ state: 'detached' });
    await add.getByRole('button', { name: '确定' }).click();
    await toastSaying(t.page, '操作成功').waitFor();
    expect(t.errors.filter((error) => !error.includes('422'))).toEqual([]);
  });
});
