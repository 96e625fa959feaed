import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { armFault, login, logOut, useBrowser, releaseHeld } from './support/harness.ts';
import { opened, questionSaying } from './support/drivers/dialog.ts';
import { allToasts } from './support/drivers/message.ts';
import { shownRows, tableRows } from './support/drivers/table.ts';

// Issue 15 item 6, against the reference server: no answer is applied after its dialog closed or
// its page was left, and no poll keeps running after its dialog closed, its page was left or the
// user logged out. The polls are
// counted on a clock the test moves on (page.clock), so no test waits for a real interval.

const MAJORS = '/fxl-school/fxl-school.major';
const MAJORS_LIST = '/api/organization/school-majors';
const DETAIL = '/api/organization/school-majors/';
const ORDERS = '/order/order.order';
const PAY_RESULT = 'order-pay-result-query';
const NOTICE_STATUS = '/api/organization/profile/notifications-status';

/** What the page reported as broken: uncaught errors and console errors. */
function brokenThings(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  return seen;
}

/** A request made now: any request the page queued before it has been seen by then. */
const settle = (page: Page) => page.evaluate(() => fetch('/runtime-config.json').then((response) => response.text()));

/** Counts the requests whose URL contains `part`. */
function counter(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return () => count;
}

describe('requests that outlive their screen (issue 15 item 6)', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { motion: true, samePage: true });

  it("a dialog's held load answers after the dialog closed: nothing is applied, nothing is shown", async () => {
    const { page } = t;
    const broken = brokenThings(page);
    await login(page, 'demo-school', MAJORS);
    const row = tableRows(page).first();
    await row.waitFor();
    const rowsBefore = await tableRows(page).allInnerTexts();

    // the server holds the record's detail call until the dialog has closed; the answer still travels to the browser's door
    await armFault(t.server, { method: 'GET', path: `${DETAIL}*`, hold: true });
    let arrived = 0;
    await page.route(`**${DETAIL}*`, async (route) => {
      const response = await route.fetch();
      arrived += 1;
      // the page gave up on it when the dialog closed: there is nobody left to answer
      await route.fulfill({ response }).catch(() => undefined);
    });

    await row.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = page.getByRole('dialog', { name: /^编辑/ });
    // settled first: a click while it still zooms in may miss (on a busy machine)
    await opened(edit);
    await edit.getByRole('button', { name: '取消' }).click();
    await edit.waitFor({ state: 'detached' });
    // the page has let go of the call (its loading overlay is gone) before the answer comes
    await page.locator('.loading-overlay').waitFor({ state: 'detached' });
    expect(await releaseHeld(t.server)).toBe(1);

    await expect.poll(() => arrived).toBe(1);
    await settle(page);
    // no dialog came back, no toast, no error, the rows as they were
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await allToasts(page).count()).toBe(0);
    expect(await page.locator('.loading-overlay').count()).toBe(0);
    expect(await tableRows(page).allInnerTexts()).toEqual(rowsBefore);
    expect(broken).toEqual([]);
    await page.unroute(`**${DETAIL}*`);

    // opened again, the dialog asks again and shows the record
    const asked = page.waitForResponse((response) => response.url().includes(DETAIL) && response.request().method() === 'GET');
    await row.getByRole('button', { name: '编辑', exact: true }).click();
    await asked;
    await edit.getByRole('textbox').first().waitFor();
    expect(await edit.getByRole('textbox').first().inputValue()).not.toBe('');
  });

  it("an order row's payment QR: no poll once its dialog closed", async () => {
    const { page } = t;
    await page.clock.install();
    await login(page, 'demo-school', ORDERS);
    // a new order waiting for payment, found with the page's 订单号 search
    const orderNo = await page.evaluate(async () => {
      const response = await fetch('/api/organization/common/order-recharge', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'site-name': 'cepsp', 'org-token': localStorage.getItem('org-Token') ?? '' },
        body: JSON.stringify({ amount: 100, pay_type: 'wechat' }),
      });
      return ((await response.json()) as { data: { order_no: string } }).data.order_no;
    });
    await page.getByPlaceholder('请输入订单号').fill(orderNo);
    await page.getByRole('button', { name: '查询' }).click();
    const row = tableRows(page).filter({ hasText: orderNo });
    const polls = counter(page, PAY_RESULT);

    await row.getByRole('button', { name: '去支付' }).click();
    const dialog = page.getByRole('dialog', { name: '扫码支付' });
    await dialog.getByRole('img', { name: '支付二维码' }).locator('svg').waitFor();
    // the poll runs while the dialog is open
    const polled = page.waitForRequest((request) => request.url().includes(PAY_RESULT));
    await page.clock.runFor(3100);
    await polled;
    // settled first (harness.ts, opened): CI once clicked 取消 on the mask and nothing asked
    await opened(dialog);
    await dialog.getByRole('button', { name: '取消' }).click();
    // with the QR showing, closing asks first (close-guard.ts, UNPAID_QUESTION)
    await (await opened(questionSaying(page, '支付尚未完成，确定关闭吗？'))).getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });

    const before = polls();
    await page.clock.runFor(30_000);
    await settle(page);
    expect(polls() - before).toBe(0);
  });

  it('the notice poll stops when the user logs out', async () => {
    const { page } = t;
    await page.clock.install();
    await login(page, 'demo-school', '/dashboard');
    const polls = counter(page, NOTICE_STATUS);
    // the bell's poll runs while logged in
    const polled = page.waitForRequest((request) => request.url().includes(NOTICE_STATUS));
    await page.clock.runFor(61_000);
    await polled;

    await logOut(page);
    const before = polls();
    await page.clock.runFor(5 * 60_000);
    await settle(page);
    expect(polls() - before).toBe(0);
  });

  it('a held list call on a page the user leaves (its tab closed): the page gives it up, nothing of it is shown, and nothing asks for the list after', async () => {
    const { page } = t;
    const broken = brokenThings(page);
    await page.clock.install();
    await login(page, 'demo-school', MAJORS);
    await tableRows(page).first().waitFor();
    const listCalls = counter(page, MAJORS_LIST);

    // 查询 for 英语: the server holds that list call until the user has left
    await armFault(t.server, { method: 'GET', path: MAJORS_LIST, hold: true });
    let arrived = 0;
    const given: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes(`${MAJORS_LIST}?`) && request.url().includes('name=')) given.push(request.failure()?.errorText ?? '');
    });
    await page.route(`**${MAJORS_LIST}?*`, async (route) => {
      const response = await route.fetch();
      arrived += 1;
      await route.fulfill({ response }).catch(() => undefined);
    });
    const held = page.waitForRequest((request) => request.url().includes(`${MAJORS_LIST}?`) && request.url().includes('name='));
    await page.getByPlaceholder('请输入专业名称').fill('英语');
    await page.getByRole('button', { name: '查询' }).click();
    await held;

    // the user leaves: closes the page's tab, and lands on another page
    await page.locator('.tags-bar a', { hasText: '专业管理' }).getByRole('button', { name: '关闭 专业管理' }).click();
    await page.locator('.tags-bar a', { hasText: '专业管理' }).waitFor({ state: 'detached' });
    const left = listCalls();
    expect(await releaseHeld(t.server)).toBe(1);

    await expect.poll(() => arrived).toBe(1);
    await settle(page);
    // the page gave the call up when it went; no table, toast or error came of the answer
    expect(given).toEqual(['net::ERR_ABORTED']);
    expect(await allToasts(page).count()).toBe(0);
    expect(await page.locator('.tags-bar a', { hasText: '专业管理' }).count()).toBe(0);
    expect(await shownRows(page).filter({ hasText: '英语' }).count()).toBe(0);
    expect(broken).toEqual([]);

    // nothing asks for the list once its page is gone (5 minutes on the page's clock)
    await page.clock.runFor(5 * 60_000);
    await settle(page);
    expect(listCalls() - left).toBe(0);
    await page.unroute(`**${MAJORS_LIST}?*`);
  });
});
