// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SLOW_REQUEST_MS } from '../../app/shell/light-frame.tsx';
import { armFault, login, rowActionNames, useBrowser } from './support/harness.ts';
import { dialogFooter } from './support/drivers/dialog.ts';
import { tableRows, tableSpinner } from './support/drivers/table.ts';

// Issue 18, items 1 and 2, against the reference server with fault injection: a held call never
// locks the user out (the dialog's 取消 and the menu work, the held request is aborted), and a
// notice's HTML cannot lay a full-screen fake link over the app. With SHOTS_DIR set, the app
// during a held call is saved as a screenshot.

const MAJORS = '/fxl-school/fxl-school.major';
const DETAIL = '/api/organization/school-majors/';
const HOLD_MS = 30_000;

/**
 * The page's clock, installed before it loads (Playwright's clock: time flows as usual until
 * moved on), so that "a few seconds later" is a jump past SLOW_REQUEST_MS, not a wait.
 */
const fakeClock = (page: Page) => page.clock.install();
const pastSlow = (page: Page) => page.clock.fastForward(SLOW_REQUEST_MS + 100);

/** Counts the requests to `prefix` that the browser aborted. */
function countAborted(page: Page, prefix: string): () => number {
  let aborted = 0;
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith(prefix) && /ABORTED/i.test(request.failure()?.errorText ?? '')) aborted += 1;
  });
  return () => aborted;
}

const editDialog = (page: Page) => page.getByRole('dialog', { name: /^编辑/ });

async function openHeldEdit(page: Page): Promise<void> {
  await tableRows(page).first().getByRole('button', { name: '编辑', exact: true }).click();
  await editDialog(page).waitFor();
}

describe('a held call never locks the user out (issue 18)', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }));

  it("a dialog's 取消 works at once while its call is held, and aborts it", async () => {
    await login(t.page, 'demo-school', MAJORS);
    await tableRows(t.page).first().waitFor();
    const aborted = countAborted(t.page, DETAIL);
    await armFault(t.server, { method: 'GET', path: `${DETAIL}*`, delay_ms: HOLD_MS, times: 0 });
    await openHeldEdit(t.page);
    // the blocking overlay is up (the first seconds), yet the dialog above it takes the click
    await t.page.locator('.loading-overlay:not(.loading-overlay-slow)').waitFor();
    await editDialog(t.page).getByRole('button', { name: '取消' }).click();
    await editDialog(t.page).waitFor({ state: 'hidden' });
    await expect.poll(aborted).toBe(1);
    await t.page.locator('.loading-overlay').waitFor({ state: 'detached' });
  });

  it('after a few seconds the overlay is an indicator with 取消; the menu works and leaving aborts the call', async () => {
    await fakeClock(t.page);
    await login(t.page, 'demo-school', MAJORS);
    await tableRows(t.page).first().waitFor();
    const aborted = countAborted(t.page, DETAIL);
    await armFault(t.server, { method: 'GET', path: `${DETAIL}*`, delay_ms: HOLD_MS, times: 0 });

    await openHeldEdit(t.page);
    const indicator = t.page.locator('.loading-overlay-slow');
    await t.page.locator('.loading-overlay').waitFor();
    await pastSlow(t.page);
    await indicator.getByRole('button', { name: '取消' }).waitFor();
    await shot(t.page, 'held-call-1280.png');
    // the indicator's 取消 aborts the held call; the dialog stays, its close still works
    await indicator.getByRole('button', { name: '取消' }).click();
    await expect.poll(aborted).toBe(1);
    await indicator.waitFor({ state: 'detached' });
    await editDialog(t.page).getByRole('button', { name: '关闭' }).click();
    await editDialog(t.page).waitFor({ state: 'hidden' });

    await t.page.setViewportSize({ width: 1440, height: 900 });
    await openHeldEdit(t.page);
    await t.page.locator('.loading-overlay').waitFor();
    await pastSlow(t.page);
    await indicator.waitFor();
    await shot(t.page, 'held-call-1440.png');
    await editDialog(t.page).getByRole('button', { name: '取消' }).click();
    await expect.poll(aborted).toBe(2);
  });

  it('with a toolbar call held, the indicator leaves the menu usable and leaving the page aborts the call', async () => {
    await fakeClock(t.page);
    await login(t.page, 'demo-school', MAJORS);
    const row = tableRows(t.page).first();
    await row.waitFor();
    const template = '/api/organization/school-majors/import-template';
    const aborted = countAborted(t.page, template);
    await armFault(t.server, { method: 'GET', path: template, delay_ms: HOLD_MS });
    await t.page.getByRole('button', { name: '下载模板', exact: true }).click();
    await t.page.locator('.loading-overlay').waitFor();
    await pastSlow(t.page);
    const indicator = t.page.locator('.loading-overlay-slow');
    await indicator.getByRole('button', { name: '取消' }).waitFor();
    await shot(t.page, 'held-toolbar-call-1280.png');
    await t.page.locator('nav[aria-label="主菜单"]').getByText('首页', { exact: true }).click();
    await t.page.waitForURL('**/dashboard');
    await expect.poll(aborted).toBe(1);
    await indicator.waitFor({ state: 'detached' });
  });

  it('a held list call: a menu click works and leaving the page aborts the call', async () => {
    await fakeClock(t.page);
    await login(t.page, 'demo-school', MAJORS);
    await tableRows(t.page).first().waitFor();
    const list = '/api/organization/school-majors';
    const aborted = countAborted(t.page, list);
    await armFault(t.server, { method: 'GET', path: list, delay_ms: HOLD_MS });
    const held = t.page.waitForRequest((request) => new URL(request.url()).pathname === list);
    await t.page.getByRole('button', { name: '查询' }).click();
    await held;
    // the rows' own spinner, no overlay: the app stays usable; after a few seconds leaving aborts it
    await expect.poll(() => t.page.locator('.loading-overlay').count(), { timeout: 1000 }).toBe(0);
    await tableSpinner(t.page).waitFor();
    await pastSlow(t.page);
    await t.page.locator('nav[aria-label="主菜单"]').getByText('首页', { exact: true }).click();
    await t.page.waitForURL('**/dashboard');
    await expect.poll(aborted).toBe(1);
  });
});

describe('a notice cannot cover the app (issue 18)', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }));

  it('the full-screen fake login of a notice stays in its box and the dialog closes', async () => {
    await login(t.page, 'demo-school', '/message/moreMessage');
    const row = tableRows(t.page.locator('.notice-centre')).first();
    await row.waitFor();
    const title = (await row.locator('.notice-centre-title').textContent())?.trim() ?? '';
    const id = Number(await row.getAttribute('data-row-key'));
    const content =
      '<p>正文</p><a href="https://evil.example/login" class="loading-overlay" style="position:fixed;inset:0;width:100vw;height:100vh;z-index:99999;display:block;background:#fff;margin:-200px">登录已过期，请点击此处重新登录</a>';
    await armFault(t.server, {
      method: 'GET',
      path: `/api/organization/profile/notifications/${id}`,
      status: 200,
      message: '操作成功',
      body: { data: { id, title, status: 1, created_at: '2026-11-20 10:00:00', notification_template: { title, content } } },
    });
    await row.getByRole('button', { name: `查看：${title}`, exact: true }).click();
    const dialog = t.page.getByRole('dialog', { name: '阅读消息' });
    const fake = dialog.getByText('登录已过期，请点击此处重新登录');
    await fake.waitFor();
    expect(await fake.getAttribute('target')).toBe('_blank');
    expect(await fake.getAttribute('rel')).toBe('noopener noreferrer');
    // both boxes from the same frame: the dialog's opening zoom moves everything in it between
    // two separate measurements
    const [box, link] = await fake.evaluate((element) => {
      const rect = (node: Element | null) => {
        const r = node?.getBoundingClientRect();
        return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
      };
      return [rect(element.closest('.safe-html')), rect(element)];
    });
    expect(box && link).toBeTruthy();
    if (box && link) {
      expect(link.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(link.y).toBeGreaterThanOrEqual(box.y - 1);
      expect(link.x + link.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(link.y + link.height).toBeLessThanOrEqual(box.y + box.height + 1);
    }
    await shot(t.page, 'notice-contained.png');
    // a real click (Playwright refuses when something else would take it)
    await dialogFooter(dialog).getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(t.page.url()).toContain('/message/moreMessage');
  });
});

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, name) });
}

describe('a list page survives a bad part (issue 18)', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }));

  it('with a broken toolbar entry, call and row action, the rest of 专业管理 works and the errors are listed', async () => {
    const file = path.resolve(import.meta.dirname, '../../schemas/pages/school-major.json');
    const page = JSON.parse(fs.readFileSync(file, 'utf8')) as { list: { toolbar: unknown[]; row_actions: unknown[]; api: Record<string, unknown> }; form: unknown };
    page.list.toolbar.splice(1, 0, 'print');
    page.list.row_actions.unshift({ action: 'explode', title: '爆炸' });
    page.list.api.delete = { url: 42 };
    // 专业管理 is menu item 331; its configuration answer is replaced once
    await armFault(t.server, { method: 'GET', path: '/api/organization/menu-component/331', status: 200, message: '操作成功', body: { data: page } });
    await login(t.page, 'demo-school', MAJORS);
    const row = tableRows(t.page).first();
    await row.waitFor();
    const errors = t.page.getByRole('alert').filter({ hasText: '列表配置有' });
    await errors.waitFor();
    const text = (await errors.textContent()) ?? '';
    expect(text).toContain('list.toolbar[1]');
    expect(text).toContain('未知的工具栏按钮 "print"');
    expect(text).toContain('list.row_actions[0].action');
    expect(text).toContain('list.api.delete');
    // the delete call is left out, with its button and action; the rest works
    expect(await t.page.getByRole('button', { name: /批量删除/ }).count()).toBe(0);
    expect(await rowActionNames(row)).not.toContain('删除');
    await t.page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = t.page.getByRole('dialog', { name: '新增专业' });
    await dialog.getByPlaceholder('请输入专业名称').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
