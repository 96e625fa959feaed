import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearch } from '@tanstack/react-router';
import type { Captcha } from '../../../adapters/api/index.ts';
import { errorMessage } from '../../../adapters/http/client.ts';
import { ACCOUNT_MESSAGES as M } from '../../../engine/account/rules.ts';
import { useServices } from '../../shell/use-services.ts';
import type { LoginSearch } from './login-search.ts';
import { useFinishLogin } from './finish-login.ts';
import { LightField, LightInput, LightPassword, LightSubmit } from './light-field.tsx';

interface Values {
  user_name: string;
  password: string;
  captcha: string;
}
type Errors = Partial<Record<keyof Values, string>>;

/** The door's own checks: what is missing, in the order of the fields. */
function check(values: Values, withCaptcha: boolean): Errors {
  const errors: Errors = {};
  if (!values.user_name.trim()) errors.user_name = M.userNameRequired;
  if (!values.password.trim()) errors.password = M.passwordRequired;
  if (withCaptcha && !values.captcha.trim()) errors.captcha = M.captchaRequired;
  return errors;
}

/** 账号登录 (spec section 2): user name, password, and the captcha when need-captcha says so. */
export default function PasswordDoor() {
  const { api } = useServices();
  const { user_name: filledName }: LoginSearch = useSearch({ from: '/login' });
  const finish = useFinishLogin();
  const [values, setValues] = useState<Values>({ user_name: filledName ?? '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const userRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);

  // after a password reset the user name is filled in: the password is what is left to type
  useEffect(() => (filledName ? passwordRef : userRef).current?.focus(), [filledName]);

  const change = (key: keyof Values) => (e: { target: { value: string } }) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    // once a submit has shown what is missing, each field re-checks as it is typed in
    if (checked) setErrors(check(next, Boolean(captcha)));
  };

  const refreshCaptcha = async () => {
    try {
      setCaptcha(await api.captcha());
      setValues((v) => ({ ...v, captcha: '' }));
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(values, Boolean(captcha));
    setChecked(true);
    setErrors(found);
    if (found.user_name) return userRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.captcha) return captchaRef.current?.focus();
    setBusy(true);
    setError(null);
    try {
      const { token } = await api.login({
        user_name: values.user_name.trim(),
        password: values.password,
        ...(captcha ? { captcha: values.captcha.trim(), captcha_key: captcha.key } : {}),
      });
      await finish(token);
    } catch (e) {
      setError(errorMessage(e, '登录失败，请检查网络后重试'));
      setCaptcha(null);
      await checkCaptcha(values.user_name.trim());
    } finally {
      setBusy(false);
    }
  };

  /** What each of the door's inputs shares: its id (the label's target), value, error state and busy state. */
  const bound = (key: keyof Values) => ({
    id: key,
    invalid: Boolean(errors[key]),
    disabled: busy,
    value: values[key],
    onChange: change(key),
    ...(errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${key}-error` } : {}),
  });
  return (
    <form className="light-form" noValidate onSubmit={(e) => void submit(e)}>
      <LightField id="user_name" label="用户名" error={errors.user_name}>
        <LightInput
          {...bound('user_name')}
          ref={userRef}
          autoComplete="username"
          placeholder="请输入用户名"
          onBlur={(e) => void checkCaptcha(e.target.value.trim())}
        />
      </LightField>
      <LightField id="password" label="密码" error={errors.password}>
        <LightPassword
          {...bound('password')}
          ref={passwordRef}
          autoComplete="current-password"
          placeholder="请输入密码"
        />
      </LightField>
      {captcha && (
        <LightField id="captcha" label="图形验证码" error={errors.captcha}>
          <div className="login-captcha">
            <LightInput
              {...bound('captcha')}
              ref={captchaRef}
              placeholder="请输入图形验证码"
              autoComplete="off"
            />
            <button type="button" className="login-captcha-image" title="看不清？换一张" onClick={() => void refreshCaptcha()}>
              <img src={captcha.img} alt="图形验证码" />
            </button>
          </div>
        </LightField>
      )}
      {error && (
        <div className="light-error" role="alert">
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="8" fill="currentColor" />
            <path d="M5.5 5.5l5 5m0-5-5 5" stroke="#fff" strokeWidth="1.5" />
          </svg>
          <span>{error}</span>
        </div>
      )}
      <LightSubmit busy={busy}>登录</LightSubmit>
    </form>
  );
}
