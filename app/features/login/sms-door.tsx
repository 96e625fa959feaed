import { Alert, Button, Form } from 'antd';
import { MobileCodeFields, type MobileCodeValues } from '../../../adapters/form/index.ts';
import { useFinishLogin } from './finish-login.ts';
import { useDoorCalls, useDoorSubmit } from './use-door.ts';

/** 短信登录 (spec section 7, quick-login): mobile, image captcha, SMS code with the countdown. */
export default function SmsDoor() {
  const [form] = Form.useForm<MobileCodeValues>();
  const { doors, codeApi } = useDoorCalls();
  const finish = useFinishLogin();
  const { busy, error, submit } = useDoorSubmit({
    form,
    call: (values: MobileCodeValues) => doors.quickLogin({ mobile: values.mobile.trim(), code: values.code.trim() }),
    done: ({ token }) => finish(token),
    fallback: '登录失败，请检查网络后重试',
  });
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} disabled={busy}>
      <MobileCodeFields form={form} api={codeApi} autoFocus />
      {error && <Alert className="login-error" type="error" showIcon message={error} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={busy} onClick={submit}>
        登录
      </Button>
    </Form>
  );
}
