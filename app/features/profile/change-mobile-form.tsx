import { Button, Form, Space, Typography, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { type MobileCodeApi, MobileCodeFields, type MobileCodeValues, validFields } from '../../../adapters/form/index.ts';
import { useSubmitOnce, type SubmitOnce } from '../../../adapters/drafts/index.ts';
import { useApi } from '../../services/use-services.ts';
import { useProfileUpdate } from './use-profile-update.ts';
import { useFeedback } from '../../../adapters/ui/index.ts';

// Change mobile (spec sections 3, 4, 5): the new number, the image captcha and the SMS code sent
// to the new number (the one MobileCodeFields, 60 s countdown), then PATCH profile {mobile, code}.
// The personal centre's dialog and /editMobilePage show this same form; one save from the first
// click (the dialog's own guard, whose close asks while it is in flight, or the form's).

export function ChangeMobileForm({
  form: given,
  current,
  onDone,
  onCancel,
  saving: dialogSave,
}: {
  /** The form's instance, when the caller reads it (the dialog's close question). */
  form?: FormInstance<MobileCodeValues>;
  current?: string | undefined;
  onDone(): void;
  onCancel?: (() => void) | undefined;
  /** The dialog's save guard (useDialogSave); the form has its own without one. */
  saving?: SubmitOnce | undefined;
}) {
  const { account: api } = useApi();
  const message = useFeedback();
  const [form] = Form.useForm<MobileCodeValues>(given);
  const own = useSubmitOnce();
  const saving = dialogSave ?? own;
  const save = useProfileUpdate(form, saving.mounted);
  const codeApi = useMemo<MobileCodeApi>(() => ({ captcha: () => api.captcha(), sendCode: (body) => api.sendMobileCode(body) }), [api]);

  // sent once every rule passed, the current-number one included
  const submit = async () => {
    const values = await validFields(form);
    if (!values) return;
    if (await save({ mobile: values.mobile, code: values.code.trim() })) {
      void message.success('手机号已修改');
      if (saving.mounted()) onDone();
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark autoComplete="off">
      {current && (
        <Typography.Paragraph type="secondary">
          当前手机号：<span className="profile-current-mobile">{current}</span>
        </Typography.Paragraph>
      )}
      <MobileCodeFields form={form} api={codeApi} mobileLabel="新手机号" mobilePlaceholder="请输入新的手机号码" autoFocus current={current} />
      <Form.Item className="profile-form-actions">
        <Space>
          {onCancel && <Button onClick={onCancel}>取消</Button>}
          {/* Enter in a field clicks it too; the click sends, not the form's own submit */}
          <Button
            type="primary"
            htmlType="submit"
            loading={saving.busy}
            onClick={(event) => {
              event.preventDefault();
              void saving.run(submit);
            }}
          >
            确定修改
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
