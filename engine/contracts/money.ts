import { z } from '../config/zod.ts';
import { count, list, maybe, num, obj, paged, readText, readTime, rows, textOr } from './common.ts';
import { optionalInput, requiredInput } from './session.ts';

// The money and service answers (spec sections 3, 4 and 7; server/README.md, Balance and
// payment, Pending payment): top-up by QR, 助学通, the entry fee, the invoice model, pay orders.

export type PayChannel = 'wechat' | 'alipay';

/** The recharge form's rules (spec section 4, Top-up: payNumber), checked by the dialog and by the server alike. */
export const RECHARGE_MESSAGES = {
  amountRequired: '请输入充值金额',
  amountNumber: '充值金额只能是数字',
  amountDecimals: '充值金额最多保留两位小数',
  amountPositive: '充值金额必须大于0',
  amountMax: '单笔充值金额不能超过1000000元',
  payType: '请选择支付方式',
} as const;
/** The largest single top-up, in yuan. */
export const RECHARGE_MAX = 1_000_000;

/**
 * What is wrong with a top-up amount as typed or sent, or undefined:
 * rechargeAmountProblem('') -> 请输入充值金额, ('12a') -> 充值金额只能是数字, ('0.001') -> 充值金额最多保留两位小数,
 * (0) -> 充值金额必须大于0, ('2000000') -> 单笔充值金额不能超过1000000元, ('100.5') -> undefined.
 */
export function rechargeAmountProblem(value: unknown): string | undefined {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (text === '') return RECHARGE_MESSAGES.amountRequired;
  if (!/^\d+(\.\d+)?$/.test(text)) return RECHARGE_MESSAGES.amountNumber;
  if (!MONEY_PATTERN.test(text)) return RECHARGE_MESSAGES.amountDecimals;
  if (Number(text) <= 0) return RECHARGE_MESSAGES.amountPositive;
  if (Number(text) > RECHARGE_MAX) return RECHARGE_MESSAGES.amountMax;
  return undefined;
}

/**
 * POST order-recharge: the amount in yuan (a number or its text) and the channel (wechat by default).
 * rechargeInput.parse({ amount: '100.5' }) -> { amount: 100.5, pay_type: 'wechat' }
 */
export const rechargeInput = z.object({
  amount: z
    .unknown()
    .superRefine((value, ctx) => {
      const problem = rechargeAmountProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(Number),
  pay_type: z.enum(['wechat', 'alipay'], { error: RECHARGE_MESSAGES.payType }).default('wechat'),
});
export type RechargePayload = z.input<typeof rechargeInput>;

/** POST order-recharge: the new order, in `data` or (legacy) in `result` beside it. */
export const rechargeOrder = obj({ id: num, order_no: maybe(readText) });
export type RechargeOrder = z.output<typeof rechargeOrder>;

/** POST order-launch-pay-request/{id}: the QR's text and the order's figures. */
export const payLaunch = obj({
  qr_code: maybe(readText).pipe(z.string({ error: '没有获取到支付二维码' }).min(1, { error: '没有获取到支付二维码' })),
  order_no: maybe(readText),
  amount: maybe(num),
  pay_type: maybe(readText),
});
export type PayLaunch = z.output<typeof payLaunch>;

/** POST order-pay-result-query/{id}: code 200 with status 1 once paid; code 201 尚未支付成功 meanwhile. */
export const payResult = obj({ status: maybe(num), paid_at: maybe(readTime) });

/** A service status: 0 未开通, 1 运行中, 2 已暂停 (after 2 days unused). */
const serviceStatus = num.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '应为 0、1 或 2' }));

/** GET has-zhuxuetong. */
export const zhuxuetongState = obj({
  has_zhuxuetong: num.pipe(z.union([z.literal(0), z.literal(1)], { error: '应为 0 或 1' })),
  status: serviceStatus,
  status_text: maybe(readText),
  opened_at: maybe(readTime),
  last_used_at: maybe(readTime),
  balance: maybe(num),
  min_balance: maybe(num),
  pause_after_days: maybe(num),
  invalid_hours: maybe(num),
});
export type ZhuxuetongState = z.output<typeof zhuxuetongState>;

/** PUT common/zhuxuetong (the activation) and zhuxuetong-close: the service's new status. */
export const serviceChange = obj({ status: serviceStatus, status_text: maybe(readText) });

const choice = obj({ id: num, name: readText });

/** GET pay-fee-info, in yuan (spec section 3, Fee info). */
export const feeInfo = obj({
  major: num,
  majorPlatform: num,
  group: num,
  groupPlatform: num,
  highschool: num,
  highschoolPlatform: num,
  status_types: maybe(rows(choice)),
  platform_help: maybe(rows(choice)),
});
export type FeeInfo = z.output<typeof feeInfo>;

/** GET invoice-model (spec section 3, Invoice model). */
export const invoiceModel = obj({
  open_type: maybe(num),
  invoice_type: maybe(num),
  default_type: maybe(num),
  image: maybe(readText),
  open_types: maybe(rows(choice)),
  invoice_types: maybe(rows(choice)),
  uninvoiced_amount: maybe(num),
});
export type InvoiceModel = z.output<typeof invoiceModel>;

/** A pay order (spec section 3, Pay order): pay_type 1 余额支付, 2 对公转账. */
export const payOrder = obj({
  id: num,
  status_type: num,
  status_type_text: maybe(readText),
  status_platform_help: num,
  status_platform_help_text: maybe(readText),
  pay_type: num,
  pay_type_text: maybe(readText),
  name: maybe(readText),
  bank_user: maybe(readText),
  money: num,
  status: count,
  status_text: maybe(readText),
  created_at: maybe(readTime),
});
export type PayOrderRow = z.output<typeof payOrder>;
export const payOrderPage = paged(payOrder);

/** The pay-order form's rules (spec section 5, Payment form), checked by the form and by the server alike. */
export const PAY_ORDER_MESSAGES = {
  statusType: '请选择入驻类型',
  platformHelp: '请选择运营模式',
  payType: '请选择支付方式',
  bank: '请输入付款银行',
  account: '请输入付款账号',
  money: '请输入付款金额',
  moneyFormat: '付款金额只能是数字，最多两位小数',
} as const;
/** Yuan with at most two decimals: MONEY_PATTERN.test('5000.5') -> true, '5,000' -> false. */
export const MONEY_PATTERN = /^\d+(\.\d{1,2})?$/;

const oneOf = (message: string, values: readonly number[]) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d+$/)], { error: message })
    .transform(Number)
    .refine((n) => values.includes(n), { error: message });
/** A text field: trimmed, '' and null read as absent. */
const filled = optionalInput;

/** The fields a transfer (pay_type 2) needs, each as the form checks it: payOrderTransfer.money.safeParse('5,000') -> 付款金额只能是数字，最多两位小数. */
export const payOrderTransfer = {
  name: requiredInput(PAY_ORDER_MESSAGES.bank),
  bank_user: requiredInput(PAY_ORDER_MESSAGES.account),
  money: requiredInput(PAY_ORDER_MESSAGES.money).regex(MONEY_PATTERN, { error: PAY_ORDER_MESSAGES.moneyFormat }),
};

/**
 * The pay-order body (spec section 3, Pay order): status_type 1–4, status_platform_help 0/1,
 * pay_type 1 余额支付 or 2 对公转账, which needs the bank, the account and the amount.
 * payOrderInput.safeParse({ status_type: 2, status_platform_help: 0, pay_type: 2 }) -> error at name: 请输入付款银行
 */
export const payOrderInput = z
  .object({
    status_type: oneOf(PAY_ORDER_MESSAGES.statusType, [1, 2, 3, 4]),
    status_platform_help: oneOf(PAY_ORDER_MESSAGES.platformHelp, [0, 1]),
    pay_type: oneOf(PAY_ORDER_MESSAGES.payType, [1, 2]),
    name: filled,
    bank_user: filled,
    money: filled,
  })
  .superRefine((body, ctx) => {
    if (body.pay_type !== 2) return;
    for (const key of ['name', 'bank_user', 'money'] as const) {
      const issue = payOrderTransfer[key].safeParse(body[key]).error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', path: [key], message: issue.message });
    }
  });
/** What the pay-order form sends. */
export interface PayOrderPayload {
  status_type: number;
  status_platform_help: number;
  pay_type: number;
  name?: string;
  bank_user?: string;
  money?: string;
}

/**
 * The dashboard's figures (GET common/stat; server/README.md, Common data): every figure a number,
 * missing ones 0. stat.parse({ balance: '36.5' }).balance -> 36.5, stat.parse(null).trend -> [].
 */
const pair = maybe(obj({ today: count, week: count })).transform((value) => value ?? { today: 0, week: 0 });
export const trendDay = obj({ date: textOr, visits: count, consults: count, leads: count });
export type TrendDay = z.output<typeof trendDay>;
const statFigures = obj({
  balance: count,
  consume_amount: count,
  uninvoiced_amount: count,
  unread_notifications: count,
  orders: maybe(obj({ total: count, paid: count, pending: count, paid_amount: count }))
    .transform((value) => value ?? { total: 0, paid: 0, pending: 0, paid_amount: 0 }),
  /** status: 0 not open, 1 running, 2 paused. */
  zhuxuetong: maybe(obj({ status: count, status_text: textOr, leads_total: count, leads_week: count }))
    .transform((value) => value ?? { status: 0, status_text: '', leads_total: 0, leads_week: 0 }),
  visits: pair,
  consults: pair,
  trend: list(trendDay),
});
/** A null answer (an account with nothing yet) reads as every figure 0. */
export const stat = maybe(statFigures).transform((value) => value ?? statFigures.parse({}));
export type Stat = z.output<typeof stat>;
