import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { contracts, MESSAGES, type z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import type { Db } from '../../db.ts';
import { fail, ok } from '../../http.ts';
import { mockPayPage } from './mock-pay-page.ts';
import { idParam, nowIso, pagedOk, pagingOf, parseBody, showTime, toFen, yuan } from './util.ts';

// Balance top-up by QR payment (spec section 4, Payment): create an order, get the QR (the URL of
// a local mock payment page), poll the result; and the list of orders.

export const ORDER_STATUS_TEXT = ['待支付', '已支付', '已取消', '已退款'] as const;
const PAY_TYPE_TEXT: Record<string, string> = { wechat: '微信支付', alipay: '支付宝', balance: '余额支付' };

interface OrderRow {
  id: number;
  account_id: number;
  order_no: string;
  title: string;
  amount_fen: number;
  status: number;
  pay_type: string;
  pay_sign: string;
  created_at: string;
  paid_at: string | null;
}

// The body's rules are the recharge dialog's (engine/contracts, rechargeInput).
const rechargeBody = contracts.rechargeInput;

function orderNo(): string {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return `CZ${day}${String(Date.now()).slice(-6)}${randomBytes(2).toString('hex').toUpperCase()}`;
}

/** Marks a waiting order paid and credits the balance; false when it was not waiting. */
export function markPaid(db: Db, order: OrderRow): boolean {
  return db.transaction(() => {
    const changed = db.prepare('UPDATE orders SET status = 1, paid_at = ? WHERE id = ? AND status = 0').run(nowIso(), order.id).changes;
    if (!changed) return false;
    db.prepare('UPDATE accounts SET balance_fen = balance_fen + ?, uninvoiced_fen = uninvoiced_fen + ? WHERE id = ?').run(
      order.amount_fen,
      order.amount_fen,
      order.account_id,
    );
    db.prepare('INSERT INTO notifications (account_id, title, content, status, created_at) VALUES (?, ?, ?, 0, ?)').run(
      order.account_id,
      '您的充值已到账',
      `<p>订单 ${order.order_no} 充值 <strong>${(order.amount_fen / 100).toFixed(2)}</strong> 元已到账。</p>`,
      nowIso(),
    );
    return true;
  })();
}

const showOrder = (o: OrderRow) => ({
  id: o.id,
  order_no: o.order_no,
  title: o.title,
  amount: yuan(o.amount_fen),
  status: o.status,
  status_text: ORDER_STATUS_TEXT[o.status] ?? '',
  pay_type: o.pay_type,
  pay_type_text: PAY_TYPE_TEXT[o.pay_type] ?? o.pay_type,
  created_at: showTime(o.created_at),
  paid_at: showTime(o.paid_at),
});

export function mountPayment(api: Hono, { db }: AppDeps): void {
  const auth = requireAccount(db);
  const ownOrder = (accountId: number, id: number | undefined) =>
    id === undefined ? undefined : (db.prepare('SELECT * FROM orders WHERE id = ? AND account_id = ?').get(id, accountId) as OrderRow | undefined);

  api.post('/organization/common/order-recharge', auth, async (c) => {
    const parsed = await parseBody(c, rechargeBody);
    if (!parsed.ok) return parsed.response;
    const no = orderNo();
    const id = Number(
      db
        .prepare('INSERT INTO orders (account_id, order_no, title, amount_fen, status, pay_type, pay_sign, created_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?)')
        .run(c.get('account').id, no, '账户充值', toFen(parsed.data.amount), parsed.data.pay_type, randomBytes(12).toString('hex'), nowIso())
        .lastInsertRowid,
    );
    const order = { id, order_no: no } satisfies z.input<typeof contracts.rechargeOrder>;
    return ok(c, order, { result: order });
  });

  api.post('/organization/common/order-launch-pay-request/:id', auth, (c) => {
    const order = ownOrder(c.get('account').id, idParam(c));
    if (!order) return fail(c, 404, '订单不存在');
    if (order.status !== 0) return fail(c, 422, `订单${ORDER_STATUS_TEXT[order.status] ?? ''}，无需支付`);
    const origin = new URL(c.req.url).origin;
    return ok(c, {
      qr_code: `${origin}/mock-pay/${order.id}?sign=${order.pay_sign}`,
      order_no: order.order_no,
      amount: yuan(order.amount_fen),
      pay_type: order.pay_type,
    } satisfies z.input<typeof contracts.payLaunch>);
  });

  api.post('/organization/common/order-pay-result-query/:id', auth, (c) => {
    const order = ownOrder(c.get('account').id, idParam(c));
    if (!order) return fail(c, 404, '订单不存在');
    if (order.status === 1) return ok(c, { status: 1, paid_at: showTime(order.paid_at) } satisfies z.input<typeof contracts.payResult>);
    return c.json({ code: 201, message: MESSAGES.notPaid, data: { status: order.status } satisfies z.input<typeof contracts.payResult> }, 200);
  });

  api.post('/organization/common/order-cancel/:id', auth, (c) => {
    const order = ownOrder(c.get('account').id, idParam(c));
    if (!order) return fail(c, 404, '订单不存在');
    if (order.status !== 0) return fail(c, 422, `订单${ORDER_STATUS_TEXT[order.status] ?? ''}，不能取消`);
    db.prepare('UPDATE orders SET status = 2 WHERE id = ?').run(order.id);
    return ok(c, { id: order.id, status: 2 });
  });

  // ?page=&page_size=&status=&order_no=
  api.get('/organization/orders', auth, (c) => {
    const paging = pagingOf(c, 10);
    const where = ['account_id = @account'];
    const status = c.req.query('status');
    const no = c.req.query('order_no')?.trim();
    if (status !== undefined && status !== '' && /^\d$/.test(status)) where.push('status = @status');
    if (no) where.push('order_no LIKE @no');
    const params = { account: c.get('account').id, status: Number(status), no: `%${no ?? ''}%` };
    const sql = `FROM orders WHERE ${where.join(' AND ')}`;
    const total = db.prepare(`SELECT count(*) ${sql}`).pluck().get(params) as number;
    const rows = db.prepare(`SELECT * ${sql} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`).all({ ...params, limit: paging.pageSize, offset: paging.offset }) as OrderRow[];
    return pagedOk(c, rows.map(showOrder), total, paging, { need_create: 1, need_export: 0, need_pay_tab: 1 });
  });

}

/** GET /mock-pay/:id?sign=…: the mock payment page; opening it pays a waiting order. */
export function mockPayRoute(db: Db) {
  return (id: number | undefined, sign: string | undefined): { status: 200 | 404; html: string } => {
    const order = id === undefined ? undefined : (db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined);
    if (!order || !sign || sign !== order.pay_sign) return { status: 404, html: mockPayPage('订单不存在', '二维码无效或已过期，请回到后台重新发起支付。') };
    const amount = `${(order.amount_fen / 100).toFixed(2)} 元`;
    if (order.status === 0 && markPaid(db, order)) {
      return { status: 200, html: mockPayPage(MESSAGES.paid, `订单 ${order.order_no} 已支付 ${amount}，余额已到账。请回到后台查看。`, true) };
    }
    const now = byStatus(order.status);
    return { status: 200, html: mockPayPage(now.title, `订单 ${order.order_no}（${amount}）${now.text}`, order.status === 1) };
  };
}

function byStatus(status: number): { title: string; text: string } {
  if (status === 1) return { title: '订单已支付', text: '已支付，无需重复支付。' };
  if (status === 2) return { title: '订单已取消', text: '已取消，无法支付。' };
  return { title: '订单已退款', text: '已退款，无法支付。' };
}
