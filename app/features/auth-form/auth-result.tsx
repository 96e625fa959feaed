import { Button, Result, Space, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { AuditLog } from '../../../adapters/api/index.ts';
import { logReason, STATUS_PANELS, type AuthStatus } from './auth-form-model.ts';

const ICONS = {
  info: <ClockCircleFilled />,
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
} as const;

export interface AuthResultProps {
  status: Exclude<AuthStatus, 0>;
  /** Newest first: the latest entry gives the review reason. */
  logs: readonly AuditLog[];
  resetting: boolean;
  onReset(): void;
  onShowLog(): void;
}

/** The result panel of statuses 1 to 5 (spec section 2): 重置页面, and 查看日志 on 3 and 5. */
export function AuthResult({ status, logs, resetting, onReset, onShowLog }: AuthResultProps) {
  const panel = STATUS_PANELS[status];
  const reason = panel.tone === 'error' ? logReason(logs[0]) : '';
  return (
    <Result
      className={`auth-result auth-result-${panel.tone}`}
      status={panel.tone === 'error' ? 'error' : panel.tone === 'success' ? 'success' : 'info'}
      icon={ICONS[panel.tone]}
      title={<h2 className="auth-result-title">{panel.title}</h2>}
      subTitle={
        <Space direction="vertical" size={4}>
          <span>{panel.text}</span>
          {reason && (
            <Typography.Text type="danger" className="auth-result-reason">
              审核意见：{reason}
            </Typography.Text>
          )}
        </Space>
      }
      extra={
        <Space>
          <Button type="primary" loading={resetting} disabled={resetting} onClick={onReset}>
            重置页面
          </Button>
          {panel.log && <Button onClick={onShowLog}>查看日志</Button>}
        </Space>
      }
    />
  );
}
