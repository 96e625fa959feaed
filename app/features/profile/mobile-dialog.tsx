import { Form } from 'antd';
import { Modal, useDialogSave } from '../../../adapters/ui/index.ts';
import { typedMobileCode, type MobileCodeValues } from '../../../adapters/form/index.ts';
import { ChangeMobileForm } from './change-mobile-form.tsx';

/**
 * 修改手机号 in the personal centre: the change-mobile form in a dialog. Something typed: Esc, the
 * close icon and 取消 ask first (issue 15). No draft across a 402: the captcha and the SMS code
 * expire, and the number alone is quick to type again.
 */
export function MobileDialog({ current, onClose }: { current?: string | undefined; onClose(): void }) {
  const [form] = Form.useForm<MobileCodeValues>();
  const saving = useDialogSave(() => typedMobileCode(form), onClose);
  return (
    <Modal open title="修改手机号" width={460} footer={null} maskClosable={false} onCancel={saving.close} destroyOnHidden>
      <ChangeMobileForm form={form} current={current} onDone={onClose} onCancel={saving.close} saving={saving} />
    </Modal>
  );
}
