import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SESSION_ONCE_FLAGS, useBrowser } from './support/harness.ts';
import { listFitted } from './support/drivers/table.ts';
import { clean, DRAWER_BELOW, look, PHONE_BELOW, SIZES } from './support/viewport-look.ts';

// Every screen its users have (issue 57 items 1, 2 and 6): a phone, a tablet, a projector, the
// 1366×768 office laptop and a desktop. Each walks the login screen, the dashboard and 分支机构 with a
// search, and checks what a user would notice: the page never scrolls sideways, no form field is
// too narrow to type in, the navbar's, the breadcrumb's and the tabs' text stays on its line; below
// 992 px the sidebar is a drawer behind 打开菜单 that a choice, Esc and the mask close; from 992 px
// it stands open. The auth form, the notices, the recharge QR, 个人中心 and its cropper are
// viewports-screens.e2e.ts's; what look() checks is in viewport-look.ts.

const BRANCHES = '/school-branch/school-branch';

describe('the app on a phone, a tablet, a projector, a laptop and a desktop (issue 57)', () => {
  const t = useBrowser();

  it.each(SIZES)('$width×$height: login, the dashboard and 分支机构 with a search', async ({ width, height }) => {
    const { page } = t;
    await page.setViewportSize({ width, height });
    await page.addInitScript((keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')), SESSION_ONCE_FLAGS);
    await page.goto('/login');
    const login = page.getByRole('button', { name: '登录' }).first();
    await login.waitFor();
    expect(await look(page), 'the login screen').toEqual(clean);
    await page.getByLabel('用户名').fill('demo-school');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await login.click();
    await page.waitForURL('**/dashboard');
    await page.getByText('账户余额').first().waitFor();
    const navbar = page.getByRole('banner');
    // the bell and the account menu stay at every size
    await navbar.getByRole('button', { name: '账号菜单' }).waitFor();
    await navbar.getByRole('button', { name: /^通知/ }).waitFor();
    expect(await look(page), 'the dashboard').toEqual(clean);

    const sidebar = page.getByRole('navigation', { name: '主菜单' });
    if (width < DRAWER_BELOW) {
      // the sidebar is a drawer, closed; the navbar's tools are in the account menu
      const toggle = navbar.getByRole('button', { name: '打开菜单' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await sidebar.count()).toBe(0);
      expect(await navbar.getByRole('button', { name: '帮助中心' }).count()).toBe(0);
      await navbar.getByRole('button', { name: '账号菜单' }).click();
      for (const name of ['首页', '个人中心', '帮助中心', '全屏', '系统设置', '默认', '退出']) await page.getByRole('menuitem', { name, exact: true }).waitFor();
      expect(await look(page), 'the account menu').toEqual(clean);
      await page.getByRole('menuitem', { name: '帮助中心', exact: true }).click();
      const help = page.getByRole('dialog', { name: '帮助中心' });
      await help.getByText('常见问题').waitFor();
      if (width < PHONE_BELOW) expect((await help.boundingBox())?.width).toBe(width);
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'hidden' });

      const drawer = page.getByRole('dialog', { name: '导航菜单' });
      // Esc and the mask close it
      await toggle.click();
      await drawer.getByRole('navigation', { name: '主菜单' }).waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await drawer.getByRole('navigation', { name: '主菜单' }).waitFor();
      // beside the 200 px drawer, on the mask
      await page.mouse.click(width - 20, height / 2);
      await drawer.waitFor({ state: 'hidden' });
      // a choice goes to the page and closes it
      await toggle.click();
      await drawer.getByRole('menuitem', { name: '分支机构' }).click();
      await page.waitForURL(`**${BRANCHES}`);
      await drawer.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    } else {
      // open beside the page, as before
      await sidebar.waitFor();
      expect(await sidebar.boundingBox()).toMatchObject({ x: 0 });
      expect(await navbar.getByRole('button', { name: '打开菜单' }).count()).toBe(0);
      await navbar.getByRole('button', { name: '帮助中心' }).waitFor();
      await sidebar.getByRole('menuitem', { name: '分支机构' }).click();
      await page.waitForURL(`**${BRANCHES}`);
    }

    const view = page.locator(`.page-view[data-path="${BRANCHES}"]`);
    const rows = view.getByRole('table').getByRole('row');
    await view.getByRole('row', { name: /朝阳学习中心/ }).waitFor();
    const search = view.getByRole('region', { name: '搜索' });
    await search.getByPlaceholder('请输入名称').fill('朝阳');
    const query = search.getByRole('button', { name: '查询' });
    const reset = search.getByRole('button', { name: '重置' });
    // 查询 and 重置 in the window's width
    for (const button of [query, reset]) expect(((await button.boundingBox())?.x ?? Infinity) + ((await button.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(width);
    await query.click();
    await expect.poll(async () => (await view.getByRole('row', { name: /阳光示范学校/ }).allTextContents()).length).toBe(1);
    await view.getByRole('row', { name: /朝阳学习中心/ }).waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await look(page), '分支机构').toEqual(clean);
    // the pager is in the window's width
    const pager = view.getByTitle('1', { exact: true });
    expect(((await pager.boundingBox())?.x ?? Infinity) + ((await pager.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(width);

    const found = view.getByRole('row', { name: /朝阳学习中心/ });
    if (width < PHONE_BELOW) {
      // a phone: the row's actions are in its 更多, the name readable beside it
      expect(await found.locator('.config-list-action').allTextContents()).toEqual(['更多']);
      const name = await found.getByRole('cell', { name: '阳光示范学校朝阳学习中心', exact: true }).boundingBox();
      const actions = await found.getByRole('cell', { name: /^更多操作/ }).boundingBox();
      expect(name?.width).toBeGreaterThanOrEqual(200);
      expect((name?.x ?? Infinity) + (name?.width ?? 0)).toBeLessThanOrEqual((actions?.x ?? 0) + 1);
    } else {
      // 详情 and 编辑 stand; 修改手机号 and the rest are in 更多, and the 操作 column leaves 状态 in view
      expect(await found.locator('.config-list-action').allTextContents()).toEqual(['详情', '编辑', '更多']);
      if (width >= 1280) {
        await listFitted(view);
        const status = await view.getByRole('columnheader', { name: '状态', exact: true }).boundingBox();
        const actions = await view.getByRole('columnheader', { name: '操作', exact: true }).boundingBox();
        expect((status?.x ?? Infinity) + (status?.width ?? 0)).toBeLessThanOrEqual((actions?.x ?? 0) + 1);
      }
    }
    await found.getByRole('button', { name: /^更多操作/ }).click();
    const more = page.getByRole('menu', { name: /^更多操作/ });
    await more.getByRole('menuitem', { name: '修改手机号' }).waitFor();
    await page.keyboard.press('Escape');
    await more.waitFor({ state: 'hidden' });
    expect(t.errors).toEqual([]);
  }, 120_000);
});
