import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SESSION_ONCE_FLAGS, useBrowser } from './harness.ts';

// Every screen its users have (issue 57 items 1, 2 and 6): a phone, a tablet, a projector, the
// 1366×768 office laptop and a desktop. Each walks the login screen, the dashboard and 分支机构 with a
// search, and checks what a user would notice: the page never scrolls sideways, no form field is
// too narrow to type in, the navbar's, the breadcrumb's and the tabs' text stays on its line; below
// 992 px the sidebar is a drawer behind 打开菜单 that a choice, Esc and the mask close; from 992 px
// it stands open.

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
/** Below this the sidebar is a drawer (adapters/screen.ts, DRAWER_BELOW). */
const DRAWER_BELOW = 992;
const PHONE_BELOW = 576;
const BRANCHES = '/school-branch/school-branch';
/** A field narrower than this cannot show what is typed in it (a phone number, a name). */
const NARROWEST_FIELD = 120;

interface Seen {
  /** How far the page scrolls sideways (0: not at all). */
  sideways: number;
  /** The visible form fields narrower than NARROWEST_FIELD: their label or placeholder and width. */
  narrow: string[];
  /** Text in the navbar, the breadcrumb and the tabs that takes more than two lines: a character a line. */
  wrapped: string[];
}

/** What a user would see wrong on the page shown, measured in the browser. */
function look(page: Page): Promise<Seen> {
  return page.evaluate((narrowest) => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const fields = [...document.querySelectorAll<HTMLElement>('form input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), form textarea, form [role="combobox"]')].filter(shown);
    // a select's own input sits inside its box (antd's .ant-select): the box is what one taps and reads
    const fieldBox = (field: HTMLElement) => (field.getAttribute('role') === 'combobox' ? (field.closest<HTMLElement>('.ant-select') ?? field) : field);
    const narrow = fields
      .map((field) => ({ field, width: Math.round(fieldBox(field).getBoundingClientRect().width) }))
      .filter(({ width }) => width < narrowest)
      .map(({ field, width }) => `${field.getAttribute('aria-label') ?? field.getAttribute('placeholder') ?? field.id} ${width}px`);
    const texts = [...document.querySelectorAll('header, nav[aria-label="面包屑"], nav[aria-label="已打开的页面"]')].flatMap((root) => [...root.querySelectorAll<HTMLElement>('*')]);
    const wrapped = texts
      .filter((element) => shown(element) && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== ''))
      .filter((element) => {
        const style = getComputedStyle(element);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5715;
        return element.getBoundingClientRect().height > 2 * line + 1;
      })
      .map((element) => `${(element.textContent ?? '').trim()} ${Math.round(element.getBoundingClientRect().height)}px`);
    return { sideways: Math.max(0, scroller.scrollWidth - window.innerWidth), narrow, wrapped };
  }, NARROWEST_FIELD);
}

const clean: Seen = { sideways: 0, narrow: [], wrapped: [] };

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
