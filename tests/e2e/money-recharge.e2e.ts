// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, type ReferenceServer, useBrowser } from './support/harness.ts';
import { opened, questionSaying } from './support/drivers/dialog.ts';
import { statisticValue } from './support/drivers/display.ts';
import { toastSaying } from './support/drivers/message.ts';
import { tableRow } from './support/drivers/table.ts';

// The recharge dialog (issue 12, item 1) against the reference server: opened by the recharge
// block's 充值 on 充值记录, paid through the mock payment page (opening the QR's URL pays), the
// balance new in the block and the navbar without a reload; 支付完成 too early; 取消 and the close
// icon stop the poll at once; a double click on 确定 makes one order; the amount's messages.

const ORDERS = '/order/order.order';
const RESULT = 'order-pay-result-query';

const rechargeDialog = (page: Page) => page.getByRole('dialog', { name: '账户充值' });
const payDialog = (page: Page) => page.getByRole('dialog', { name: '扫码支付' });
const blockBalance = (page: Page) => statisticValue(page.locator('.config-list-recharge'));
const navbarBalance = (page: Page) => page.locator('.navbar-balance');

/** The number of orders of the logged-in account, asked of the server (GET /api/organization/orders). */
/** How many orders of `amount` yuan the account has (another test's order, however late, is not counted). */
async function orderCount(page: Page, server: ReferenceServer, amount: number): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('org-Token'));
  const response = await fetch(`${server.url}/api/organization/orders?page=1&page_size=100`, { headers: { 'org-token': token ?? '', 'site-name': 'cepsp', accept: 'application/json' } });
  const body = (await response.json()) as { data: { data: { amount: number }[] } };
  return body.data.data.filter((order) => order.amount === amount).length;
}

/** 充值 → amount → 确定; answers the QR's URL once the QR shows. */
async function startRecharge(page: Page, amount?: string): Promise<string> {
  await page.getByRole('button', { name: '充值', exact: true }).click();
  const dialog = rechargeDialog(page);
  if (amount) await dialog.getByLabel('充值金额').fill(amount);
  const launched = page.waitForResponse((response) => response.url().includes('order-launch-pay-request'));
  await dialog.getByRole('button', { name: '确定' }).click();
  const qr = ((await (await launched).json()) as { data: { qr_code: string } }).data.qr_code;
  await payDialog(page).getByRole('img', { name: '支付二维码' }).locator('svg').waitFor();
  return qr;
}

describe('the recharge dialog, in Chromium', { timeout: 60_000 }, () => {
  const t = useBrowser(undefined, { samePage: true });

  it('pays through the mock payment page: 支付成功, the balance new in the block and the navbar without a reload', async () => {
    const { page } = t;
    await login(page, 'demo-school', ORDERS);
    await blockBalance(page).getByText('¥12,860.00').waitFor();
    expect(await navbarBalance(page).innerText()).toContain('¥12,860.00');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await page.getByRole('button', { name: '充值', exact: true }).click();
    const dialog = rechargeDialog(page);
    expect(await dialog.getByLabel('充值金额').inputValue()).toBe('100');
    await dialog.getByText('¥2,000', { exact: true }).click();
    expect(await dialog.getByLabel('充值金额').inputValue()).toBe('2000');
    await dialog.getByText('支付宝').click();
    const launched = page.waitForResponse((response) => response.url().includes('order-launch-pay-request'));
    await dialog.getByRole('button', { name: '确定' }).click();
    const { qr_code: qr, order_no: orderNo } = ((await (await launched).json()) as { data: { qr_code: string; order_no: string } }).data;
    const svg = payDialog(page).getByRole('img', { name: '支付二维码' }).locator('svg');
    await svg.waitFor();
    expect([await svg.getAttribute('width'), await svg.getAttribute('height')]).toEqual(['300', '300']);
    await payDialog(page).getByText('请使用支付宝扫描二维码').waitFor();
    expect(await payDialog(page).locator('.payment-qr-amount').innerText()).toBe('¥2,000.00');

    // the phone that scans the QR: another page of the same browser opens it, which pays
    const phone = await page.context().newPage();
    await phone.goto(qr);
    await phone.close();

    await toastSaying(page, '支付成功').waitFor();
    await payDialog(page).waitFor({ state: 'detached' });
    await blockBalance(page).getByText('¥14,860.00').waitFor();
    await navbarBalance(page).getByText('¥14,860.00').waitFor();
    // the orders list shows the paid order
    await tableRow(page, orderNo).getByText('已支付').waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it('says 尚未支付成功 when 支付完成 is pressed before the payment', async () => {
    const { page } = t;
    await login(page, 'demo-school', ORDERS);
    await startRecharge(page);
    await payDialog(page).getByRole('button', { name: '支付完成' }).click();
    await toastSaying(page, '尚未支付成功').waitFor();
    expect(await payDialog(page).isVisible()).toBe(true);
  });

  for (const how of ['取消', '关闭'] as const) {
    it(`${how === '关闭' ? 'the close icon' : '取消'}: 您取消了支付, and no poll after the dialog is gone`, async () => {
      const { page } = t;
      // a clock the test moves on: the 3 s poll is seen without waiting for it
      await page.clock.install();
      await login(page, 'demo-school', ORDERS);
      const polls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(RESULT)) polls.push(request.url());
      });
      await startRecharge(page);
      // the poll runs while the dialog is open
      const polled = page.waitForRequest((request) => request.url().includes(RESULT));
      await page.clock.runFor(3100);
      await polled;
      await payDialog(page).getByRole('button', { name: how }).click();
      await (await opened(questionSaying(page, '支付尚未完成，确定关闭吗？'))).getByRole('button', { name: '确定' }).click();
      await toastSaying(page, '您取消了支付').waitFor();
      await payDialog(page).waitFor({ state: 'detached' });
      const before = polls.length;
      await page.clock.runFor(10_000);
      // a request made after the clock moved on: any poll would have been seen before its answer
      await page.evaluate(() => fetch('/runtime-config.json').then((response) => response.text()));
      expect(polls.length - before).toBe(0);
    });
  }

  it('a double click on 确定 makes one order; wrong amounts get clear messages', async () => {
    const { page, server } = t;
    await login(page, 'demo-school', ORDERS);
    const before = await orderCount(page, server, 88.8);
    await page.getByRole('button', { name: '充值', exact: true }).click();
    const dialog = rechargeDialog(page);
    const amount = dialog.getByLabel('充值金额');
    for (const [text, message] of [
      ['', '请输入充值金额'],
      ['0', '充值金额必须大于0'],
      ['12.345', '充值金额最多保留两位小数'],
      ['12a', '充值金额只能是数字'],
    ] as const) {
      await amount.fill(text);
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.getByText(message).waitFor();
    }
    await amount.fill('88.80');
    await dialog.getByRole('button', { name: '确定' }).dblclick();
    await payDialog(page).getByRole('img', { name: '支付二维码' }).waitFor();
    expect(await payDialog(page).locator('.payment-qr-amount').innerText()).toBe('¥88.80');
    expect(await orderCount(page, server, 88.8)).toBe(before + 1);
  });
});
