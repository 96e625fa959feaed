import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Form, Steps, Typography } from 'antd';
import { MobileCodeFields, type MobileCodeValues } from '../../../adapters/form/index.ts';
import { PasswordFields } from './password-fields.tsx';
import { useDoorCalls, useDoorSubmit } from './use-door.ts';
import { useFeedback } from '../../../adapters/ui/index.ts';

interface Checked {
  mobile: string;
  code: string;
  user_name: string;
}

interface NewPassword {
  password: string;
  password_confirmation: string;
}

/** 忘记密码 (spec section 7): the mobile and its code (POST), then the new password twice (PATCH). */
export default function ForgotDoor() {
  const [checked, setChecked] = useState<Checked | null>(null);
  return (
    <>
      <Steps className="login-steps" size="small" current={checked ? 1 : 0} items={[{ title: '验证手机号' }, { title: '设置新密码' }]} />
      {checked ? <NewPasswordStep checked={checked} onBack={() => setChecked(null)} /> : <CodeStep onChecked={setChecked} />}
    </>
  );
}

function CodeStep({ onChecked }: { onChecked(checked: Checked): void }) {
  const [form] = Form.useForm<MobileCodeValues>();
  const { doors, codeApi } = useDoorCalls();
  const { busy, error, submit } = useDoorSubmit({
    form,
    call: (values: MobileCodeValues) => doors.checkForgetCode({ mobile: values.mobile.trim(), code: values.code.trim() }),
    done: (answer, values) => onChecked({ mobile: values.mobile.trim(), code: values.code.trim(), user_name: answer.user_name }),
    fallback: '验证失败，请检查网络后重试',
  });
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} disabled={busy}>
      <MobileCodeFields form={form} api={codeApi} mobilePlaceholder="请输入账号绑定的手机号码" autoFocus />
      {error && <Alert className="login-error" type="error" showIcon message={error} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={busy} onClick={submit}>
        下一步
      </Button>
    </Form>
  );
}

function NewPasswordStep({ checked, onBack }: { checked: Checked; onBack(): void }) {
  const [form] = Form.useForm<NewPassword>();
  const { doors } = useDoorCalls();
  const navigate = useNavigate();
  const message = useFeedback();
  const { busy, error, submit } = useDoorSubmit({
    form,
    call: (values: NewPassword) => doors.resetPassword({ mobile: checked.mobile, code: checked.code, ...values }),
    done: async () => {
      void message.success('密码已重置，请使用新密码登录');
      await navigate({ to: '/login', search: { user_name: checked.user_name }, replace: true });
    },
    fallback: '重置失败，请检查网络后重试',
  });
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} disabled={busy}>
      <Typography.Paragraph className="login-account">
        手机号 {checked.mobile} 绑定的账号：<Typography.Text strong>{checked.user_name}</Typography.Text>
      </Typography.Paragraph>
      <PasswordFields label="新密码" autoFocus />
      {error && <Alert className="login-error" type="error" showIcon message={error} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={busy} onClick={submit}>
        确定
      </Button>
      <Button type="link" block onClick={onBack} className="login-back">
        上一步
      </Button>
    </Form>
  );
}
