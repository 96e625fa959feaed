// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Stat } from '../../adapters/api/stat.ts';
import { armFault, loggedInBefore, login, releaseHeld, useBrowser } from './support/harness.ts';
import { formatMoney } from '../../engine/index.ts';

// The dashboard (/dashboard, 阳光继教; issue 13 item 1) against the reference server: the cards
// show what common/stat answered, the chart draws its 7 days, the cards lead to their pages, a
// failed load offers 重试, a new account gets hints instead of a flat chart, and a gated account
// (456) a calm page instead of an error.

const STAT = '/api/organization/common/stat';
const count = (n: number) => new Intl.NumberFormat('zh-CN').format(n);

/** Logs in to /dashboard and gives the stat call's answer, as the page received it. */
async function loginReadingStat(page: Page, user: string): Promise<{ status: number; data?: Stat }> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === STAT && response.request().method() === 'GET');
  await login(page, user, '/dashboard');
  const response = await answer;
  const body = (await response.json()) as { data?: Stat };
  return { status: response.status(), data: body.data };
}

const figure = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).locator('.dashboard-figure-value');

describe('the dashboard, in Chromium', () => {
  // as most users have it: no data saver, the idle warm-up on after the dashboard
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { saveData: false, samePage: true });

  it("shows common/stat's figures on its cards and draws the 7-day trend", async () => {
    const { status, data: stat } = await loginReadingStat(t.page, 'demo-school');
    expect(status).toBe(200);
    if (!stat) throw new Error('no stat answer');
    const expected: [string, string][] = [
      ['账户余额', formatMoney(stat.balance)],
      ['累计消费', formatMoney(stat.consume_amount)],
      ['未开票金额', formatMoney(stat.uninvoiced_amount)],
      ['未读通知', count(stat.unread_notifications)],
      ['订单总数', count(stat.orders.total)],
      ['已支付', count(stat.orders.paid)],
      ['待支付', count(stat.orders.pending)],
      ['已支付金额', formatMoney(stat.orders.paid_amount)],
      ['累计线索', count(stat.zhuxuetong.leads_total)],
      ['本周线索', count(stat.zhuxuetong.leads_week)],
      ['今日访问', count(stat.visits.today)],
      ['本周访问', count(stat.visits.week)],
      ['今日咨询', count(stat.consults.today)],
      ['本周咨询', count(stat.consults.week)],
    ];
    await figure(t.page, '账户余额').waitFor();
    const shown = await Promise.all(expected.map(async ([label]) => [label, (await figure(t.page, label).textContent())?.trim()]));
    expect(shown).toEqual(expected);
    expect(stat.balance).toBe(12860);
    expect(await figure(t.page, '账户余额').textContent()).toBe('¥12,860.00');
    await expect.poll(() => t.page.getByText(stat.zhuxuetong.status_text, { exact: true }).count()).toBe(1);
    // 助学通 is running: no 开通服务.
    expect(await t.page.getByRole('button', { name: '开通服务' }).count()).toBe(0);

    // The chart: one line per series, drawn as SVG, and described for screen readers.
    const chart = t.page.getByRole('img', { name: /^近 7 日趋势：/ });
    await chart.locator('svg').waitFor();
    const label = await chart.getAttribute('aria-label');
    for (const day of stat.trend) expect(label).toContain(`${day.date} 访问 ${day.visits}、咨询 ${day.consults}、线索 ${day.leads}`);
    await expect.poll(() => chart.locator('svg text').filter({ hasText: stat.trend[0]!.date }).count()).toBeGreaterThan(0);
    expect(t.errors).toEqual([]);
  });

  it('leads from its cards to the orders, the notices and the 助学通 logs', async () => {
    await login(t.page, 'demo-school', '/dashboard');
    const links: [string, string][] = [
      ['全部订单', '/order/order.order'],
      ['查看通知', '/message/moreMessage'],
      ['线索记录', '/order/order.zhuxuetong-logs'],
    ];
    for (const [name, path] of links) {
      await t.page.getByRole('link', { name }).click();
      await t.page.waitForURL((url) => url.pathname === path);
      await t.page.locator('.tags-bar').getByText('阳光继教').click();
      await t.page.waitForURL((url) => url.pathname === '/dashboard');
    }
  });

  it('shows a failed load with 重试, and 重试 loads the figures', async () => {
    await armFault(t.server, { method: 'GET', path: STAT, status: 500 });
    await login(t.page, 'demo-school', '/dashboard');
    const alert = t.page.getByRole('alert').filter({ hasText: '数据加载失败' });
    await alert.waitFor();
    expect(await figure(t.page, '账户余额').count()).toBe(0);
    const again = t.page.waitForResponse((response) => new URL(response.url()).pathname === STAT);
    await alert.getByRole('button', { name: '重试' }).click();
    expect((await again).status()).toBe(200);
    await figure(t.page, '账户余额').waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('gives a new account (onboarding-1) hints instead of a flat chart, and 开通服务', async () => {
    const { data: stat } = await loginReadingStat(t.page, 'onboarding-1');
    expect(stat?.trend.every((day) => day.visits + day.consults + day.leads === 0)).toBe(true);
    await t.page.getByText('欢迎使用阳光继教').waitFor();
    await t.page.getByText('近 7 日还没有访问、咨询和线索').waitFor();
    expect(await t.page.locator('.dashboard-chart').count()).toBe(0);
    expect(await figure(t.page, '账户余额').textContent()).toBe('¥0.00');
    expect(await t.page.getByRole('button', { name: '开通服务' }).count()).toBe(1);
  });

  it('shows a calm page, not an error, when stat answers 456 (onboarding-2)', async () => {
    const { status } = await loginReadingStat(t.page, 'onboarding-2');
    expect(status).toBe(456);
    await t.page.getByText('完成入驻后即可查看经营数据').waitFor();
    expect(await t.page.getByText('数据加载失败').count()).toBe(0);
  });

  it('asks for its figures beside the profile, not after it, and asks once', async () => {
    await armFault(t.server, { method: 'GET', path: '/api/organization/profile', hold: true, times: 1 });
    const asked: string[] = [];
    t.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === STAT || pathname === '/api/organization/profile') asked.push(pathname);
    });
    const statAnswered = t.page.waitForResponse((response) => new URL(response.url()).pathname === STAT);
    await loggedInBefore(t.page, 'demo-school');
    await t.page.goto('/dashboard');
    // the profile is held by the server: the figures are asked for meanwhile
    expect((await statAnswered).status()).toBe(200);
    expect(await releaseHeld(t.server)).toBe(1);
    await figure(t.page, '账户余额').waitFor();
    expect(asked.filter((pathname) => pathname === STAT)).toHaveLength(1);
  });

  it('opens the recharge dialog from 充值, and the activation dialog from 开通服务 on a paused service', async () => {
    await login(t.page, 'demo-school', '/dashboard');
    await t.page.locator('.app-content').getByRole('button', { name: /^充\s*值$/ }).click();
    const recharge = t.page.getByRole('dialog', { name: '账户充值' });
    await recharge.waitFor();
    await recharge.getByRole('button', { name: /取\s*消/ }).click();
    await recharge.waitFor({ state: 'hidden' });

    await t.page.context().clearCookies();
    await t.page.evaluate(() => localStorage.clear());
    await login(t.page, 'service-paused', '/dashboard');
    await t.page.getByRole('button', { name: '开通服务' }).click();
    await t.page.getByRole('dialog', { name: '开通助学通服务' }).waitFor();
  });
});
