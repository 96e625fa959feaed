import { Form, Input } from 'antd';
import { useProfileUpdate } from './use-profile-update.ts';
import { contracts, NICK_NAME_MAX } from '../../../engine/index.ts';
import { validFields, zodRules } from '../../../adapters/form/index.ts';
import { Modal, useDialogSave, useFeedback } from '../../../adapters/ui/index.ts';

/**
 * 修改昵称: the nickname, 1 to 30 characters. One field: a changed one asks before Esc, the close
 * icon or 取消 close the dialog (issue 15); no draft is kept across a 402, typing it again is quick.
 * One save from the first click; closing during it asks, and it ends in the background (issue 26).
 */
export function NicknameDialog({ current, onClose }: { current: string; onClose(): void }) {
  const [form] = Form.useForm<{ nick_name: string }>();
  const message = useFeedback();
  const saving = useDialogSave(() => (form.getFieldValue('nick_name') as string | undefined) !== current, onClose);
  const save = useProfileUpdate(form, saving.mounted);

  const submit = async () => {
    const values = await validFields(form);
    if (values && (await save({ nick_name: values.nick_name.trim() }))) {
      void message.success('昵称已修改');
      if (saving.mounted()) onClose();
    }
  };
  const send = () => void saving.run(submit);

  return (
    <Modal open title="修改昵称" width={440} okText="保存" cancelText="取消" okButtonProps={{ loading: saving.busy }} maskClosable={false} onOk={send} onCancel={saving.close} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ nick_name: current }} disabled={saving.busy}>
        <Form.Item
          label="昵称"
          name="nick_name"
          rules={zodRules(contracts.profileUpdateInput.shape.nick_name.unwrap())}
        >
          <Input autoFocus maxLength={NICK_NAME_MAX} showCount placeholder="请输入用户昵称" onPressEnter={send} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
