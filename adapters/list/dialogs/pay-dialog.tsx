import { useMemo } from 'react';
import { contracts, isSuccess, MESSAGES } from '../../../engine/index.ts';
import { PaymentQrModal, type PaymentCalls } from '../../payment/index.ts';
import { errorMessage } from '../../http/index.ts';
import { dataAs, payResultRequest } from './dialog-support.ts';
import type { ListDialogProps } from './types.ts';

// Payment QR of an order row (spec sections 2, 4, 7, 8, 9): the page's pay call
// (order-launch-pay-request/{id}) and order-pay-result-query/{id}, shown and polled by the
// shared payment dialog (../../payment). After 支付成功 the list refreshes and the app reloads
// the user info. This module (and qrcode.react) loads only when the dialog opens.

export default function PayDialog({ list, row, services, onClose, onDone }: ListDialogProps) {
  const id = row ? list.idOf(row) : '';
  const calls = useMemo<PaymentCalls>(
    () => ({
      key: ['payment', 'list-row', String(id)],
      launch: async (signal) => {
        const request = list.request('pay', { id });
        if (!request) throw new Error('页面配置没有支付接口');
        const answer = await services.send(request, { signal });
        if (answer.data === null || answer.data === undefined) throw new Error(answer.message && !isSuccess(answer) ? answer.message : '没有获取到支付二维码');
        return dataAs(contracts.payLaunch, answer, request.url);
      },
      isPaid: async ({ signal, background }) => {
        try {
          const answer = await services.send(payResultRequest(list, id), { ...(signal ? { signal } : {}), background });
          return answer.code === undefined || Number(answer.code) === 200;
        } catch (failure) {
          // not paid yet answers code 201 尚未支付成功
          if (errorMessage(failure, '') === MESSAGES.notPaid) return false;
          throw failure;
        }
      },
    }),
    [id, list, services],
  );
  return (
    <PaymentQrModal
      calls={calls}
      fallback={{
        amount: row?.amount,
        orderNo: typeof row?.order_no === 'string' ? row.order_no : undefined,
        payType: typeof row?.pay_type === 'string' ? row.pay_type : undefined,
      }}
      onPaid={() => {
        // the balance changed: the app reloads the user info
        services.accountChanged?.();
        onDone();
      }}
      onCancel={onClose}
    />
  );
}
