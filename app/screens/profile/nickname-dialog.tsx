import { App, Form, Input, Modal } from 'antd';
import { useProfileUpdate } from './use-profile-update.ts';
import { ACCOUNT_MESSAGES, NICK_NAME_MAX } from '../../../engine/account/rules.ts';
import { useCloseGuard } from '../../../adapters/antd/close-guard.ts';

/**
 * 修改昵称: the nickname, 1 to 30 characters. One field: a changed one asks before Esc, the close
 * icon or 取消 close the dialog (issue 15); no draft is kept across a 402, typing it again is quick.
 */
export function NicknameDialog({ current, onClose }: { current: string; onClose(): void }) {
  const [form] = Form.useForm<{ nick_name: string }>();
  const { message } = App.useApp();
  const { save, saving } = useProfileUpdate(form);
  const close = useCloseGuard(() => !saving && (form.getFieldValue('nick_name') as string | undefined) !== current, onClose);

  const submit = async ({ nick_name }: { nick_name: string }) => {
    if (await save({ nick_name: nick_name.trim() })) {
      void message.success('昵称已修改');
      onClose();
    }
  };

  return (
    <Modal open title="修改昵称" width={440} okText="保存" cancelText="取消" confirmLoading={saving} maskClosable={false} onOk={() => form.submit()} onCancel={close} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ nick_name: current }} onFinish={(values) => void submit(values)} disabled={saving}>
        <Form.Item
          label="昵称"
          name="nick_name"
          rules={[
            { required: true, whitespace: true, message: ACCOUNT_MESSAGES.nickNameRequired },
            { max: NICK_NAME_MAX, message: ACCOUNT_MESSAGES.nickNameMax },
          ]}
        >
          <Input autoFocus maxLength={NICK_NAME_MAX} showCount placeholder="请输入用户昵称" onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
