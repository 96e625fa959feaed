import { describe, expect, it } from 'vitest';
import { coreServerForFile } from './helpers.ts';

const server = coreServerForFile();

const balanceOf = async (token: string) => (await server.call('/api/organization/profile', { token })).json.data.balance as number;

describe('top-up by QR payment', () => {
  it('creates an order, pays it on the mock page, and raises the balance', async () => {
    const token = await server.login('demo-branch');
    const before = await balanceOf(token);
    const created = await server.call('/api/organization/common/order-recharge', { method: 'POST', token, body: { amount: 2000 } });
    expect(created.json).toMatchObject({ code: 200, message: '操作成功', result: { id: expect.any(Number) } });
    const id = created.json.result.id as number;

    const notYet = await server.call(`/api/organization/common/order-pay-result-query/${id}`, { method: 'POST', token });
    expect(notYet.status).toBe(200);
    expect(notYet.json).toMatchObject({ code: 201, message: '尚未支付成功' });

    const qr = await server.call(`/api/organization/common/order-launch-pay-request/${id}`, { method: 'POST', token });
    expect(qr.json).toMatchObject({ code: 200, data: { qr_code: expect.stringMatching(new RegExp(`^${server.url}/mock-pay/${id}\\?sign=`)) } });
    const forged = await fetch(`${server.url}/mock-pay/${id}?sign=forged`);
    expect(forged.status).toBe(404);
    const page = await fetch(qr.json.data.qr_code);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('支付成功');
    const again = await fetch(qr.json.data.qr_code);
    expect(await again.text()).toContain('订单已支付');

    const paid = await server.call(`/api/organization/common/order-pay-result-query/${id}`, { method: 'POST', token });
    expect(paid.json).toMatchObject({ code: 200, message: '操作成功', data: { status: 1 } });
    expect(await balanceOf(token)).toBe(before + 2000);
    const relaunch = await server.call(`/api/organization/common/order-launch-pay-request/${id}`, { method: 'POST', token });
    expect(relaunch.status).toBe(422);
  });

  it.each([
    [{}, '请输入充值金额'],
    [{ amount: 0 }, '充值金额必须大于0'],
    [{ amount: '12a' }, '充值金额只能是数字'],
    [{ amount: 2_000_000 }, '单笔充值金额不能超过1000000元'],
    [{ amount: -5 }, '充值金额只能是数字'],
    [{ amount: '12.345' }, '充值金额最多保留两位小数'],
    [{ amount: 10, pay_type: 'cash' }, '请选择支付方式'],
  ])('refuses the recharge %j with 422 %s', async (body, message) => {
    const token = await server.login('demo-branch');
    const answer = await server.call('/api/organization/common/order-recharge', { method: 'POST', token, body });
    expect(answer.status).toBe(422);
    expect(answer.json.message).toBe(message);
  });

  it("answers 404 for another account's order, and cancels a waiting one", async () => {
    const mine = await server.login('demo-branch');
    const other = await server.login('demo-school');
    const { json } = await server.call('/api/organization/common/order-recharge', { method: 'POST', token: mine, body: { amount: 100, pay_type: 'alipay' } });
    const id = json.result.id as number;
    expect((await server.call(`/api/organization/common/order-launch-pay-request/${id}`, { method: 'POST', token: other })).status).toBe(404);
    const cancelled = await server.call(`/api/organization/common/order-cancel/${id}`, { method: 'POST', token: mine });
    expect(cancelled.json.data.status).toBe(2);
    const qrAfter = await server.call(`/api/organization/common/order-launch-pay-request/${id}`, { method: 'POST', token: mine });
    expect(qrAfter.json.message).toBe('订单已取消，无需支付');
  });

  it('lists the orders, paged, with every status and the list flags', async () => {
    const token = await server.login('demo-school');
    const { json } = await server.call('/api/organization/orders?page=1&page_size=20', { token });
    expect(json.data).toMatchObject({ total: 14, current_page: 1, page_size: 20, need_create: 1, need_export: 0, need_pay_tab: 1 });
    expect(new Set(json.data.data.map((o: { status: number }) => o.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(json.data.data[0]).toMatchObject({ order_no: expect.stringMatching(/^CZ/), amount: expect.any(Number), status_text: expect.any(String) });
    const waiting = (await server.call('/api/organization/orders?status=0', { token })).json.data;
    expect(waiting.data.every((o: { status: number }) => o.status === 0)).toBe(true);
  });
});

describe('activation and zhuxuetong', () => {
  it('refuses activation at or below 100 yuan with 403 and the balance', async () => {
    const token = await server.login('onboarding-4');
    const answer = await server.call('/api/organization/common/zhuxuetong', { method: 'PUT', token, body: {} });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe('当前余额为12.50元，无法开通，请保持余额在100元以上');
  });

  it('shows a service unused for 2 days as paused, and activation resumes it', async () => {
    const token = await server.login('service-paused');
    const before = (await server.call('/api/organization/common/has-zhuxuetong', { token })).json.data;
    expect(before).toMatchObject({ has_zhuxuetong: 1, status: 2, status_text: '已暂停', min_balance: 100 });
    const opened = await server.call('/api/organization/common/zhuxuetong', { method: 'PUT', token, body: {} });
    expect(opened.json).toMatchObject({ code: 200, message: '操作成功', data: { status: 1 } });
    expect((await server.call('/api/organization/profile', { token })).json.data.zhuxuetong_status).toBe(1);
  });

  it('closes the service only after a server-side confirm (491)', async () => {
    const token = await server.login('onboarding-5');
    const ask = await server.call('/api/organization/zhuxuetong-close', { method: 'PUT', token, body: {} });
    expect(ask.status).toBe(491);
    expect(ask.json).toMatchObject({ code: 491, message: expect.stringContaining('确定要关闭吗') });
    const closed = await server.call('/api/organization/zhuxuetong-close', { method: 'PUT', token, body: { confirm: 1 } });
    expect(closed.json.data.status).toBe(0);
    expect((await server.call('/api/organization/common/has-zhuxuetong', { token })).json.data.has_zhuxuetong).toBe(0);
    expect((await server.call('/api/organization/zhuxuetong-close', { method: 'PUT', token, body: { confirm: 1 } })).status).toBe(422);
  });

  it('pages the zhuxuetong logs and takes invalid feedback within 72 hours', async () => {
    const token = await server.login('demo-school');
    const { json } = await server.call('/api/organization/zhuxuetong-logs?page=1&page_size=10', { token });
    expect(json.data).toMatchObject({ total: 26, current_page: 1, need_export: 1 });
    expect(json.data.data[0].mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const open = json.data.data.find((row: { can_feedback: number }) => row.can_feedback === 1);
    const feedback = await server.call(`/api/organization/zhuxuetong-logs/${open.id}/invalid`, { method: 'POST', token, body: { reason: '空号' } });
    expect(feedback.json.data.status).toBe(1);
    const last = (await server.call('/api/organization/zhuxuetong-logs?page=3&page_size=10', { token })).json.data.data.at(-1);
    const late = await server.call(`/api/organization/zhuxuetong-logs/${last.id}/invalid`, { method: 'POST', token, body: {} });
    expect(late.json.message).toMatch(/已超过72小时反馈期限|无需重复反馈/);
  });
});

describe('pending payment', () => {
  it('answers the fee info and the invoice model', async () => {
    const token = await server.login('demo-school');
    const fee = (await server.call('/api/organization/pay-fee-info', { token })).json.data;
    for (const key of ['major', 'majorPlatform', 'group', 'groupPlatform', 'highschool', 'highschoolPlatform']) expect(fee[key]).toEqual(expect.any(Number));
    const invoice = (await server.call('/api/organization/invoice-model', { token })).json.data;
    expect(invoice).toMatchObject({ open_type: 1, invoice_type: 1, default_type: 1, image: expect.any(String) });
    const list = (await server.call('/api/organization/pay-orders', { token })).json.data;
    expect(list.total).toBe(5);
    expect(list.data[0]).toMatchObject({ id: expect.any(Number), status_type: expect.any(Number), status_platform_help: expect.any(Number), pay_type: expect.any(Number), money: expect.any(Number) });
    // 缴费记录: the newest first (issue 31 item 9)
    const times = (list.data as { created_at: string }[]).map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it.each([
    [{}, '请选择入驻类型'],
    [{ status_type: 2 }, '请选择运营模式'],
    [{ status_type: 2, status_platform_help: 0 }, '请选择支付方式'],
    [{ status_type: 2, status_platform_help: 0, pay_type: 2 }, '请输入付款银行'],
    [{ status_type: 2, status_platform_help: 0, pay_type: 2, name: '工商银行' }, '请输入付款账号'],
    [{ status_type: 2, status_platform_help: 0, pay_type: 2, name: '工商银行', bank_user: '6222' }, '请输入付款金额'],
    // the pay form's own message (engine/contracts, PAY_ORDER_MESSAGES): one rule, one wording
    [{ status_type: 2, status_platform_help: 0, pay_type: 2, name: '工商银行', bank_user: '6222', money: '5,000' }, '付款金额只能是数字，最多两位小数'],
  ])('validates %j with 422 %s', async (body, message) => {
    const token = await server.login('demo-school');
    const answer = await server.call('/api/organization/pay-orders', { method: 'POST', token, body });
    expect(answer.json).toMatchObject({ code: 422, message });
  });

  it('pays from the balance, or answers 403 您的余额不足，请先去充值', async () => {
    const poor = await server.login('low-balance');
    const short = await server.call('/api/organization/pay-orders', { method: 'POST', token: poor, body: { status_type: 2, status_platform_help: 0, pay_type: 1 } });
    expect(short.status).toBe(403);
    expect(short.json).toEqual({ code: 403, message: '您的余额不足，请先去充值' });
    const free = await server.call('/api/organization/pay-orders', { method: 'POST', token: poor, body: { status_type: 1, status_platform_help: 0, pay_type: 1 } });
    expect(free.json.data).toMatchObject({ status: 1, money: 0 });

    const rich = await server.login('demo-school');
    const before = await balanceOf(rich);
    const paid = await server.call('/api/organization/pay-orders', { method: 'POST', token: rich, body: { status_type: 2, status_platform_help: 1, pay_type: 1 } });
    expect(paid.json.data).toMatchObject({ status: 1, status_text: '已确认', money: 5000 });
    expect(await balanceOf(rich)).toBe(before - 5000);
    const bank = await server.call('/api/organization/pay-orders', {
      method: 'POST',
      token: rich,
      body: { status_type: 3, status_platform_help: 0, pay_type: 2, name: '工商银行', bank_user: '6222 0200', money: '8000' },
    });
    expect(bank.json.data).toMatchObject({ status: 0, status_text: '待确认', money: 8000 });
  });
});
