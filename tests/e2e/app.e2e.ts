// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';

describe('the built app, served by the reference server, in Chromium', () => {
  const t = useBrowser();

  it('opens / on the login screen without a token, in Chinese, with no console error under the CSP', async () => {
    const response = await t.page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    await t.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/dashboard');
    await expect(t.page.title()).resolves.toBe('阳光继教');
    await t.page.getByRole('button', { name: '登录' }).waitFor();
    expect(t.errors).toEqual([]);
  });

  it('runs the production build of React', async () => {
    const messages: string[] = [];
    t.page.on('console', (message) => messages.push(message.text()));
    await t.page.goto('/404');
    await t.page.getByText('抱歉，您访问的页面不存在。').waitFor();
    expect(messages.filter((m) => m.includes('React DevTools'))).toEqual([]);
  });

  it('shows the 404 screen, 返回首页 leading to the dashboard, and an unknown path in the layout after login', async () => {
    await t.page.goto('/404');
    await t.page.getByText('抱歉，您访问的页面不存在。').waitFor();
    await t.page.getByRole('button', { name: '返回首页' }).click();
    await t.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/dashboard');
    await login(t.page, 'demo-school', '/no/such/page');
    await t.page.getByText('抱歉，您访问的页面不存在。').waitFor();
    expect(await t.page.locator('main').innerText()).toContain('/no/such/page');
    expect(t.errors).toEqual([]);
  });

  it('re-enters a path with its query through /redirect/{path}', async () => {
    await t.page.goto('/redirect/401?from=tags');
    await t.page.waitForURL((url) => url.pathname === '/401' && url.search === '?from=tags');
    await t.page.getByText('抱歉，您没有访问此页面的权限。').waitFor();
    expect(t.errors).toEqual([]);
  });
});
