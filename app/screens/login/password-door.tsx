import { useEffect, useRef, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { Alert, Button, Form, Input, type InputRef } from 'antd';
import type { Captcha } from '../../../adapters/api/index.ts';
import { errorMessage } from '../../../adapters/http/client.ts';
import { useServices } from '../../shell/use-services.ts';
import type { LoginSearch } from './login-search.ts';
import { useFinishLogin } from './finish-login.ts';

interface Values {
  user_name: string;
  password: string;
  captcha?: string;
}

/** 账号登录 (spec section 2): user name, password, and the captcha when need-captcha says so. */
export default function PasswordDoor() {
  const { api } = useServices();
  const { user_name: filledName }: LoginSearch = useSearch({ from: '/login' });
  const finish = useFinishLogin();
  const [form] = Form.useForm<Values>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const userRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);

  // after a password reset the user name is filled in: the password is what is left to type
  useEffect(() => (filledName ? passwordRef : userRef).current?.focus(), [filledName]);

  const refreshCaptcha = async () => {
    try {
      setCaptcha(await api.captcha());
      form.setFieldValue('captcha', '');
    } catch (e) {
      setError(errorMessage(e, '验证码加载失败，请点击图片重试'));
    }
  };

  const checkCaptcha = async (userName: string) => {
    if (!userName) return;
    try {
      const { need_captcha } = await api.needCaptcha(userName);
      if (need_captcha && !captcha) await refreshCaptcha();
      if (!need_captcha) setCaptcha(null);
    } catch {
      // the login call will say what is wrong
    }
  };

  const submit = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      const { token } = await api.login({
        user_name: values.user_name.trim(),
        password: values.password,
        ...(captcha ? { captcha: values.captcha?.trim() ?? '', captcha_key: captcha.key } : {}),
      });
      await finish(token);
    } catch (e) {
      setError(errorMessage(e, '登录失败，请检查网络后重试'));
      setCaptcha(null);
      await checkCaptcha(values.user_name.trim());
      form.setFieldValue('password', values.password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} disabled={busy} initialValues={{ user_name: filledName }}>
      <Form.Item label="用户名" name="user_name" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input ref={userRef} autoComplete="username" placeholder="请输入用户名" onBlur={(e) => void checkCaptcha(e.target.value.trim())} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password ref={passwordRef} autoComplete="current-password" placeholder="请输入密码" />
      </Form.Item>
      {captcha && (
        <Form.Item label="图形验证码" htmlFor="captcha" required>
          <div className="login-captcha">
            <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: '请输入图形验证码' }]}>
              <Input placeholder="请输入图形验证码" autoComplete="off" />
            </Form.Item>
            <button type="button" className="login-captcha-image" title="看不清？换一张" onClick={() => void refreshCaptcha()}>
              <img src={captcha.img} alt="图形验证码" />
            </button>
          </div>
        </Form.Item>
      )}
      {error && <Alert className="login-error" type="error" showIcon message={error} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}
