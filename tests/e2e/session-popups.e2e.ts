import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLATFORM_HINT_KEY } from '../../app/shell/platform-hint.tsx';
import { PROMO_SHOWN_KEY } from '../../app/shell/popups/promo-popup.tsx';
import { login, useBrowser } from './support/harness.ts';

// The once-per-session dialogs after login (issue 11 item 4, issue 13 item 9): 平台提示 lets the
// first click reach the page, and the promo is marked shown only once it was on screen.

const flag = (key: string) => (page: Page) => page.evaluate((name) => sessionStorage.getItem(name), key);

describe('平台提示 and the promo popup after login', () => {
  const t = useBrowser();

  it('平台提示 does not swallow the first click: the menu item under the pointer opens its page', async () => {
    await login(t.page, 'demo-school', '/dashboard', { onceDialogs: true });
    const hint = t.page.getByRole('dialog', { name: '平台提示' });
    await hint.waitFor();
    await t.page.getByRole('menuitem', { name: '点击咨询' }).click();
    await t.page.waitForURL('**/consult/consult');
    expect(await hint.isVisible()).toBe(true);
    await expect.poll(() => flag(PLATFORM_HINT_KEY)(t.page)).toBe('1');
    await hint.getByRole('button', { name: '我知道了' }).click();
    await hint.waitFor({ state: 'hidden' });
  });

  it('the promo waits for 平台提示 and is marked shown only once it is on screen', async () => {
    // onboarding-1: a branch account, not authenticated (promo 1), with pop-up 1 first
    await login(t.page, 'onboarding-1', '/dashboard', { onceDialogs: true });
    await t.page.getByRole('dialog', { name: '新学校注册引导' }).getByRole('button', { name: '提交资料' }).click();
    await t.page.waitForURL((url) => url.pathname === '/school-auth2/school-auth2.base.branchAuth');
    const hint = t.page.getByRole('dialog', { name: '平台提示' });
    await hint.waitFor();
    const promo = t.page.getByRole('dialog', { name: '完成机构认证，开启招生推广' });
    // the dashboard while 平台提示 is still up: no promo yet, and it is not marked shown
    await t.page.getByRole('menuitem', { name: '首页' }).click();
    await t.page.waitForURL('**/dashboard');
    expect(await hint.isVisible()).toBe(true);
    expect(await promo.count()).toBe(0);
    expect(await flag(PROMO_SHOWN_KEY)(t.page)).toBeNull();

    await hint.getByRole('button', { name: '我知道了' }).click();
    await promo.getByRole('button', { name: '立即认证' }).waitFor();
    await expect.poll(() => flag(PROMO_SHOWN_KEY)(t.page)).toBe('1');
    // 立即认证: the branch's own authentication page
    await promo.getByRole('button', { name: '立即认证' }).click();
    await t.page.waitForURL((url) => url.pathname === '/school-auth2/school-auth2.base.branchAuth');

    await t.page.getByRole('menuitem', { name: '首页' }).click();
    await t.page.waitForURL('**/dashboard');
    await t.page.reload();
    await t.page.locator('.navbar').waitFor();
    await t.page.waitForLoadState('networkidle');
    expect(await t.page.getByRole('dialog').count()).toBe(0);
  });
});
