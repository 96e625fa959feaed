import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginPayload } from '../../../adapters/api/index.ts';
import { queryKeys } from '../../../adapters/api/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { useLoginServices } from '../../services/login-services.ts';
import { useSubmitOnce } from '../../../adapters/drafts/index.ts';
import { useFinishLogin } from './finish-login.ts';
import { useLoginPlace } from './login-place.tsx';
import { LightField, LightInput, LightPassword, LightSubmit } from './light-field.tsx';
import type { check as checkValues, Errors, Values } from './login-checks.ts';

type Check = typeof checkValues;
const loadCheck = (): Promise<Check> => import('./login-checks.ts').then((checks) => checks.check);

/** 账号登录 (spec section 2): user name, password, and the captcha when need-captcha says so. */
export default function PasswordDoor() {
  const { account: api } = useLoginServices().api;
  const { user_name: filledName } = useLoginPlace().search;
  const finish = useFinishLogin();
  const [values, setValues] = useState<Values>({ user_name: filledName ?? '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const queryClient = useQueryClient();
  // need-captcha for the user name last left (blur) or refused; the captcha only while it says so.
  const [checkedName, setCheckedName] = useState('');
  const needCaptcha = useQuery({
    queryKey: queryKeys.needCaptcha(checkedName),
    queryFn: () => api.needCaptcha(checkedName),
    enabled: checkedName !== '',
    staleTime: 0,
  });
  const withCaptcha = needCaptcha.data?.need_captcha === true;
  const captchaScope = useId();
  const captcha = useQuery({ queryKey: queryKeys.captcha(captchaScope), queryFn: () => api.captcha(), enabled: withCaptcha, staleTime: Infinity, gcTime: 0 });
  const login = useMutation({
    mutationFn: async (payload: LoginPayload) => {
      const { token } = await api.login(payload);
      await finish(token);
    },
  });
  // one login call from the first click (or Enter) until its answer
  const once = useSubmitOnce();
  const busy = login.isPending || once.busy;
  const userRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);

  // after a password reset the user name is filled in: the password is what is left to type
  useEffect(() => (filledName ? passwordRef : userRef).current?.focus(), [filledName]);
  // the checks' code, asked for once the door is drawn (in hand long before a submit, as a rule)
  const checkRef = useRef<Check | null>(null);
  const [checkProblem, setCheckProblem] = useState(false);
  const fetchCheck = () =>
    loadCheck().then((loaded) => {
      checkRef.current = loaded;
      return loaded;
    });
  useEffect(() => void fetchCheck().catch(() => undefined), []);

  const change = (key: keyof Values) => (e: { target: { value: string } }) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    // once a submit has shown what is missing, each field re-checks as it is typed in
    if (checked && checkRef.current) setErrors(checkRef.current(next, withCaptcha));
  };

  const refreshCaptcha = () => {
    setValues((v) => ({ ...v, captcha: '' }));
    void captcha.refetch();
  };

  const checkCaptcha = (userName: string) => {
    // a failed need-captcha is not shown: the login call will say what is wrong
    if (userName) setCheckedName(userName);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (once.inFlight()) return;
    const check = checkRef.current;
    if (check) return submitChecked(check);
    // a submit before the checks' code came: it waits for it (once), or says the network failed
    if (waitingForCheck.current) return;
    waitingForCheck.current = true;
    fetchCheck().then(
      (loaded) => {
        waitingForCheck.current = false;
        setCheckProblem(false);
        submitChecked(loaded);
      },
      () => {
        waitingForCheck.current = false;
        setCheckProblem(true);
      },
    );
  };
  const waitingForCheck = useRef(false);

  const submitChecked = (check: Check) => {
    const found = check(values, withCaptcha);
    setChecked(true);
    setErrors(found);
    if (found.user_name) return userRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.captcha) return captchaRef.current?.focus();
    const userName = values.user_name.trim();
    const payload: LoginPayload = {
      user_name: userName,
      password: values.password,
      ...(withCaptcha && captcha.data ? { captcha: values.captcha.trim(), captcha_key: captcha.data.key } : {}),
    };
    const onError = () => {
      // the captcha is single use, and the refusal may make it needed: ask both again
      setValues((v) => ({ ...v, captcha: '' }));
      setCheckedName(userName);
      void queryClient.invalidateQueries({ queryKey: queryKeys.needCaptcha(userName) });
      void queryClient.resetQueries({ queryKey: queryKeys.captcha(captchaScope) });
    };
    void once.run(() => login.mutateAsync(payload, { onError }).catch(() => undefined));
  };

  const error = login.isError
    ? errorMessage(login.error, '登录失败，请检查网络后重试')
    : checkProblem
      ? '登录失败，请检查网络后重试'
    : captcha.isError
      ? errorMessage(captcha.error, '验证码加载失败，请点击图片重试')
      : null;

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
    <form className="light-form" noValidate onSubmit={submit}>
      <LightField id="user_name" label="用户名" error={errors.user_name}>
        <LightInput
          {...bound('user_name')}
          ref={userRef}
          autoComplete="username"
          placeholder="请输入用户名"
          onBlur={(e) => checkCaptcha(e.target.value.trim())}
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
      {withCaptcha && (
        <LightField id="captcha" label="图形验证码" error={errors.captcha}>
          <div className="login-captcha">
            <LightInput
              {...bound('captcha')}
              ref={captchaRef}
              placeholder="请输入图形验证码"
              autoComplete="off"
            />
            <button type="button" className="login-captcha-image" title="看不清？换一张" onClick={refreshCaptcha}>
              {captcha.data ? <img src={captcha.data.img} alt="图形验证码" /> : <span>{captcha.isError ? '点击重试' : '加载中…'}</span>}
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
