import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, ROOT, useBrowser } from './harness.ts';

// Accessibility in Chromium against the reference server (issue 17 items 2 and 3): axe-core's
// WCAG 2 A and AA rules find no critical or serious violation on the screens people use most and
// on those of issues 7–9 (the other login doors, 电子证书, 工具箱, 角色, 待缴费, 个人中心's
// dialogs), in both sites' colours; and the keyboard walk works: a skip link, focus back to the opener
// after a dialog or popover closes (a nested dialog back into its parent), tag filters pressed
// with the keyboard.

const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const ORGANIZATION = '#13c2c2';
const ADMIN = '#409EFF';
const MAJORS = '/fxl-school/fxl-school.major';
const TEACHERS = '/fxl-school/fxl-school.teacher';

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The critical and serious violations axe finds on the page as it is, one line each. */
async function axeProblems(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the app's CSP (script-src 'self') blocks inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.impact} ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`));
}

/** Waits until no opening or closing animation runs (axe would read colours half faded). */
async function still(page: Page): Promise<void> {
  await expect
    // antd's motions mark a moving dialog or popover with *-appear, *-enter or *-leave classes.
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('.ant-modal, .ant-modal-mask, .ant-popover, .ant-drawer-content-wrapper, .ant-drawer-mask')].filter((element) =>
            /-(appear|enter|leave)(\s|$)/.test(element.className),
          ).length,
      ),
    )
    .toBe(0);
  // and no colour is half-way through a transition (a button's background after a hover or a
  // site switch); endless ones (spinners) are left alone
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Checks the page once it is still, naming the screen in the failure. */
async function expectClean(page: Page, screen: string): Promise<void> {
  await still(page);
  expect({ screen, problems: await axeProblems(page) }).toEqual({ screen, problems: [] });
}

const view = (page: Page) => page.locator('.page-view:not([hidden])');
const holdsFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** The site colour chosen before the app starts (切换站点 keeps it in localStorage). */
const chooseSite = (page: Page, color: string) => page.addInitScript((value) => localStorage.setItem('org-site', value), color);

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

  it('walks by keyboard: the skip link, focus back to 新增 after its dialog, back into it after the image library, tag filters pressed with Enter', async () => {
    const { page } = t;
    await login(page, 'demo-school', TEACHERS);
    await view(page).locator('.config-list-table .ant-table-row').first().waitFor();
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // The skip link comes first and takes focus to the page, past the menu.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('跳到主要内容');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('app-content');
    const add = view(page).getByRole('toolbar').getByRole('button', { name: /新增$/ });
    let presses = 0;
    while (!(await add.evaluate((button) => button === document.activeElement)) && presses < 30) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(presses).toBeLessThan(19);

    // Closing the dialog gives focus back to 新增.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /新增/ });
    const library = dialog.getByRole('button', { name: '从图片库选择' }).first();
    await library.waitFor();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => add.evaluate((button) => button === document.activeElement)).toBe(true);

    // The nested image library: its tag filters by keyboard, then focus back inside the add dialog.
    await page.keyboard.press('Enter');
    await library.waitFor();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    await library.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: /图片库/ });
    const filters = picker.getByRole('group', { name: '按标签筛选' });
    const tag = filters.getByRole('button').nth(1);
    await tag.waitFor();
    // antd focuses the dialog when its opening motion ends: after that, to the tag.
    await still(page);
    await expect.poll(() => holdsFocus(picker)).toBe(true);
    await tag.focus();
    // Reached by keyboard (Shift+Tab, Tab): it shows the focus ring.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await holdsFocus(tag)).toBe(true);
    expect(await tag.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await expect.poll(() => tag.getAttribute('aria-pressed')).toBe('true');
    expect(await filters.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => library.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
  });

  it('gives focus back to the bell when the notice popover closes', async () => {
    const { page } = t;
    await login(page, 'demo-school', '/dashboard');
    const bell = page.locator('.notice-bell');
    await bell.focus();
    await page.keyboard.press('Enter');
    const popover = page.locator('.notice-popover');
    await popover.locator('.notice-row').first().waitFor();
    await popover.getByRole('tab').first().focus();
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    await expect.poll(() => holdsFocus(bell)).toBe(true);
  });

  it('gives focus back to the gear when the settings drawer closes, by Esc or by its close button', async () => {
    const { page } = t;
    await login(page, 'demo-school', '/dashboard');
    const gear = page.getByRole('button', { name: '系统设置' });
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    // antd focuses the drawer's root (which holds the dialog and its mask) when it opens
    const root = page.locator('.ant-drawer', { has: drawer });
    for (const close of ['Escape', 'close button'] as const) {
      await gear.focus();
      await page.keyboard.press('Enter');
      await drawer.getByRole('switch').first().waitFor();
      await still(page);
      await expect.poll(() => holdsFocus(root)).toBe(true);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else {
        await drawer.getByRole('button', { name: '关闭' }).focus();
        await page.keyboard.press('Enter');
      }
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => gear.evaluate((button) => button === document.activeElement)).toBe(true);
    }
  });
});
