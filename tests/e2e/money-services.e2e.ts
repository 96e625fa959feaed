import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';
import { opened, questionSaying } from './support/drivers/dialog.ts';
import { formItemErrors } from './support/drivers/form.ts';
import { allToasts, toastSaying } from './support/drivers/message.ts';
import { shownRows, tableRow } from './support/drivers/table.ts';

// 待缴费, the activation dialog and 助学通 on and off (issue 12, items 2 to 4) against the
// reference server's seeded accounts (server/README.md): demo-school, low-balance (36.5 元),
// service-paused (助学通 paused after 3 days unused).

const PAY = '/branchPay/branchPay';
const LOGS = '/order/order.zhuxuetong-logs';

const form = (page: Page) => page.locator('.pay-order-form');
const strip = (page: Page) => page.locator('.zhuxuetong-strip');
const activation = (page: Page) => page.getByRole('dialog', { name: '开通助学通服务' });

/** The visible messages of the pay-order form, in order. */
const fieldErrors = (page: Page) => formItemErrors(form(page)).allInnerTexts();

describe('待缴费 and the services, in Chromium', { timeout: 60_000 }, () => {
  const t = useBrowser(undefined, { samePage: true });

  it('待缴费: each missing field’s message, the price by entry type and platform help, then a bank transfer', async () => {
    const { page } = t;
    await login(page, 'demo-school', PAY);
    await form(page).getByRole('button', { name: '提交' }).click();
    await form(page).getByText('请选择支付方式').waitFor();
    expect(await fieldErrors(page)).toEqual(['请选择入驻类型', '请选择运营模式', '请选择支付方式']);

    await form(page).getByText('专业入驻').click();
    await form(page).getByText('平台协助运营').click();
    await form(page).locator('.pay-order-price').getByText('¥5,000.00').waitFor();
    await form(page).getByText('自主运营').click();
    await form(page).locator('.pay-order-price').getByText('¥3,000.00').waitFor();
    await form(page).getByText('基础入驻').click();
    await form(page).locator('.pay-order-price').getByText('¥0.00').waitFor();
    await form(page).getByText('高校入驻').click();
    await form(page).locator('.pay-order-price').getByText('¥15,000.00').waitFor();

    await form(page).getByText('对公转账').click();
    await form(page).getByRole('button', { name: '提交' }).click();
    await form(page).getByText('请输入付款金额').waitFor();
    // the choice's own check clears 请选择支付方式 on its own time (a busy machine lets 提交's
    // messages come first): what the user ends up seeing is the three transfer fields
    await expect.poll(() => fieldErrors(page)).toEqual(['请输入付款银行', '请输入付款账号', '请输入付款金额']);

    await form(page).getByPlaceholder('请输入付款银行').fill('中国银行北京海淀支行');
    await form(page).getByPlaceholder('请输入付款账号').fill('6222020200112233');
    await form(page).getByPlaceholder('请输入付款金额').fill('15000');
    await form(page).getByRole('button', { name: '提交' }).click();
    await toastSaying(page, '提交成功').waitFor();
    const row = tableRow(page, '6222020200112233');
    await row.getByText('待确认').waitFor();
    expect(await row.innerText()).toContain('¥15,000.00');
  });

  it('待缴费 from the balance as low-balance: 您的余额不足，请先去充值 → 去充值 goes to the order page and opens the recharge dialog at 10', async () => {
    const { page } = t;
    await login(page, 'low-balance', PAY);
    await form(page).getByText('专业入驻').click();
    await form(page).getByText('自主运营').click();
    await form(page).getByText('余额支付').click();
    await form(page).getByText('¥36.50').waitFor();
    await form(page).getByRole('button', { name: '提交' }).click();
    const box = questionSaying(page, '您的余额不足，请先去充值');
    await opened(box);
    await box.getByRole('button', { name: '去充值' }).click();
    const recharge = page.getByRole('dialog', { name: '账户充值' });
    expect(await recharge.getByLabel('充值金额').inputValue()).toBe('10');
    await page.waitForURL((url) => url.pathname === '/order/order.order');
    await shownRows(page).first().waitFor();
    await recharge.waitFor();
  });

  it('service-paused: 已暂停, the activation succeeds and the page reloads', async () => {
    const { page } = t;
    await login(page, 'service-paused', LOGS);
    await strip(page).getByText('已暂停', { exact: true }).waitFor();
    await strip(page).getByText('无效线索请在付款后 72 小时内反馈').waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await strip(page).getByRole('button', { name: '重新开通' }).click();
    await activation(page).getByText('开通需账户余额在100元以上').waitFor();
    const reloaded = page.waitForEvent('load');
    await activation(page).getByRole('button', { name: '立即开通' }).click();
    await activation(page).getByText('开通成功').waitFor();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await strip(page).getByText('运行中', { exact: true }).waitFor();
  });

  it('low-balance: state 2 names the balance, and 去充值 goes to the order page and opens the recharge dialog there', async () => {
    const { page } = t;
    await login(page, 'low-balance', LOGS);
    await strip(page).getByText('未开通', { exact: true }).waitFor();
    await strip(page).getByRole('button', { name: '开通助学通' }).click();
    await activation(page).getByRole('button', { name: '立即开通' }).click();
    await activation(page).getByText('当前余额为36.50元，无法开通，请保持余额在100元以上').waitFor();
    // the catalogue does not show the 403 a second time
    expect(await allToasts(page).count()).toBe(0);
    await activation(page).getByRole('button', { name: '去充值' }).click();
    await page.getByRole('dialog', { name: '账户充值' }).waitFor();
    await activation(page).waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/order/order.order');
    await page.getByRole('dialog', { name: '账户充值' }).waitFor();
  });

  it('closes 助学通 through the 491 confirm, then opens it again', async () => {
    const { page } = t;
    await login(page, 'demo-school', LOGS);
    await strip(page).getByText('运行中', { exact: true }).waitFor();
    await strip(page).getByRole('button', { name: '关闭助学通' }).click();
    const box = questionSaying(page, '关闭助学通后，推广任务将全部暂停，确定要关闭吗？');
    // 取消 first: nothing changes
    await opened(box);
    await box.getByRole('button', { name: '取消' }).click();
    await box.waitFor({ state: 'detached' });
    await strip(page).getByRole('button', { name: '关闭助学通' }).click();
    await opened(box);
    await box.getByRole('button', { name: '确定' }).click();
    await toastSaying(page, '助学通服务已关闭').waitFor();
    await strip(page).getByText('未开通', { exact: true }).waitFor();

    const reloaded = page.waitForEvent('load');
    await strip(page).getByRole('button', { name: '开通助学通' }).click();
    await activation(page).getByRole('button', { name: '立即开通' }).click();
    await reloaded;
    await strip(page).getByText('运行中', { exact: true }).waitFor();
  });
});
