import { Alert, Form, Input } from 'antd';
import { useProfileUpdate } from './use-profile-update.ts';
import { ACCOUNT_MESSAGES as M, contracts } from '../../../engine/index.ts';
import { differsFrom, sameAs, validFields, zodRules } from '../../../adapters/form/index.ts';
import { Modal, useDialogSave, useQuestions } from '../../../adapters/ui/index.ts';

interface Values {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** 修改密码: the old one, the new one twice (6 to 32 characters); the server then ends the other sessions. */
export function PasswordDialog({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const modal = useQuestions();
  // something typed: Esc, the close icon and 取消 ask first (issue 15); passwords are never kept as a draft
  const saving = useDialogSave(() => form.isFieldsTouched(), onClose);
  const save = useProfileUpdate(form, saving.mounted);

  const submit = async () => {
    const values = await validFields(form);
    if (!values) return;
    if (await save(values)) {
      if (saving.mounted()) onClose();
      void modal.success({
        title: '密码已修改',
        content: '其他设备和浏览器上的登录已退出，下次请用新密码登录。',
        okText: '知道了',
      });
    }
  };
  const send = () => void saving.run(submit);

  return (
    <Modal open title="修改密码" width={460} okText="确定修改" cancelText="取消" okButtonProps={{ loading: saving.busy }} maskClosable={false} onOk={send} onCancel={saving.close} destroyOnHidden>
      <Alert type="info" showIcon className="profile-dialog-note" message="修改成功后，其他设备和浏览器上的登录将退出，需用新密码重新登录；当前页面保持登录。" />
      <Form form={form} layout="vertical" disabled={saving.busy} autoComplete="off">
        <Form.Item label="原密码" name="old_password" rules={zodRules(contracts.requiredInput(M.oldPasswordRequired))}>
          <Input.Password autoFocus autoComplete="current-password" placeholder="请输入原密码" />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="password"
          extra="6–32 位"
          rules={[...zodRules(contracts.profileUpdateInput.shape.password.unwrap()), differsFrom('old_password', M.samePassword)]}
        >
          <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="password_confirmation"
          dependencies={['password']}
          rules={[...zodRules(contracts.requiredInput(M.newPasswordRepeat)), sameAs('password', M.passwordMismatch)]}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" onPressEnter={send} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
