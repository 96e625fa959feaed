import { Alert, Button, Descriptions, Modal, Spin, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import type { ListAnswer } from '../../../../engine/index.ts';
import { useFeedback } from '../../upload-helpers.tsx';
import { failureText, useOutcome } from '../outcome.ts';
import { dataOf, isAbort, payResultRequest } from './dialog-support.ts';
import type { ListDialogProps } from './types.ts';
import './list-dialogs.css';

// Payment QR of an order row (spec sections 2, 4, 7, 8, 9): the page's pay call
// (order-launch-pay-request/{id}) answers data.qr_code, shown 300 x 300 with the order number
// and amount; order-pay-result-query/{id} is polled every 3 s until it answers code 200, then
// 支付成功 and the dialog closes (the list refreshes). 取消 says 您取消了支付; 支付完成 asks
// once and, before the payment arrived, says 尚未支付成功. This module (and qrcode.react) loads
// only when the dialog opens.

export const PAY_POLL_MS = 3000;
export const QR_SIZE = 300;

interface Launch {
  qr_code: string;
  order_no?: string;
  amount?: number | string;
  pay_type?: string;
}

const PAY_TYPES: Record<string, string> = { wechat: '微信', alipay: '支付宝' };

/** Paid: the result query answered code 200 (a 2xx answer with another code is "not yet"). */
const paid = (answer: ListAnswer): boolean => answer.code === undefined || Number(answer.code) === 200;

export default function PayDialog({ list, row, services, onClose, onDone }: ListDialogProps) {
  const message = useFeedback();
  const outcome = useOutcome();
  const id = row ? list.idOf(row) : '';
  const [launch, setLaunch] = useState<Launch | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const finished = useRef(false);

  const succeed = () => {
    if (finished.current) return;
    finished.current = true;
    void message.success('支付成功');
    // the balance changed: the app reloads the user info
    services.accountChanged?.();
    onDone();
  };
  // the poll's timer calls the latest succeed (it closes over onDone)
  const succeedRef = useRef(succeed);
  succeedRef.current = succeed;

  useEffect(() => {
    const request = list.request('pay', { id });
    if (!request) return;
    const controller = new AbortController();
    services
      .send<Launch>(request, { signal: controller.signal })
      .then((answer) => {
        const data = dataOf<Launch>(answer);
        if (!data.qr_code) throw new Error(answer.message && answer.message !== '操作成功' ? answer.message : '没有获取到支付二维码');
        setLaunch({ ...data, qr_code: data.qr_code });
      })
      .catch((failure: unknown) => {
        if (!isAbort(failure)) setError(failureText(failure, '发起支付失败，请稍后再试'));
      });
    return () => controller.abort();
  }, [id, list, services]);

  useEffect(() => {
    if (!launch) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      timer = setTimeout(() => {
        services
          .send(payResultRequest(list, id), { signal: controller.signal, background: true })
          .then((answer) => (paid(answer) ? succeedRef.current() : poll()))
          .catch(() => {
            // not paid yet (code 201 尚未支付成功) or a network hiccup: ask again
            if (!controller.signal.aborted) poll();
          });
      }, PAY_POLL_MS);
    };
    poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, launch, list, services]);

  const cancel = () => {
    void message.info('您取消了支付');
    onClose();
  };

  const done = async () => {
    setChecking(true);
    try {
      const answer = await services.send(payResultRequest(list, id));
      if (paid(answer)) succeed();
      else void message.warning('尚未支付成功');
    } catch (failure) {
      // not paid yet answers code 201 尚未支付成功; anything else is a failure of its own
      if (failureText(failure, '尚未支付成功') === '尚未支付成功') void message.warning('尚未支付成功');
      else outcome.failed(failure, '尚未支付成功');
    } finally {
      setChecking(false);
    }
  };

  const amount = launch?.amount ?? row?.amount;
  const orderNo = launch?.order_no ?? (typeof row?.order_no === 'string' ? row.order_no : undefined);
  const payType = PAY_TYPES[String(launch?.pay_type ?? row?.pay_type ?? '')];
  return (
    <Modal
      open
      title="扫码支付"
      width={420}
      maskClosable={false}
      keyboard={false}
      onCancel={cancel}
      footer={[
        <Button key="cancel" onClick={cancel}>
          取消
        </Button>,
        <Button key="done" type="primary" loading={checking} disabled={!launch} onClick={() => void done()}>
          支付完成
        </Button>,
      ]}
    >
      {error && <Alert type="error" showIcon message={error} />}
      {!launch && !error && (
        <div className="list-dialog-pay">
          <Spin />
          <Typography.Text type="secondary">正在获取支付二维码…</Typography.Text>
        </div>
      )}
      {launch && (
        <div className="list-dialog-pay">
          <div className="list-dialog-pay-qr" role="img" aria-label="支付二维码">
            <QRCodeSVG value={launch.qr_code} size={QR_SIZE} level="M" marginSize={0} />
          </div>
          {amount !== undefined && amount !== null && amount !== '' && <div className="list-dialog-pay-amount">¥ {Number(amount).toFixed(2)}</div>}
          <Typography.Text type="secondary">请使用{payType ?? '微信或支付宝'}扫描二维码完成支付，支付成功后将自动关闭</Typography.Text>
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ width: '100%' }}
            items={[
              { key: 'no', label: '订单号', children: orderNo ?? '—' },
              { key: 'amount', label: '金额（元）', children: amount !== undefined && amount !== null ? Number(amount).toFixed(2) : '—' },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
