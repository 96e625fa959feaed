import { Button, Empty, Tag, Timeline, Typography } from 'antd';
import { Modal } from '../../../adapters/ui/index.ts';
import type { AuditLog } from '../../../adapters/api/index.ts';
import { logPassed, logReason } from './auth-form-model.ts';

/**
 * 审核日志 (spec section 2): neither a click outside nor Esc closes it, only 关闭. Each entry:
 * the review time, 审核通过 / 审核未通过, and the reason when there is one.
 */
export function AuditLogDialog({ open, logs, onClose }: { open: boolean; logs: readonly AuditLog[]; onClose(): void }) {
  return (
    <Modal
      title="审核日志"
      open={open}
      width={520}
      maskClosable={false}
      keyboard={false}
      closable={false}
      destroyOnHidden
      className="audit-log-dialog"
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      {logs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无审核日志" />
      ) : (
        <Timeline
          className="audit-log-list"
          items={logs.map((log, index) => {
            const passed = logPassed(log);
            const reason = logReason(log);
            return {
              key: `${log.created_at ?? ''}-${index}`,
              color: passed ? 'green' : 'red',
              children: (
                <div className="audit-log-entry">
                  <div className="audit-log-head">
                    <Typography.Text type="secondary">审核时间：{log.created_at || '—'}</Typography.Text>
                    <Tag color={passed ? 'success' : 'error'}>{passed ? '审核通过' : '审核未通过'}</Tag>
                  </div>
                  {reason && <div className="audit-log-reason">审核意见：{reason}</div>}
                </div>
              ),
            };
          })}
        />
      )}
    </Modal>
  );
}
