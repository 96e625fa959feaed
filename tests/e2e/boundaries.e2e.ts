import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';

// Issue 15, item 1: no white screens. One page's code file failing (a tab left open over a
// redeploy) or one page throwing leaves the shell usable, with a Chinese message and 重试.

const TOOLS_CHUNK = /\/assets\/tools-screen-[\w-]+\.js$/;

describe('error boundaries', () => {
  const t = useBrowser();

  it('reloads once when a page chunk is blocked, then shows the Chinese message inside the shell; 重试 loads it once the file is back', async () => {
    await login(t.page, 'demo-school', '/dashboard');
    let blocked = 0;
    let loads = 0;
    t.page.on('load', () => loads++);
    await t.page.route(TOOLS_CHUNK, (route) => {
      blocked++;
      return route.abort('failed');
    });
    await t.page.goto('/toolsList');
    const message = t.page.getByText('页面文件加载失败');
    await message.waitFor({ timeout: 20_000 });
    // the first failure reloaded the app once (goto + one reload), the second showed the message
    expect(loads).toBe(2);
    expect(blocked).toBeGreaterThanOrEqual(2);
    expect(await t.page.getByText('Something went wrong').count()).toBe(0);
    // the shell stays: navbar, sidebar, and another page opens from it
    await expect(t.page.locator('.navbar').isVisible()).resolves.toBe(true);
    await expect(t.page.locator('.app-sider').first().isVisible()).resolves.toBe(true);
    await t.page.unroute(TOOLS_CHUNK);
    await t.page.getByRole('button', { name: '重试' }).click();
    await t.page.getByRole('list', { name: '工具列表' }).waitFor();
    expect(await message.count()).toBe(0);
  });

  it('keeps the shell and the other tabs when a page throws while rendering; 重试 renders it again', async () => {
    await login(t.page, 'demo-school', '/dashboard');
    let broken = true;
    await t.page.route(TOOLS_CHUNK, async (route) => {
      if (!broken) return route.continue();
      // the page's module, replaced by one whose component throws
      await route.fulfill({ contentType: 'text/javascript', body: 'export default function Broken() { throw new Error("boom"); }' });
    });
    await t.page.goto('/toolsList');
    await t.page.getByText('页面出错了').waitFor();
    await expect(t.page.locator('.navbar').isVisible()).resolves.toBe(true);
    // the dashboard's tab still works
    await t.page.locator('.app-sider').getByText('首页').click();
    await t.page.waitForURL('**/dashboard');
    await expect(t.page.getByText('页面出错了').isVisible()).resolves.toBe(false);
    // back on the broken page, 重试 renders it again: the loaded module still throws, and the
    // boundary catches it again rather than leaving a white screen
    broken = false;
    await t.page.locator('.app-sider').getByText('工具箱').click();
    await t.page.getByRole('button', { name: '重试' }).click();
    await t.page.getByText('页面出错了').waitFor();
    await expect(t.page.locator('.navbar').isVisible()).resolves.toBe(true);
  });
});
