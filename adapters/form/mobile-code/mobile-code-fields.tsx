import { Button, Form, Input, Space, type FormInstance, type FormRule } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { queryKeys } from '../../api/index.ts';
import { ACCOUNT_MESSAGES as M, contracts, MOBILE_PATTERN, type SendCodePayload } from '../../../engine/index.ts';
import { zodRules } from '../zod-rules.ts';
import { useFeedback, useOutcome } from '../../ui/index.ts';
import { countdownLabel, useCountdown } from './use-countdown.ts';
import './mobile-code.css';
import { errorMessage } from '../../http/index.ts';

// The mobile-code request of spec sections 4 and 5, one component wherever a code is sent (edit
// phone, SMS login, forgotten password, registration, the personal centre): the mobile, the
// image captcha (click to refresh; its key in the hidden captcha_key), and the SMS code whose
// send button needs mobile, captcha and captcha_key and then counts down 60 s (Ns后重新获取).
// It renders Form.Items inside the caller's antd <Form>; the field names are those of the
// server (mobile, captcha, captcha_key, code).

export interface MobileCodeValues {
  mobile: string;
  captcha: string;
  captcha_key: string;
  code: string;
}

/**
 * The user typed something into the fields (the mobile, the captcha, the code): what a dialog's
 * close question asks about. Not antd's isFieldsTouched, which the fields' own captcha refresh sets.
 */
export function typedMobileCode(form: Pick<FormInstance, 'getFieldValue'>): boolean {
  return (['mobile', 'captcha', 'code'] as const).some((name) => String((form.getFieldValue(name) as unknown) ?? '').trim() !== '');
}

export interface MobileCodeApi {
  /** GET /api/common/captcha: `{img, key}`. */
  captcha(): Promise<{ img?: string; key?: string }>;
  /** POST /api/common/send-mobile-code with mobile, captcha and captcha_key. */
  sendCode(body: SendCodePayload): Promise<unknown>;
}

export { MOBILE_PATTERN };

/**
 * What the fields hold besides the form's values, for a form that is left and shown again in the
 * same tab (registration across /category): the captcha shown (its typed text stays valid) and
 * when the send button's countdown ends. Kept in memory only.
 */
export interface MobileCodeMemory {
  captcha?: { img: string; key: string } | undefined;
  countdownEndsAt?: number | null | undefined;
}

export interface MobileCodeFieldsProps {
  form: FormInstance;
  api: MobileCodeApi;
  /** The mobile field's label: 手机号 (default), 新手机号, … */
  mobileLabel?: string;
  mobilePlaceholder?: string;
  /** Focus the mobile field when shown (a page whose first field this is). */
  autoFocus?: boolean;
  /**
   * The number already bound (修改手机号): the new one must differ, a rule of the mobile field,
   * so 获取验证码 (which checks the mobile first) sends no code to it.
   */
  current?: string | undefined;
  /** What a previous mount of these fields left (onMemory): the same captcha, the countdown going on. */
  memory?: MobileCodeMemory | undefined;
  onMemory?(memory: MobileCodeMemory): void;
}

/** Not the number already bound: 新手机号与当前手机号相同. */
function notCurrent(current: string | undefined): FormRule[] {
  if (!current) return [];
  return [{ validator: (_, value: unknown) => (value === current ? Promise.reject(new Error(M.sameMobile)) : Promise.resolve()) }];
}

/** Mobile, image captcha and SMS code with the 60 s countdown, inside the caller's antd Form. */
export function MobileCodeFields({ form, api, mobileLabel = '手机号', mobilePlaceholder = '请输入手机号码', autoFocus, current, memory, onMemory }: MobileCodeFieldsProps) {
  const message = useFeedback();
  const outcome = useOutcome();
  const countdown = useCountdown(undefined, memory?.countdownEndsAt ?? null);
  // The captcha of this form (single use: its own query, asked again on a refresh or after a
  // refused send; a refresh replaces one still in flight, so a late answer is never shown).
  const scope = useId();
  const captcha = useQuery({
    queryKey: queryKeys.captcha(scope),
    queryFn: async () => {
      const data = await api.captcha();
      if (!data?.img || !data.key) throw new Error('图形验证码加载失败');
      return { img: data.img, key: data.key };
    },
    staleTime: Infinity,
    gcTime: 0,
    initialData: memory?.captcha,
  });
  const captchaKey = captcha.isError ? '' : captcha.data?.key;
  useEffect(() => {
    // a new captcha empties what was typed for the old one (a remembered one keeps it)
    if (captchaKey !== undefined && captchaKey !== form.getFieldValue('captcha_key')) form.setFieldsValue({ captcha_key: captchaKey, captcha: '' });
  }, [form, captchaKey]);
  useEffect(() => {
    onMemory?.({ captcha: captcha.data, countdownEndsAt: countdown.endsAt });
  }, [onMemory, captcha.data, countdown.endsAt]);
  const refreshCaptcha = () => void captcha.refetch();
  const send = useMutation({ mutationFn: (body: Omit<MobileCodeValues, 'code'>) => api.sendCode(body) });

  const sendCode = async () => {
    if (send.isPending) return;
    let values: Pick<MobileCodeValues, 'mobile' | 'captcha'>;
    try {
      values = (await form.validateFields(['mobile', 'captcha'])) as Pick<MobileCodeValues, 'mobile' | 'captcha'>;
    } catch {
      return;
    }
    const key = String(form.getFieldValue('captcha_key') ?? '');
    if (!key) {
      void message.error(M.captchaKeyRequired);
      return;
    }
    // The callbacks are the call's own: a form closed meanwhile starts no countdown.
    send.mutate(
      { mobile: values.mobile, captcha: values.captcha, captcha_key: key },
      {
        onSuccess: () => {
          countdown.start();
          void message.success('验证码已发送');
        },
        onError: (error) => {
          outcome.failed(error, '验证码发送失败');
          // the captcha is single use: a refused one is spent
          refreshCaptcha();
        },
      },
    );
  };

  return (
    <>
      <Form.Item
        label={mobileLabel}
        name="mobile"
        validateTrigger={['onBlur', 'onChange']}
        rules={[...zodRules(contracts.sendCodeInput.shape.mobile), ...notCurrent(current)]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" placeholder={mobilePlaceholder} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label="图形验证码" required>
        <div className="mobile-code-captcha">
          <Form.Item name="captcha" noStyle rules={zodRules(contracts.sendCodeInput.shape.captcha)}>
            <Input maxLength={6} placeholder="请输入图形验证码" aria-label="图形验证码" autoComplete="off" />
          </Form.Item>
          <button type="button" className="mobile-code-captcha-image" title="看不清？点击刷新" aria-label="刷新图形验证码" onClick={refreshCaptcha}>
            {captcha.isError ? (
              <span>{errorMessage(captcha.error, '图形验证码加载失败')}</span>
            ) : captcha.data ? (
              <img src={captcha.data.img} alt="图形验证码图片" />
            ) : (
              <span>加载中…</span>
            )}
          </button>
        </div>
      </Form.Item>
      <Form.Item name="captcha_key" hidden>
        {/* a hidden input, not a text box without a label that only CSS hides */}
        <Input type="hidden" />
      </Form.Item>
      <Form.Item label="短信验证码" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={zodRules(contracts.mobileCodeInput.shape.code)}>
            <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder="请输入短信验证码" aria-label="短信验证码" />
          </Form.Item>
          <Button onClick={() => void sendCode()} loading={send.isPending} disabled={countdown.running}>
            {countdownLabel(countdown.remaining)}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
