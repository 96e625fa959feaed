import { Button, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { contracts, type AuditLog, type ListAnswer } from '../../../engine/index.ts';
import { dataAs, rowName } from './dialog-support.ts';
import { DialogTable } from './dialog-table.tsx';
import { titled } from './save-modal.tsx';
import type { ListDialogProps } from './types.ts';
import { loadFailure, useDialogLoad } from './use-dialog-load.ts';
import { Modal, RetryAlert } from '../../ui/index.ts';

// Confirm logs (spec sections 2, 3, 7): the page's confirm_logs call by {id} answers
// {confirm_logs: [{created_at, confirm_status, content}]}; each entry shows its time, a tag for
// confirm_status and the content.

export type ConfirmLog = AuditLog;

/** confirm_status as the contract reads it (true, 1, '1', 'true' sent) is a pass. */
export const approved = (status: ConfirmLog['confirm_status']): boolean => status === true;

/** The entries of a confirm_logs answer: data.confirm_logs, or the data list itself. */
export function logsOf(answer: ListAnswer): ConfirmLog[] {
  return dataAs(contracts.confirmLogs, answer, 'confirm_logs');
}

const COLUMNS: TableColumnsType<ConfirmLog> = [
  { title: '时间', dataIndex: 'created_at', width: 170 },
  {
    title: '审核结果',
    dataIndex: 'confirm_status',
    width: 110,
    render: (status: ConfirmLog['confirm_status']) => (approved(status) ? <Tag color="success">审核通过</Tag> : <Tag color="error">审核未通过</Tag>),
  },
  { title: '内容', dataIndex: 'content', render: (content: unknown) => (typeof content === 'string' && content !== '' ? content : '—') },
];

export default function ConfirmLogsDialog({ list, row, services, onClose }: ListDialogProps) {
  const request = useMemo(() => list.request('confirm_logs', { id: row ? list.idOf(row) : undefined }), [list, row]);
  const load = useDialogLoad(services, request);
  const answer = load.data?.[0];
  const logs = useMemo(() => (answer ? logsOf(answer).map((log, index) => ({ ...log, key: index })) : undefined), [answer]);
  const error = loadFailure(load, '审核记录加载失败');

  return (
    <Modal
      open
      title={titled('审核记录', rowName(row))}
      width={720}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      {error && <RetryAlert className="list-dialog-load-error" message={error} onRetry={() => void load.refetch()} />}
      <DialogTable<ConfirmLog> columns={COLUMNS} rows={logs} loading={load.isFetching} empty="暂无审核记录" />
    </Modal>
  );
}
