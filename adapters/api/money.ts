import type { KyInstance } from 'ky';
import { readBody, readData } from '../http/client.ts';
import type { Paged } from './account.ts';

// The typed calls of money and services (spec section 7; server/README.md, Balance and
// payment): top-up by QR, service activation and 助学通 on and off, pending payment (待缴费).

export type PayChannel = 'wechat' | 'alipay';

/** What order-launch-pay-request/{id} answers: the QR's text and the order's figures. */
export interface PayLaunch {
  qr_code: string;
  order_no?: string;
  amount?: number | string;
  pay_type?: string;
}

/** has-zhuxuetong: status 0 未开通, 1 运行中, 2 已暂停 (after 2 days unused). */
export interface ZhuxuetongState {
  has_zhuxuetong: 0 | 1;
  status: 0 | 1 | 2;
  status_text?: string;
  opened_at?: string;
  last_used_at?: string;
  balance?: number;
  min_balance?: number;
  pause_after_days?: number;
  invalid_hours?: number;
}

/** pay-fee-info, in yuan (spec section 3, Fee info). */
export interface FeeInfo {
  major: number;
  majorPlatform: number;
  group: number;
  groupPlatform: number;
  highschool: number;
  highschoolPlatform: number;
  status_types?: { id: number; name: string }[];
  platform_help?: { id: number; name: string }[];
}

export interface InvoiceModel {
  open_type?: number;
  invoice_type?: number;
  default_type?: number;
  image?: string;
  open_types?: { id: number; name: string }[];
  invoice_types?: { id: number; name: string }[];
  uninvoiced_amount?: number;
}

export interface PayOrderRow {
  id: number;
  status_type: number;
  status_type_text?: string;
  status_platform_help: number;
  status_platform_help_text?: string;
  pay_type: number;
  pay_type_text?: string;
  name?: string;
  bank_user?: string;
  money: number;
  status: number;
  status_text?: string;
  created_at?: string;
}

/** The pay-order form (spec section 3, Pay order): pay_type 1 余额支付, 2 对公转账. */
export interface PayOrderPayload {
  status_type: number;
  status_platform_help: number;
  pay_type: number;
  name?: string;
  bank_user?: string;
  money?: string;
}

const COMMON = 'organization/common';

/**
 * The fee of an entry type (spec section 6): type 1 costs 0; 2, 3, 4 are major, group,
 * highschool, with or without platform help. feeOf(fee, 3, 1) -> fee.groupPlatform
 */
export function feeOf(fee: FeeInfo, statusType: number | undefined, platformHelp: number | undefined): number | undefined {
  const key = ({ 2: 'major', 3: 'group', 4: 'highschool' } as const)[statusType as 2 | 3 | 4];
  if (statusType === 1) return 0;
  if (!key) return undefined;
  if (platformHelp === undefined) return undefined;
  return platformHelp ? fee[`${key}Platform`] : fee[key];
}

export function moneyApi(client: KyInstance) {
  return {
    /** POST order-recharge: the new order's id is `result.id`. */
    recharge: async (amount: number, payType: PayChannel): Promise<{ id: number; order_no?: string }> => {
      const body = await readBody<{ id: number; order_no?: string }>(client.post(`${COMMON}/order-recharge`, { json: { amount, pay_type: payType } }));
      const result = (body as { result?: { id?: number; order_no?: string } }).result ?? body.data;
      if (!result?.id) throw new Error('充值订单创建失败，请稍后再试');
      return { id: result.id, ...(result.order_no ? { order_no: result.order_no } : {}) };
    },
    launchPay: async (id: number | string, signal?: AbortSignal): Promise<PayLaunch> => {
      const data = await readData<Partial<PayLaunch> | null>(client.post(`${COMMON}/order-launch-pay-request/${encodeURIComponent(String(id))}`, signal ? { signal } : {}));
      if (!data?.qr_code) throw new Error('没有获取到支付二维码');
      return { ...data, qr_code: data.qr_code };
    },
    /** true once paid (code 200); code 201 尚未支付成功 is false. A poll is a background request. */
    isPaid: async (id: number | string, options: { signal?: AbortSignal; background?: boolean } = {}): Promise<boolean> => {
      const response = await client.post(`${COMMON}/order-pay-result-query/${encodeURIComponent(String(id))}`, {
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.background ? { context: { background: true } } : {}),
      });
      const body = (await response.json()) as { code?: number } | null;
      return Number(body?.code ?? 200) === 200;
    },
    zhuxuetong: () => readData<ZhuxuetongState>(client.get(`${COMMON}/has-zhuxuetong`)),
    /** The activation; at or below 100 yuan a 403 the caller shows (state 2 of the dialog). */
    activate: () => readData<{ status: number }>(client.put(`${COMMON}/zhuxuetong`, { json: {}, context: { handles: ['forbidden'] } })),
    /** Answers 491 first: the catalogue confirms and resends with confirm 1. */
    closeZhuxuetong: () => readBody<{ status: number }>(client.put('organization/zhuxuetong-close', { json: {} })),
    systemSetting: () => readData<{ zhuxuetong_invalid_hours?: number }>(client.get('common/system-setting')),
    feeInfo: () => readData<FeeInfo>(client.get('organization/pay-fee-info')),
    invoiceModel: () => readData<InvoiceModel>(client.get('organization/invoice-model')),
    payOrders: (page: number, pageSize = 10) => readData<Paged<PayOrderRow>>(client.get('organization/pay-orders', { searchParams: { page, page_size: pageSize } })),
    /** Its 422s are shown on the form's fields; a 403 (short balance) goes to the catalogue's confirm. */
    createPayOrder: (payload: PayOrderPayload) =>
      readData<PayOrderRow>(client.post('organization/pay-orders', { json: payload, context: { handles: ['validation'] } })),
  };
}

export type MoneyApi = ReturnType<typeof moneyApi>;
