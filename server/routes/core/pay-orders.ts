import type { Hono } from 'hono';
import { contracts, MESSAGES, type z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { fail, ok } from '../../http.ts';
import { nowIso, pagedOk, pagingOf, parseBody, showTime, toFen, yuan } from './util.ts';

// Pending payment (待缴费, spec sections 3 and 6): the entry fee by entry type (status_type 1
// costs nothing; 2 major, 3 group, 4 highschool, each with or without platform help), the
// invoice model, and the pay orders, paid from the balance (403 when it is short) or by bank
// transfer (waits for confirmation).

/** Entry fees in yuan (the Fee info of spec section 3). */
export const FEE_INFO = { major: 3000, majorPlatform: 5000, group: 8000, groupPlatform: 12000, highschool: 15000, highschoolPlatform: 20000 };

export const STATUS_TYPES = [
  { id: 1, name: '基础入驻' },
  { id: 2, name: '专业入驻' },
  { id: 3, name: '集团入驻' },
  { id: 4, name: '高校入驻' },
];
const PLATFORM_HELP = ['自主运营', '平台协助运营'];
const PAY_TYPES = ['', '余额支付', '对公转账'];
const PAY_STATUS = ['待确认', '已确认', '已驳回'];

/** The fee of an entry type in yuan: feeFor(2, 1) -> 5000. */
export function feeFor(statusType: number, platformHelp: number): number {
  const key = (['', '', 'major', 'group', 'highschool'] as const)[statusType];
  if (!key) return 0;
  return platformHelp ? FEE_INFO[`${key}Platform`] : FEE_INFO[key];
}

// The body's rules are the form's (engine/contracts, payOrderInput).
const payBody = contracts.payOrderInput;

interface PayOrderRow {
  id: number;
  status_type: number;
  status_platform_help: number;
  pay_type: number;
  name: string;
  bank_user: string;
  money_fen: number;
  status: number;
  created_at: string;
}

const showPayOrder = (row: PayOrderRow): z.input<typeof contracts.payOrder> => ({
  id: row.id,
  status_type: row.status_type,
  status_type_text: STATUS_TYPES[row.status_type - 1]?.name ?? '',
  status_platform_help: row.status_platform_help,
  status_platform_help_text: PLATFORM_HELP[row.status_platform_help] ?? '',
  pay_type: row.pay_type,
  pay_type_text: PAY_TYPES[row.pay_type] ?? '',
  name: row.name,
  bank_user: row.bank_user,
  money: yuan(row.money_fen),
  status: row.status,
  status_text: PAY_STATUS[row.status] ?? '',
  created_at: showTime(row.created_at),
});

export function mountPayOrders(api: Hono, { db }: AppDeps): void {
  const auth = requireAccount(db);

  api.get('/organization/pay-fee-info', auth, (c) =>
    ok(c, { ...FEE_INFO, status_types: STATUS_TYPES, platform_help: PLATFORM_HELP.map((name, id) => ({ id, name })) } satisfies z.input<typeof contracts.feeInfo>),
  );

  api.get('/organization/invoice-model', auth, (c) => {
    const uninvoiced = db.prepare('SELECT uninvoiced_fen FROM accounts WHERE id = ?').pluck().get(c.get('account').id) as number;
    return ok(c, {
      open_type: 1,
      invoice_type: 1,
      default_type: 1,
      image: 'uploads/library/img-12.svg',
      open_types: [{ id: 1, name: '企业' }, { id: 2, name: '个人' }],
      invoice_types: [{ id: 1, name: '增值税普通发票' }, { id: 2, name: '增值税专用发票' }],
      uninvoiced_amount: yuan(uninvoiced),
    } satisfies z.input<typeof contracts.invoiceModel>);
  });

  api.get('/organization/pay-orders', auth, (c) => {
    const paging = pagingOf(c, 10);
    const account = c.get('account').id;
    const total = db.prepare('SELECT count(*) FROM pay_orders WHERE account_id = ?').pluck().get(account) as number;
    const rows = db
      .prepare('SELECT * FROM pay_orders WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(account, paging.pageSize, paging.offset) as PayOrderRow[];
    return pagedOk(c, rows.map(showPayOrder), total, paging, { need_create: 1, need_export: 0, need_pay_tab: 1 });
  });

  api.post('/organization/pay-orders', auth, async (c) => {
    const parsed = await parseBody(c, payBody, { name: '付款银行' });
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    const account = c.get('account').id;
    const feeFen = toFen(feeFor(body.status_type, body.status_platform_help));
    const insert = db.prepare(
      `INSERT INTO pay_orders (account_id, status_type, status_platform_help, pay_type, name, bank_user, money_fen, status, created_at)
       VALUES (@account, @status_type, @status_platform_help, @pay_type, @name, @bank_user, @money, @status, @now)`,
    );
    const row = { ...body, account, name: body.name ?? '', bank_user: body.bank_user ?? '', now: nowIso() };
    if (body.pay_type === 2 && feeFen > 0) {
      const money = toFen(Number(body.money));
      if (money < feeFen) return fail(c, 422, `付款金额应不少于${yuan(feeFen)}元`, { errors: { money: [`付款金额应不少于${yuan(feeFen)}元`] } });
      const id = Number(insert.run({ ...row, money, status: 0 }).lastInsertRowid);
      return ok(c, showPayOrder(db.prepare('SELECT * FROM pay_orders WHERE id = ?').get(id) as PayOrderRow));
    }
    const id = db.transaction(() => {
      const paid = db
        .prepare('UPDATE accounts SET balance_fen = balance_fen - @fee, consume_fen = consume_fen + @fee WHERE id = @account AND balance_fen >= @fee')
        .run({ fee: feeFen, account }).changes;
      if (!paid) return undefined;
      return Number(insert.run({ ...row, pay_type: feeFen ? 1 : body.pay_type, money: feeFen, status: 1 }).lastInsertRowid);
    })();
    if (id === undefined) return fail(c, 403, MESSAGES.balanceTooLow);
    return ok(c, showPayOrder(db.prepare('SELECT * FROM pay_orders WHERE id = ?').get(id) as PayOrderRow));
  });
}
