import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { armFault, chooseOption, login, useBrowser } from './support/harness.ts';

// Issue 31 item 5: a 422 on a list form marks the fields it names (`errors: {field: [message]}`),
// keeps the toast of the first (spec section 8) and focuses the first marked field.

const view = (page: Page) => page.locator('.page-view:not([hidden])');
const dialog = (page: Page, title: string) => page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

describe('a 422 on a list form, in Chromium', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }));

  it('marks 专业名称 with the server\'s words, keeps the toast and what was typed, and focuses the field', async () => {
    await login(t.page, 'demo-school', '/fxl-school/fxl-school.major');
    await view(t.page).locator('.ant-table-row').first().waitFor();
    await view(t.page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const add = dialog(t.page, '新增专业');
    await add.getByPlaceholder('请输入专业名称').fill('会计学');
    await chooseOption(add.locator('.ant-formily-item', { hasText: '层次' }), '专升本');
    await add.getByPlaceholder('请输入学制（年）').fill('2.5');
    await add.getByPlaceholder('请输入学费（元/年）').fill('4600');
    await armFault(t.server, { method: 'POST', path: '/api/organization/school-majors', status: 422, message: '专业名称已存在', body: { errors: { name: ['专业名称已存在'] } } });
    await add.getByRole('button', { name: '确定' }).click();
    await t.page.locator('.ant-message-notice', { hasText: '专业名称已存在' }).first().waitFor();
    const nameItem = add.locator('.ant-formily-item', { hasText: '专业名称' }).first();
    await nameItem.locator('.ant-formily-item-help', { hasText: '专业名称已存在' }).waitFor();
    await expect.poll(() => t.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.placeholder)).toBe('请输入专业名称');
    expect(await add.getByPlaceholder('请输入学费（元/年）').inputValue()).toBe('4600');

    // a new name clears the mark; the save then goes through
    await add.getByPlaceholder('请输入专业名称').fill('会计学（财务方向）');
    await nameItem.locator('.ant-formily-item-help', { hasText: '专业名称已存在' }).waitFor({ state: 'detached' });
    await add.getByRole('button', { name: '确定' }).click();
    await t.page.locator('.ant-message-notice', { hasText: '操作成功' }).first().waitFor();
    expect(t.errors.filter((error) => !error.includes('422'))).toEqual([]);
  });
});
