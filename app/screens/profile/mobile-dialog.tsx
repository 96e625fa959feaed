import { Modal } from 'antd';
import { ChangeMobileForm } from './change-mobile-form.tsx';

/** 修改手机号 in the personal centre: the change-mobile form in a dialog. */
export function MobileDialog({ current, onClose }: { current?: string | undefined; onClose(): void }) {
  return (
    <Modal open title="修改手机号" width={460} footer={null} maskClosable={false} onCancel={onClose} destroyOnHidden>
      <ChangeMobileForm current={current} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
