import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { armFault, clickRowAction, DEMO_PASSWORD, login, useBrowser } from './support/harness.ts';
import { dialogTitled, opened, questionSaying } from './support/drivers/dialog.ts';
import { toastSaying } from './support/drivers/message.ts';
import { tableRow, tableRows } from './support/drivers/table.ts';

// Issue 15, item 2: a 402 in the middle of a save ends the login, and what the dialog held is
// kept for this account in the browser; after logging in again the same dialog offers it back
// with 「检测到未保存的内容，是否恢复？」: 恢复 puts it back (and a save clears it), 不恢复 clears it.
// Against the real reference server, the 402 armed with its fault injection.

const MAJORS = '/fxl-school/fxl-school.major';
const COURSES = '/fxl-school/fxl-school.train-class';
const COURSE = 'Python 数据分析实战';

const view = (page: Page) => page.locator('.page-view:not([hidden])');
const question = (page: Page) => questionSaying(page, '检测到未保存的内容，是否恢复？');
const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('org-draft:')));

/** The 402 has sent the user to /login: logs in again there and waits for the page to come back. */
async function loginAgain(page: Page, back: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('用户名').fill('demo-school');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname === back);
  await tableRows(view(page)).first().waitFor();
}

async function editFirstMajor(page: Page): Promise<Locator> {
  await tableRows(view(page)).first().getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = dialogTitled(page, '编辑专业');
  await dialog.getByPlaceholder('请输入专业名称').waitFor();
  return dialog;
}

describe('a 402 in the middle of a save', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { motion: true, samePage: true });
  afterEach(async () => {
    await fetch(`${t.server.url}/__faults`, { method: 'DELETE' });
  });

  it('keeps the edit dialog of a list page: 恢复 after logging in puts it back, the save clears it; 不恢复 clears it', async () => {
    const { page } = t;
    await login(page, 'demo-school', MAJORS);
    await tableRows(view(page)).first().waitFor();
    let dialog = await editFirstMajor(page);
    const saved = await dialog.getByPlaceholder('请输入专业名称').inputValue();
    await dialog.getByPlaceholder('请输入专业名称').fill('会话过期前改的专业');
    await dialog.locator('textarea').fill('会话过期前写的专业介绍');

    await armFault(t.server, { method: 'PATCH', path: '/api/organization/school-majors/*', status: 402 });
    await dialog.getByRole('button', { name: '确定' }).click();
    await toastSaying(page, '登录过期，请重新登录').waitFor();
    await loginAgain(page, MAJORS);
    expect(await drafts(page)).toHaveLength(1);

    // the same dialog asks; 恢复 puts back what was typed
    dialog = await editFirstMajor(page);
    await question(page).waitFor();
    await (await opened(question(page))).getByRole('button', { name: '恢复', exact: true }).click();
    // the question gone (antd gives focus back to what had it when it closes): then the dialog is the user's
    await question(page).waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByPlaceholder('请输入专业名称').inputValue()).toBe('会话过期前改的专业');
    expect(await dialog.locator('textarea').inputValue()).toBe('会话过期前写的专业介绍');
    // a restored draft counts as a change: Esc asks before closing
    await dialog.getByPlaceholder('请输入专业名称').focus();
    await page.keyboard.press('Escape');
    await (await opened(questionSaying(page, '内容尚未保存，确定关闭吗？'))).getByRole('button', { name: '取消' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await toastSaying(page, '操作成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await drafts(page)).toEqual([]);
    await tableRow(view(page), '会话过期前改的专业').waitFor();

    // again, and 不恢复: the saved record shows and nothing is kept
    dialog = await editFirstMajor(page);
    await dialog.getByPlaceholder('请输入专业名称').fill('这次不要了');
    await armFault(t.server, { method: 'PATCH', path: '/api/organization/school-majors/*', status: 402 });
    await dialog.getByRole('button', { name: '确定' }).click();
    await loginAgain(page, MAJORS);
    expect(await drafts(page)).toHaveLength(1);
    dialog = await editFirstMajor(page);
    await (await opened(question(page))).getByRole('button', { name: '不恢复' }).click();
    await question(page).waitFor({ state: 'detached' });
    await question(page).waitFor({ state: 'detached' });
    expect(await dialog.getByPlaceholder('请输入专业名称').inputValue()).toBe('会话过期前改的专业');
    expect(await drafts(page)).toEqual([]);
    expect(saved).not.toBe('会话过期前改的专业');
  });

  it('keeps the course content editor: the typed text comes back after logging in, and the save clears it', async () => {
    const { page } = t;
    await login(page, 'demo-school', COURSES);
    const row = () => tableRow(view(page), COURSE).first();
    await row().waitFor();
    const open = async () => {
      await clickRowAction(row(), '课程内容');
      const dialog = dialogTitled(page, /课程内容/);
      await dialog.getByRole('textbox', { name: '课程内容' }).waitFor();
      return dialog;
    };
    let dialog = await open();
    const editor = dialog.getByRole('textbox', { name: '课程内容' });
    await editor.locator('p').first().click();
    await page.keyboard.press('Home');
    await page.keyboard.type('过期前写的一段话');
    await editor.locator('p', { hasText: '过期前写的一段话' }).waitFor();

    await armFault(t.server, { method: 'PATCH', path: '/api/organization/fxl-school-train-class-content/*', status: 402 });
    await dialog.getByRole('button', { name: '保存' }).click();
    await toastSaying(page, '登录过期，请重新登录').waitFor();
    await loginAgain(page, COURSES);
    expect(await drafts(page)).toHaveLength(1);

    dialog = await open();
    await (await opened(question(page))).getByRole('button', { name: '恢复', exact: true }).click();
    // the question gone (antd gives focus back to what had it when it closes): then the dialog is the user's
    await question(page).waitFor({ state: 'detached' });
    await dialog.getByRole('textbox', { name: '课程内容' }).locator('p', { hasText: '过期前写的一段话' }).waitFor();
    await dialog.getByRole('button', { name: '保存' }).click();
    await toastSaying(page, '操作成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await drafts(page)).toEqual([]);

    // saved on the server: the dialog opens with it and asks nothing
    dialog = await open();
    await dialog.getByRole('textbox', { name: '课程内容' }).locator('p', { hasText: '过期前写的一段话' }).waitFor();
    expect(await question(page).count()).toBe(0);
  });
});
