import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { armFault, clickRowAction, DEMO_PASSWORD, login, useBrowser, visitInApp } from './support/harness.ts';
import { dialogClose, dialogTitled, opened, questionSaying } from './support/drivers/dialog.ts';
import { toastSaying } from './support/drivers/message.ts';
import { tableRow, tableRows } from './support/drivers/table.ts';
import { ticked, treeCheckbox, treeNode } from './support/drivers/tree.ts';

// Issue 15, item 2, for the app's own dialogs: the role editor keeps what was typed across a 402
// and offers it back after logging in again (恢复 / 不恢复), and asks before Esc or the close icon
// close it with changes; the one-field and code dialogs (修改昵称, 修改密码, 修改手机号 of the
// personal centre and of a branch row, 置顶设置) ask 「内容尚未保存，确定关闭吗？」 and keep no draft.

const ROLES = '/comProfile/comProfile.roles';
const PROFILE = '/comProfile/comProfile';
const MAJORS = '/fxl-school/fxl-school.major';
const BRANCHES = '/school-branch/school-branch';

const view = (page: Page) => page.locator('.page-view:not([hidden])');
const unsaved = (page: Page) => questionSaying(page, '内容尚未保存，确定关闭吗？');
const restore = (page: Page) => questionSaying(page, '检测到未保存的内容，是否恢复？');
const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('org-draft:')));

/**
 * Esc on an untouched dialog closes it at once; after `change`, Esc asks, 取消 keeps it open with
 * the change, and the close icon asks again, 确定 closes it.
 */
async function asksBeforeClosing(page: Page, open: () => Promise<Locator>, change: (box: Locator) => Promise<void>, kept: (box: Locator) => Promise<void>): Promise<void> {
  let box = await open();
  await box.locator('input').first().focus();
  await page.keyboard.press('Escape');
  await box.waitFor({ state: 'detached' });
  expect(await unsaved(page).count()).toBe(0);

  box = await open();
  await change(box);
  await box.locator('input').first().focus();
  await page.keyboard.press('Escape');
  await (await opened(unsaved(page))).getByRole('button', { name: '取消' }).click();
  await unsaved(page).waitFor({ state: 'detached' });
  await kept(box);
  await dialogClose(box).click();
  await (await opened(unsaved(page))).getByRole('button', { name: '确定' }).click();
  await box.waitFor({ state: 'detached' });
  expect(await drafts(page)).toEqual([]);
}

describe("the app's own dialogs keep what was typed (issue 15 item 2)", () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { motion: true, samePage: true });
  afterEach(async () => {
    await fetch(`${t.server.url}/__faults`, { method: 'DELETE' });
  });

  it('the role editor: a 402 mid-save keeps name, description and permissions; 恢复 after logging in puts them back and the save clears them; 不恢复 clears them', async () => {
    const { page } = t;
    await login(page, 'demo-school', ROLES);
    await view(page).getByRole('cell', { name: '超级管理员' }).waitFor();
    const openAdd = async () => {
      await view(page).getByRole('button', { name: '新增角色' }).click();
      const editor = dialogTitled(page, '新增角色');
      await editor.getByLabel('角色名称').waitFor();
      return editor;
    };
    const loginAgain = async () => {
      await toastSaying(page, '登录过期，请重新登录').waitFor();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel('用户名').fill('demo-school');
      await page.getByLabel('密码').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL((url) => url.pathname === ROLES);
      await view(page).getByRole('cell', { name: '超级管理员' }).waitFor();
    };

    let editor = await openAdd();
    await editor.getByLabel('角色名称').fill('过期前的角色');
    await editor.getByLabel('角色描述').fill('会话过期前写的描述');
    await treeCheckbox(treeNode(editor, '专业管理')).click();
    await armFault(t.server, { method: 'POST', path: '/api/organization/roles', status: 402 });
    await editor.getByRole('button', { name: '保存' }).click();
    await loginAgain();
    expect(await drafts(page)).toHaveLength(1);

    editor = await openAdd();
    await (await opened(restore(page))).getByRole('button', { name: '恢复', exact: true }).click();
    // the question gone (antd gives focus back to what had it when it closes): then the editor is the user's
    await restore(page).waitFor({ state: 'detached' });
    await expect.poll(() => editor.getByLabel('角色名称').inputValue()).toBe('过期前的角色');
    expect(await editor.getByLabel('角色描述').inputValue()).toBe('会话过期前写的描述');
    expect(await ticked(editor, '专业管理')).toBe(1);
    // a restored draft counts as a change: Esc asks
    await editor.getByLabel('角色名称').focus();
    await page.keyboard.press('Escape');
    await (await opened(unsaved(page))).getByRole('button', { name: '取消' }).click();
    await unsaved(page).waitFor({ state: 'detached' });
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/organization/roles'));
    await editor.getByRole('button', { name: '保存' }).click();
    expect(((await (await saved).json()) as { data: unknown }).data).toMatchObject({ name: '过期前的角色', desc: '会话过期前写的描述' });
    await editor.waitFor({ state: 'detached' });
    expect(await drafts(page)).toEqual([]);
    await view(page).getByRole('cell', { name: '过期前的角色' }).waitFor();

    // again, and 不恢复: an empty editor, nothing kept
    editor = await openAdd();
    await editor.getByLabel('角色名称').fill('这次不要了');
    await treeCheckbox(treeNode(editor, '师资管理')).click();
    await armFault(t.server, { method: 'POST', path: '/api/organization/roles', status: 402 });
    await editor.getByRole('button', { name: '保存' }).click();
    await loginAgain();
    expect(await drafts(page)).toHaveLength(1);
    editor = await openAdd();
    await (await opened(restore(page))).getByRole('button', { name: '不恢复' }).click();
    await restore(page).waitFor({ state: 'detached' });
    await restore(page).waitFor({ state: 'detached' });
    expect(await editor.getByLabel('角色名称').inputValue()).toBe('');
    expect(await drafts(page)).toEqual([]);
  });

  it('the role editor asks before Esc or the close icon drop a changed permission tree', async () => {
    const { page } = t;
    await login(page, 'demo-school', ROLES);
    const row = tableRows(view(page)).filter({ has: page.getByRole('button', { name: '编辑' }) }).last();
    await row.waitFor();
    await asksBeforeClosing(
      page,
      async () => {
        await row.getByRole('button', { name: '编辑' }).click();
        const editor = dialogTitled(page, '编辑角色');
        await editor.getByLabel('角色名称').waitFor();
        return editor;
      },
      async (editor) => {
        await treeCheckbox(treeNode(editor, '师资管理')).click();
      },
      async (editor) => {
        await editor.getByLabel('角色名称').waitFor();
      },
    );
  });

  it('修改昵称, 修改密码 and 修改手机号 of the personal centre ask before closing with changes', async () => {
    const { page } = t;
    await login(page, 'demo-school', PROFILE);
    const opener = (button: string, title: string, field: string) => async () => {
      await view(page).getByRole('button', { name: button }).click();
      const box = dialogTitled(page, title);
      await box.getByLabel(field, { exact: true }).waitFor();
      return box;
    };
    await asksBeforeClosing(
      page,
      opener('修改昵称', '修改昵称', '昵称'),
      (box) => box.getByLabel('昵称').fill('还没保存的昵称'),
      async (box) => expect(await box.getByLabel('昵称').inputValue()).toBe('还没保存的昵称'),
    );
    await asksBeforeClosing(
      page,
      opener('修改密码', '修改密码', '原密码'),
      (box) => box.getByLabel('原密码').fill('typed-already'),
      async (box) => expect(await box.getByLabel('原密码').inputValue()).toBe('typed-already'),
    );
    await asksBeforeClosing(
      page,
      opener('修改手机号', '修改手机号', '新手机号'),
      (box) => box.getByLabel('新手机号').fill('13912340002'),
      async (box) => expect(await box.getByLabel('新手机号').inputValue()).toBe('13912340002'),
    );
  });

  it("a list page's 置顶设置 and a branch's 修改手机号 ask before closing with changes", async () => {
    const { page } = t;
    await login(page, 'demo-school', MAJORS);
    // 英语 is not pinned (the seed pins the first three majors); its 置顶 is in 更多
    const major = tableRow(view(page), '英语');
    await major.waitFor();
    await asksBeforeClosing(
      page,
      async () => {
        await clickRowAction(major, '置顶');
        const box = dialogTitled(page, '置顶设置');
        await box.getByRole('spinbutton').waitFor();
        return box;
      },
      (box) => box.getByRole('spinbutton').fill('7'),
      async (box) => expect(await box.getByRole('spinbutton').inputValue()).toBe('7'),
    );

    await visitInApp(page, BRANCHES);
    const branch = tableRows(view(page)).first();
    await branch.waitFor();
    await asksBeforeClosing(
      page,
      async () => {
        await clickRowAction(branch, '修改手机号');
        const box = dialogTitled(page, '修改手机号');
        await box.getByPlaceholder('请输入新的手机号码').waitFor();
        return box;
      },
      (box) => box.getByPlaceholder('请输入新的手机号码').fill('13911029999'),
      async (box) => expect(await box.getByPlaceholder('请输入新的手机号码').inputValue()).toBe('13911029999'),
    );
  });
});
