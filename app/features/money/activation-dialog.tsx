import { CheckCircleFilled, ExclamationCircleFilled, ThunderboltFilled } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { Modal, useFeedback } from '../../../adapters/ui/index.ts';
import { HTTPError } from 'ky';
import { useEffect, useState, type ReactNode } from 'react';
import type { MoneyApi } from '../../../adapters/api/index.ts';
import { useSubmitOnce } from '../../../adapters/drafts/index.ts';
import { failureToShow } from './money-errors.ts';
import './money.css';
import { formatMoney } from '../../../engine/index.ts';

// The service activation dialog (spec sections 4 and 9): state 0 the prompt; 1 success, the
// page reloads 1 s later; 2 the balance is at or below 100 yuan (the server's 403 names it),
// offering 去充值 (the order page with the recharge dialog).

export const RELOAD_AFTER_MS = 1000;
export const MIN_BALANCE = 100;

export type ActivationState = { step: 0 } | { step: 1 } | { step: 2; message: string };

export interface ActivationDialogProps {
  api: Pick<MoneyApi, 'activate'>;
  balance?: number | undefined;
  /** Stories show each state; the app starts at the prompt. */
  initial?: ActivationState;
  onClose(): void;
  /** 去充值 in state 2. */
  onRecharge(): void;
  /** State 1, 1 s later: default a reload of the page. */
  reload?: () => void;
}

/** The text of state 2 when the 403 has no message of its own. */
export const lowBalanceText = (balance: number | undefined) =>
  `当前余额为${(balance ?? 0).toFixed(2)}元，无法开通，请保持余额在${MIN_BALANCE}元以上`;

function Body({ icon, tone, title, children }: { icon: ReactNode; tone: string; title: string; children: ReactNode }) {
  return (
    <div className={`activation-body activation-${tone}`}>
      <span className="activation-icon" aria-hidden="true">
        {icon}
      </span>
      <Typography.Title level={5} className="activation-title">
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

export default function ActivationDialog({ api, balance, initial = { step: 0 }, onClose, onRecharge, reload = () => window.location.reload() }: ActivationDialogProps) {
  const message = useFeedback();
  const [state, setState] = useState<ActivationState>(initial);
  const activate = useMutation({
    mutationFn: () => api.activate(),
    onSuccess: () => setState({ step: 1 }),
    onError: (failure) => {
      if (failure instanceof HTTPError && failure.response.status === 403) {
        setState({ step: 2, message: /[\u4e00-\u9fff]/.test(failure.message) ? failure.message : lowBalanceText(balance) });
        return;
      }
      const text = failureToShow(failure, '开通失败，请稍后再试');
      if (text) void message.error(text);
    },
  });

  // one activation from the first click, before the button shows it is busy
  const once = useSubmitOnce();
  const start = () => void once.run(() => activate.mutateAsync().catch(() => undefined));

  useEffect(() => {
    if (state.step !== 1) return;
    const timer = setTimeout(reload, RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.step, reload]);

  const footer =
    state.step === 0
      ? [
          <Button key="cancel" onClick={onClose} disabled={activate.isPending}>
            取消
          </Button>,
          <Button key="ok" type="primary" loading={activate.isPending} onClick={start}>
            立即开通
          </Button>,
        ]
      : state.step === 2
        ? [
            <Button key="cancel" onClick={onClose}>
              取消
            </Button>,
            <Button key="recharge" type="primary" onClick={onRecharge}>
              去充值
            </Button>,
          ]
        : null;

  return (
    <Modal open centered width={460} title="开通助学通服务" maskClosable={false} closable={state.step !== 1} onCancel={onClose} footer={footer}>
      {state.step === 0 && (
        <Body icon={<ThunderboltFilled />} tone="prompt" title="开通助学通，获取意向学员线索">
          <Typography.Paragraph>开通后平台将为您推送意向学员线索，按条从账户余额中扣费。</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            开通需账户余额在{MIN_BALANCE}元以上；连续 2 天未使用，服务将自动暂停，重新开通即可恢复。
          </Typography.Paragraph>
          {balance !== undefined && <Typography.Paragraph>当前余额：{formatMoney(balance)}</Typography.Paragraph>}
        </Body>
      )}
      {state.step === 1 && (
        <Body icon={<CheckCircleFilled />} tone="success" title="开通成功">
          <Typography.Paragraph type="secondary">助学通服务已开通，页面即将刷新…</Typography.Paragraph>
        </Body>
      )}
      {state.step === 2 && (
        <Body icon={<ExclamationCircleFilled />} tone="warning" title="余额不足，无法开通">
          <Typography.Paragraph role="alert">{state.message}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">请先充值，余额在{MIN_BALANCE}元以上即可开通。</Typography.Paragraph>
        </Body>
      )}
    </Modal>
  );
}
