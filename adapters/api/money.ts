import type { KyInstance } from 'ky';
import { contracts, type FeeInfo, type PayChannel, type PayOrderPayload, type RechargeOrder, type RechargePayload } from '../../engine/index.ts';
import { parseAnswer, readBody, readParsed } from '../http/index.ts';

// The typed calls of money and services (spec section 7; server/README.md, Balance and
// payment): top-up by QR, service activation and 助学通 on and off, pending payment (待缴费).

export type { FeeInfo, InvoiceModel, PayChannel, PayLaunch, PayOrderPayload, PayOrderRow, ZhuxuetongState } from '../../engine/index.ts';

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

export function createMoneyApi(client: KyInstance) {
  return {
    /** POST order-recharge: the new order's id is `result.id`. */
    recharge: async (amount: number, payType: PayChannel): Promise<RechargeOrder> => {
      const call = `${COMMON}/order-recharge`;
      const json: RechargePayload = { amount, pay_type: payType };
      const body = await readBody(client.post(call, { json }));
      // the legacy server answers the order in `result`, beside `data`
      const legacy = body.result;
      return parseAnswer(contracts.rechargeOrder, legacy ?? body.data, call, legacy === undefined ? 'data' : 'body');
    },
    launchPay: (id: number | string, signal?: AbortSignal) =>
      readParsed(client.post(`${COMMON}/order-launch-pay-request/${encodeURIComponent(String(id))}`, signal ? { signal } : {}), contracts.payLaunch),
    /** true once paid (code 200); code 201 尚未支付成功 is false. A poll is a background request. */
    isPaid: async (id: number | string, options: { signal?: AbortSignal; background?: boolean } = {}): Promise<boolean> => {
      const response = await client.post(`${COMMON}/order-pay-result-query/${encodeURIComponent(String(id))}`, {
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.background ? { context: { background: true } } : {}),
      });
      const body = parseAnswer(contracts.envelope, await response.json(), 'order-pay-result-query', 'body');
      return Number(body.code ?? 200) === 200;
    },
    zhuxuetong: () => readParsed(client.get(`${COMMON}/has-zhuxuetong`), contracts.zhuxuetongState),
    /** The activation; at or below 100 yuan a 403 the caller shows (state 2 of the dialog). */
    activate: () => readParsed(client.put(`${COMMON}/zhuxuetong`, { json: {}, context: { handles: ['forbidden'] } }), contracts.serviceChange),
    /** Answers 491 first: the catalogue confirms and resends with confirm 1. */
    closeZhuxuetong: () => readParsed(client.put('organization/zhuxuetong-close', { json: {} }), contracts.serviceChange),
    systemSetting: () => readParsed(client.get('common/system-setting'), contracts.systemSetting),
    feeInfo: () => readParsed(client.get('organization/pay-fee-info'), contracts.feeInfo),
    invoiceModel: () => readParsed(client.get('organization/invoice-model'), contracts.invoiceModel),
    payOrders: (page: number, pageSize = 10) => readParsed(client.get('organization/pay-orders', { searchParams: { page, page_size: pageSize } }), contracts.payOrderPage),
    /** Its 422s are shown on the form's fields; a 403 (short balance) goes to the catalogue's confirm. */
    createPayOrder: (payload: PayOrderPayload) =>
      readParsed(client.post('organization/pay-orders', { json: payload, context: { handles: ['validation'] } }), contracts.payOrder),
  };
}

export type MoneyApi = ReturnType<typeof createMoneyApi>;
