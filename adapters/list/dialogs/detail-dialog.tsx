import { Alert, Button, Spin } from 'antd';
import { ConfigForm } from '../../form/index.ts';
import { recordName, useRecord } from './record.ts';
import type { ListDialogProps } from './types.ts';
import { Modal, RetryAlert } from '../../ui/index.ts';

// The detail dialog (spec section 2): the record from the detail call, every field of the
// page's form as text.

export default function DetailDialog({ list, form: config, row, services, onClose }: ListDialogProps) {
  const { record, error, retry } = useRecord(list, services, row);
  return (
    <Modal
      open
      title={`${recordName(list, config)}详情`}
      width={820}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      {!config ? (
        <Alert type="warning" showIcon message="此页面没有表单配置" />
      ) : error ? (
        <RetryAlert message={error} onRetry={retry} />
      ) : record ? (
        <ConfigForm config={config} initialValues={record} readOnly />
      ) : (
        <Spin style={{ display: 'block', padding: 48 }} />
      )}
    </Modal>
  );
}
