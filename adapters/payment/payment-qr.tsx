import { Alert, Button, Descriptions, Spin, Typography } from 'antd';
import { formatMoney, MESSAGES, type PayLaunch } from '../../engine/index.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSubmitOnce } from '../drafts/index.ts';
import { Modal, UNPAID_QUESTION, useCloseGuard, useFeedback } from '../ui/index.ts';
import { errorMessage } from '../http/index.ts';
import { QRCodeSVG } from 'qrcode.react';
import './payment.css';

// The QR payment of spec section 4 (Payment), shared by the list page's payment QR of an order
// row and the recharge dialog: the pay call answers data.qr_code, shown 300 x 300; the result
// query is polled every 3 s (TanStack Query refetchInterval, background requests: no loading
// overlay) until it answers code 200: 支付成功, then onPaid. 支付完成 asks once and, before the
// payment arrived, says 尚未支付成功; 取消, Esc and the close icon ask 支付尚未完成，确定关闭吗？ once
// the QR shows, then say 您取消了支付, and the poll stops at once: the queries are cancelled and
// dropped when the dialog goes.

export const PAY_POLL_MS = 3000;
export const QR_SIZE = 300;

/** What a launch call answers (engine/contracts, payLaunch). */
export type PayLaunchAnswer = PayLaunch;

/** The two calls of one payment, and a key that names it in the query cache. */
export interface PaymentCalls {
  key: readonly unknown[];
  launch(signal: AbortSignal): Promise<PayLaunchAnswer>;
  /** true once paid; a poll asks with background: true. */
  isPaid(options: { signal?: AbortSignal; background: boolean }): Promise<boolean>;
}

export interface PaymentQrModalProps {
  calls: PaymentCalls;
  title?: string;
  /** Shown until the pay call answered its own (the order row's figures). */
  fallback?: { amount?: unknown; orderNo?: string | undefined; payType?: string | undefined };
  /** After 支付成功 was shown. */
  onPaid(): void;
  /** After 您取消了支付 was shown. */
  onCancel(): void;
}

export const PAY_CHANNELS: Record<string, string> = { wechat: '微信', alipay: '支付宝' };

/** The payment dialog, in the app's query cache (stories and tests provide theirs). */
export function PaymentQrModal(props: PaymentQrModalProps) {
  return <PaymentQrView {...props} />;
}

function PaymentQrView({ calls, title = '扫码支付', fallback = {}, onPaid, onCancel }: PaymentQrModalProps) {
  const message = useFeedback();
  const queryClient = useQueryClient();
  // 支付完成 asks once, however often it is pressed
  const checking = useSubmitOnce();
  const finished = useRef(false);
  const { key } = calls;

  const launch = useQuery({
    queryKey: [...key, 'launch'],
    queryFn: ({ signal }) => calls.launch(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const result = useQuery({
    queryKey: [...key, 'result'],
    queryFn: ({ signal }) => calls.isPaid({ signal, background: true }),
    enabled: launch.isSuccess,
    // the first question 3 s after the QR shows, then every 3 s until paid
    initialData: false,
    staleTime: PAY_POLL_MS,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data === true ? false : PAY_POLL_MS),
    refetchIntervalInBackground: true,
  });

  const succeed = () => {
    if (finished.current) return;
    finished.current = true;
    void message.success(MESSAGES.paid);
    onPaid();
  };
  const succeedRef = useRef(succeed);
  succeedRef.current = succeed;
  useEffect(() => {
    if (result.data === true) succeedRef.current();
  }, [result.data]);

  // No request after the dialog is gone: the poll is cancelled (its request aborted) and dropped.
  const keyRef = useRef(key);
  useEffect(
    () => () => {
      void queryClient.cancelQueries({ queryKey: keyRef.current });
      queryClient.removeQueries({ queryKey: keyRef.current });
    },
    [queryClient],
  );

  const cancel = () => {
    finished.current = true;
    void queryClient.cancelQueries({ queryKey: key });
    void message.info('您取消了支付');
    onCancel();
  };

  // Once the QR shows, a payment may be under way: Esc, the close icon and 取消 ask first
  const close = useCloseGuard(() => Boolean(launch.data) && !finished.current, cancel, UNPAID_QUESTION);

  const done = async () => {
    try {
      if (await calls.isPaid({ background: false })) succeed();
      else void message.warning(MESSAGES.notPaid);
    } catch (failure) {
      void message.warning(errorMessage(failure, MESSAGES.notPaid));
    }
  };

  const data = launch.data;
  const amount = data?.amount ?? fallback.amount;
  const shownAmount = amount === undefined || amount === null || amount === '' ? undefined : formatMoney(amount);
  const channel = PAY_CHANNELS[String(data?.pay_type ?? fallback.payType ?? '')];
  return (
    <Modal
      open
      title={title}
      width={420}
      maskClosable={false}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button key="done" type="primary" loading={checking.busy} disabled={!data} onClick={() => void checking.run(done)}>
          支付完成
        </Button>,
      ]}
    >
      {launch.isError && <Alert type="error" showIcon message={errorMessage(launch.error, '发起支付失败，请稍后再试')} />}
      {launch.isPending && (
        <div className="payment-qr">
          <Spin />
          <Typography.Text type="secondary">正在获取支付二维码…</Typography.Text>
        </div>
      )}
      {data && (
        <div className="payment-qr">
          <div className="payment-qr-code" role="img" aria-label="支付二维码">
            {/* the box round it is the image and carries the name; the drawing itself is not read out */}
            <QRCodeSVG value={data.qr_code} size={QR_SIZE} level="M" marginSize={0} aria-hidden />
          </div>
          {shownAmount && <div className="payment-qr-amount">{shownAmount}</div>}
          <Typography.Text type="secondary">请使用{channel ?? '微信或支付宝'}扫描二维码完成支付，支付成功后将自动关闭</Typography.Text>
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ width: '100%' }}
            items={[
              { key: 'no', label: '订单号', children: data.order_no ?? fallback.orderNo ?? '—' },
              { key: 'amount', label: '金额', children: shownAmount ?? '—' },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
