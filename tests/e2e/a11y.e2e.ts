import { describe, expect, it } from 'vitest';
import { ADMIN, chooseSite, expectClean, holdsFocus, ORGANIZATION, view } from './a11y-helpers.ts';
import { login, useBrowser } from './harness.ts';

// Accessibility in Chromium against the reference server (issue 17 items 2 and 3): axe-core's
// WCAG 2 A and AA rules find no critical or serious violation on the screens people use most and
// on those of issues 7–9 (the other login doors, 电子证书, 工具箱, 角色, 待缴费, 个人中心's
// dialogs), in both sites' colours; and the keyboard walk works: a skip link, focus back to the opener
// after a dialog or popover closes (a nested dialog back into its parent), tag filters pressed
// with the keyboard.

const MAJORS = '/fxl-school/fxl-school.major';

describe('accessibility, in Chromium', () => {
  const t = useBrowser(undefined, { motion: true });

  for (const [site, color] of [
    ['机构端', ORGANIZATION],
    ['管理端', ADMIN],
  ] as const) {
    it(`${site} (${color}): login, the dashboard, a list page and its add dialog, the notice popover, 阅读消息 and 帮助中心 have no critical or serious axe violation`, async () => {
      const { page } = t;
      await chooseSite(page, color);
      await page.goto('/login');
      await page.getByLabel('用户名').waitFor();
      await expectClean(page, 'login');

      await login(page, 'demo-school', '/dashboard');
      await page.locator('.dashboard-figure-value').first().waitFor();
      await expectClean(page, 'dashboard');

      await page.getByRole('menuitem', { name: '通知中心' }).waitFor();
      await page.goto(MAJORS);
      await view(page).locator('.config-list-table .ant-table-row').first().waitFor();
      await expectClean(page, 'list page');

      await view(page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
      const dialog = page.getByRole('dialog', { name: /新增/ });
      await dialog.getByRole('button', { name: '确定' }).or(dialog.getByRole('button', { name: '提交' })).first().waitFor();
      await expectClean(page, 'add dialog');
      await expect.poll(() => holdsFocus(dialog)).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.locator('.notice-bell').click();
      const popover = page.locator('.notice-popover');
      await popover.locator('.notice-row').first().waitFor();
      await expectClean(page, 'notice popover');
      await popover.locator('.notice-row').first().getByRole('button', { name: '查看' }).click();
      const read = page.getByRole('dialog', { name: '阅读消息' });
      await read.locator('.notice-read-content').waitFor();
      await popover.waitFor({ state: 'hidden' });
      await expectClean(page, '阅读消息');
      await page.keyboard.press('Escape');
      await read.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: '帮助中心' }).click();
      await page.getByRole('dialog', { name: '帮助中心' }).waitFor();
      await expectClean(page, '帮助中心');
    });
  }

  it('the bespoke screens: 通知中心, 个人中心 and the recharge dialog have no critical or serious axe violation', async () => {
    const { page } = t;
    await login(page, 'demo-school', '/message/moreMessage');
    await page.locator('.notice-centre tbody tr.ant-table-row').first().waitFor();
    await expectClean(page, '通知中心');

    await page.goto('/comProfile/comProfile');
    await page.getByTestId('profile-balance').waitFor();
    await expectClean(page, '个人中心');

    await page.goto('/order/order.order');
    await page.getByRole('button', { name: '充值', exact: true }).click();
    await page.getByLabel('充值金额').waitFor();
    await expectClean(page, 'recharge dialog');
  });

  // the screens added by issues 7–9, in both sites' colours
  for (const [site, color] of [
    ['机构端', ORGANIZATION],
    ['管理端', ADMIN],
  ] as const) {
    it(`${site}: the login screen's other doors: 短信登录, 注册 and 忘记密码 have no critical or serious axe violation`, async () => {
      const { page } = t;
      await chooseSite(page, color);
      for (const [mode, ready] of [
        ['sms', '获取验证码'],
        ['register', '获取验证码'],
        ['forgot', '获取验证码'],
      ] as const) {
        await page.goto(`/login?mode=${mode}`);
        await page.getByRole('button', { name: ready }).waitFor();
        await page.getByRole('img', { name: '图形验证码图片' }).waitFor();
        await expectClean(page, `login ${mode}`);
      }
    });

    it(`${site}: 电子证书, 工具箱, 角色 and its editor, and 待缴费 have no critical or serious axe violation`, async () => {
      const { page } = t;
      await chooseSite(page, color);
      await login(page, 'demo-school', '/school-cert/school-cert');
      await view(page).getByRole('list', { name: '证书列表' }).locator('> li').first().waitFor();
      await expectClean(page, '电子证书');

      await page.goto('/toolsList');
      await view(page).getByRole('list', { name: '工具列表' }).getByRole('link').first().waitFor();
      await expectClean(page, '工具箱');

      await page.goto('/comProfile/comProfile.roles');
      await view(page).getByRole('cell', { name: '超级管理员' }).waitFor();
      await expectClean(page, '角色管理');
      await view(page).getByRole('button', { name: '新增角色' }).click();
      const editor = page.getByRole('dialog', { name: '新增角色' });
      await editor.locator('.ant-tree-checkbox').first().waitFor();
      await expectClean(page, 'role editor');
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'hidden' });

      await page.goto('/branchPay/branchPay');
      await view(page).getByRole('button', { name: '提交' }).waitFor();
      await expectClean(page, '待缴费');
    });

    it(`${site}: 个人中心's dialogs: 修改昵称, 修改密码 and 修改手机号 have no critical or serious axe violation`, async () => {
      const { page } = t;
      await chooseSite(page, color);
      await login(page, 'demo-school', '/comProfile/comProfile');
      await page.getByTestId('profile-balance').waitFor();
      for (const [opener, ready] of [
        ['修改昵称', '昵称'],
        ['修改密码', '确认新密码'],
        ['修改手机号', '短信验证码'],
      ] as const) {
        await page.getByRole('button', { name: opener }).click();
        const box = page.getByRole('dialog', { name: opener });
        await box.getByLabel(ready, { exact: true }).waitFor();
        if (opener === '修改手机号') await box.getByRole('img', { name: '图形验证码图片' }).waitFor();
        await expectClean(page, opener);
        await page.keyboard.press('Escape');
        await box.waitFor({ state: 'hidden' });
      }
    });
  }

  it('the authentication form has no critical or serious axe violation', async () => {
    const { page } = t;
    await login(page, 'auth-status-0', '/school-auth/school-auth.base?type=name_auth');
    await view(page).getByRole('button', { name: '保存并提交' }).waitFor();
    await view(page).locator('.ant-formily-item input').first().waitFor();
    await expectClean(page, 'authentication form');
  });
});
